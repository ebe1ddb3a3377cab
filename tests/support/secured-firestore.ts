import { setLogLevel, type EmulatorMockTokenOptions, type Firestore } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel, type Firestore as LiteFirestore } from 'firebase/firestore/lite';
import type { DocumentStore } from '../../src/application/ports/document-store.port';
import { createFirebaseApp } from '../../src/adapters/firestore/firebase-app';
import type { FirestoreTicketLedger } from '../../src/adapters/firestore/firestore-ticket-ledger';
import type { WaitingList } from '../../src/application/ports/waiting-list.port';
import type { FirestoreOutbox } from '../../src/adapters/firestore/firestore-outbox';
import { staffFirestore, visitorFirestore, type DeviceOptions } from './firestore-devices';

export type Device = {
  store: DocumentStore;
  ledger: FirestoreTicketLedger;
  waiting: WaitingList;
  outbox: FirestoreOutbox;
  /** The full SDK: a staff device's from the start; a visitor's throws (it runs on Lite). */
  firestore: Firestore;
  /** Firestore Lite, as the device's transactions and one-off reads use it. */
  server: LiteFirestore;
  network: { online: boolean };
  close: () => Promise<void>;
};

/**
 * One browser: its own Firebase app and cache, its requests signed as `user` (or nobody). As the
 * app opens it: signed in, with the full SDK (`staff`); signed out, on Firestore Lite (`visitor`).
 */
export function openDevice(
  emulatorHost: string,
  projectId: string,
  name: string,
  user: EmulatorMockTokenOptions | null,
  tier: 'staff' | 'visitor' = user ? 'staff' : 'visitor',
  options: DeviceOptions = {},
): Device {
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${name}` }, `${projectId}-${name}`);
  const emulator = { emulatorHost, ...(user ? { emulatorUser: user } : {}) };
  const common = { close: client.close };
  if (tier === 'staff') {
    const { waitingList, ...staff } = staffFirestore(client.app, emulator, options);
    return { ...common, ...staff, waiting: waitingList };
  }
  const { waitingList, ...visitor } = visitorFirestore(client.app, emulator, options);
  return {
    ...common,
    ...visitor,
    waiting: waitingList,
    get firestore(): Firestore {
      throw new Error(`${name} is a visitor's device: it runs on Firestore Lite, without the full SDK.`);
    },
  };
}

/** Both Firestore builds quiet: refused writes are what these tests provoke, and the adapters log their own. */
export function quietFirestore(): void {
  setLogLevel('silent');
  setLiteLogLevel('silent');
}
