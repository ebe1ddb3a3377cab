import { DEFAULT_GEOLOCATION_URL } from '../browser/geolocation-service';
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { Container } from 'inversify';
import { TOKENS } from '../../application/tokens';
import { LazyAuthGateway, sessionKeptOnDevice } from '../firebase-auth/lazy-auth-gateway';
import { createFirebaseApp, createServerFirestore } from '../firestore/firebase-app';
import type { DeviceServices } from '../firestore/device-tier';
import { firestoreClient } from '../firestore/firestore-client';
import type { FirstRead } from '../firestore/first-read';
import { LazyDoorCopy } from '../firestore/lazy-door-copy';
import { LocalStorageImportJournal } from '../browser/local-storage-import-journal';
import { AnnouncedImports } from '../firestore/announced-imports';
import { SharedImportJournal } from '../firestore/shared-import-journal';
import { DeviceOfflineAdmissions, DeviceSyncStatus, DeviceTier } from '../firestore/tiers';
import { browserConnectivity } from '../browser/browser-connectivity';
import { ServerTimeClock } from '../browser/server-time-clock';
import type { MessageLanguages } from '../../application/messages/messenger';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import { nextTask } from '../shared/next-task';
import { bindApplication } from './application-bindings';

export type FirebaseModeOptions = {
  firebase: FirebaseOptions;
  geolocationUrl: string;
  /** Set in `emulators` mode: `host:port` of the local Firestore emulator. */
  firestoreEmulatorHost?: string;
  /** Set in `emulators` mode: the URL of the local Auth emulator. */
  authEmulatorUrl?: string;
  /** Production builds: the app's service worker keeps it usable without network. */
  serviceWorker?: boolean;
  /** The texts of other languages for messages (the UI's catalogues, given by the composition root). */
  messageLanguages?: MessageLanguages;
  /** The event the page's link names, asked by the composition root before this chunk arrived (first-read.ts). */
  firstRead?: FirstRead | null;
};

/** The full Firestore SDK, in a chunk of its own (docs/architecture.md, "Two tiers of Firebase"). */
async function openDevice(
  app: FirebaseApp,
  server: LiteFirestore,
  emulatorHost: string | undefined,
  staffAuth: Promise<Auth>,
): Promise<DeviceServices> {
  const { openDeviceTier } = await import('../firestore/device-tier');
  return openDeviceTier(app, {
    cache: 'persistent',
    server,
    ...(emulatorHost ? { emulatorHost } : {}),
    connectivity: browserConnectivity,
    unstall: true,
    staffAuth,
  });
}

/** Firebase Auth, in a chunk of its own; a session it reports loads the device tier. */
async function openAuth(
  app: FirebaseApp,
  emulatorUrl: string | undefined,
  device: DeviceTier,
  opened: (auth: Auth) => void,
): Promise<AuthGateway> {
  const { openAuthTier } = await import('../firebase-auth/auth-tier');
  const { gateway, auth } = openAuthTier(app, emulatorUrl);
  opened(auth);
  gateway.watchSession((session) => {
    if (session) device.load().catch((error: unknown) => console.error('Error loading the staff data layer:', error));
  });
  return gateway;
}

/**
 * The firebase and emulators modes. A visitor's device runs on Firestore Lite (one request per
 * read or write, live pages asked again from time to time); the full SDK, with its offline cache
 * and listeners, and Firebase Auth load when somebody is signed in or signs in.
 */
export async function createFirebaseContainer(options: FirebaseModeOptions): Promise<Container> {
  // Loading this chunk (its modules run as it arrives), wiring the stores and starting the use
  // cases each take a task of their own: together they held a phone's main thread for a quarter
  // of a second, in which a tap on the page shown meanwhile went unanswered.
  await nextTask();
  const { app } = createFirebaseApp(options.firebase);
  const emulatorHost = options.firestoreEmulatorHost;
  const server = createServerFirestore(app, emulatorHost ? { emulatorHost } : {});
  // The staff member's Auth, for the device's people lists: the device tier may open first.
  let authOpened: (auth: Auth) => void = () => undefined;
  const staffAuth = new Promise<Auth>((resolve) => (authOpened = resolve));
  const device = new DeviceTier(() => openDevice(app, server, emulatorHost, staffAuth));
  // The server's time, asked once the page is up and when back online: the holds a device writes are checked with it.
  const clock = new ServerTimeClock();
  const client = firestoreClient(server, device, browserConnectivity, { firstRead: options.firstRead ?? null, clock });
  const kept = sessionKeptOnDevice();
  const auth = new LazyAuthGateway(() => openAuth(app, options.authEmulatorUrl, device, authOpened), kept);
  // A staff device starts as it always did: its cache answers its pages, online or not.
  if (kept) await Promise.all([device.load(), auth.loaded()]);
  await nextTask();
  const container = new Container();
  container.bind(TOKENS.syncStatus).toConstantValue(new DeviceSyncStatus(device));
  container.bind(TOKENS.documentStore).toConstantValue(client.store);
  container.bind(TOKENS.waitingList).toConstantValue(client.waitingList);
  container.bind(TOKENS.outbox).toConstantValue(client.outbox);
  container.bind(TOKENS.ticketLedger).toConstantValue(client.ledger);
  container.bind(TOKENS.doorCopy).toConstantValue(new LazyDoorCopy(device, server, browserConnectivity));
  container
    .bind(TOKENS.importJournal)
    .toConstantValue(new SharedImportJournal(new LocalStorageImportJournal(), new AnnouncedImports(server), clock));
  container.bind(TOKENS.offlineAdmissions).toConstantValue(new DeviceOfflineAdmissions(device));
  container.bind(TOKENS.authGateway).toConstantValue(auth);
  container.bind(TOKENS.demoAccounts).toConstantValue([]);
  container.bind(TOKENS.demoDataReset).toConstantValue(null);
  clock.synchroniseWhenOnline();
  bindApplication(container, {
    clock,
    geolocationUrl: options.geolocationUrl || DEFAULT_GEOLOCATION_URL,
    serviceWorker: options.serviceWorker ?? false,
    messageLanguages: options.messageLanguages,
  });
  return container;
}
