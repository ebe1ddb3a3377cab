import type { Clock } from '../../src/application/ports/clock.port';
import type { FirebaseApp } from 'firebase/app';
import { createServerFirestore, type EmulatorTarget } from '../../src/adapters/firestore/firebase-app';
import { openDeviceTier, type DeviceServices } from '../../src/adapters/firestore/device-tier';
import { firestoreClient } from '../../src/adapters/firestore/firestore-client';
import type { RelistenPolicy } from '../../src/adapters/firestore/listen-until-confirmed';
import { DeviceTier } from '../../src/adapters/firestore/tiers';
import type { DoubtKeep } from '../../src/adapters/firestore/unconfirmed-writes';

/** `unstall`: restart writes the emulator leaves unanswered, as the app does (unstall-writes.ts). */
/** `requestPatienceMs`: how long a request waits for the server's answer (request-patience.ts). */
/** `doubts`: the tab's session storage, kept across a reload (a new device object given the same one). */
/** `clock`: the use cases' clock, as the app gives it (the server's time). */
export type DeviceOptions = {
  clock?: Clock;
  relisten?: Omit<RelistenPolicy, 'isOnline'>;
  refreshMs?: number;
  unstall?: boolean;
  requestPatienceMs?: number;
  doubts?: DoubtKeep;
};

function wire(app: FirebaseApp, emulator: EmulatorTarget, options: DeviceOptions, startWithTier: boolean) {
  const network = { online: true };
  const connectivity = { isOnline: () => network.online };
  const server = createServerFirestore(app, emulator);
  const open = (): DeviceServices =>
    openDeviceTier(app, {
      cache: 'memory',
      ...emulator,
      connectivity,
      server,
      ...(options.unstall ? { unstall: true } : {}),
      ...(options.relisten ? { relisten: options.relisten } : {}),
    });
  const opened = startWithTier ? open() : undefined;
  const device = new DeviceTier(async () => open(), opened);
  return {
    client: firestoreClient(server, device, connectivity, {
      ...(options.refreshMs === undefined ? {} : { refreshMs: options.refreshMs }),
      ...(options.requestPatienceMs === undefined ? {} : { requestPatienceMs: options.requestPatienceMs }),
      ...(options.doubts ? { doubts: options.doubts } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    }),
    server,
    network,
    connectivity,
    opened,
  };
}

/** A staff device as the app opens one where somebody is signed in: the full SDK from the start. */
export function staffFirestore(app: FirebaseApp, emulator: EmulatorTarget, options: DeviceOptions = {}) {
  const { client, opened, ...rest } = wire(app, emulator, options, true);
  if (!opened) throw new Error('A staff device opens its tier at once.');
  return { ...client, ...rest, firestore: opened.firestore };
}

/** A visitor's phone as the app opens one for nobody signed in: Firestore Lite until something needs more. */
export function visitorFirestore(app: FirebaseApp, emulator: EmulatorTarget, options: DeviceOptions = {}) {
  const { client, opened: _never, ...rest } = wire(app, emulator, options, false);
  return { ...client, ...rest };
}
