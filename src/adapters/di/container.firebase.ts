// The lite build: the same API for Inversify's decorators, without polyfills for Map and Set.
import { DEFAULT_GEOLOCATION_URL } from '../browser/geolocation-service';
import 'reflect-metadata/lite';
import { browserLocalPersistence } from 'firebase/auth';
import type { FirebaseOptions } from 'firebase/app';
import { Container } from 'inversify';
import { TOKENS } from '../../application/tokens';
import { createAuth } from '../firebase-auth/create-auth';
import { FirebaseAuthGateway } from '../firebase-auth/firebase-auth-gateway';
import { FIREBASE_AUTH, FIREBASE_AUTH_PERSISTENCE } from '../firebase-auth/firebase-auth-tokens';
import { createFirebaseApp, createFirestore, createServerFirestore } from '../firestore/create-firestore';
import { FirestoreDocumentStore } from '../firestore/firestore-document-store';
import { FirestoreTicketLedger } from '../firestore/firestore-ticket-ledger';
import { LazyDoorCopy } from '../firestore/lazy-door-copy';
import { FirestoreOfflineAdmissions } from '../firestore/firestore-offline-admissions';
import { CONNECTIVITY, FIRESTORE, SERVER_FIRESTORE } from '../firestore/firestore-tokens';
import { FirestoreSyncStatus } from '../firestore/firestore-sync-status';
import { browserConnectivity, onConnectivityChange } from '../browser/browser-connectivity';
import { unstallFirestoreWrites } from '../firestore/unstall-writes';
import { FirestoreWaitingList } from '../firestore/firestore-waiting-list';
import { FirestoreOutbox } from '../firestore/firestore-outbox';
import type { MessageLanguages } from '../../application/messages/messenger';
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
};

/** The firebase and emulators modes: Firestore with its offline cache, Firebase Auth. */
export async function createFirebaseContainer(options: FirebaseModeOptions): Promise<Container> {
  const { app } = createFirebaseApp(options.firebase);
  const emulator = options.firestoreEmulatorHost ? { emulatorHost: options.firestoreEmulatorHost } : {};
  const firestore = createFirestore(app, { cache: 'persistent', ...emulator });
  unstallFirestoreWrites(firestore, browserConnectivity.isOnline, onConnectivityChange);
  const container = new Container();
  container.bind(FIRESTORE).toConstantValue(firestore);
  container.bind(SERVER_FIRESTORE).toConstantValue(createServerFirestore(app, emulator));
  container.bind(CONNECTIVITY).toConstantValue(browserConnectivity);
  container.bind(TOKENS.syncStatus).to(FirestoreSyncStatus).inSingletonScope();
  container.bind(FIREBASE_AUTH).toConstantValue(createAuth(app, options.authEmulatorUrl));
  container.bind(FIREBASE_AUTH_PERSISTENCE).toConstantValue(browserLocalPersistence);
  container.bind(TOKENS.documentStore).to(FirestoreDocumentStore).inSingletonScope();
  container.bind(TOKENS.waitingList).to(FirestoreWaitingList).inSingletonScope();
  container.bind(TOKENS.outbox).to(FirestoreOutbox).inSingletonScope();
  container.bind(TOKENS.ticketLedger).to(FirestoreTicketLedger).inSingletonScope();
  container.bind(TOKENS.doorCopy).to(LazyDoorCopy).inSingletonScope();
  container.bind(TOKENS.offlineAdmissions).toConstantValue(new FirestoreOfflineAdmissions(firestore));
  container.bind(TOKENS.authGateway).to(FirebaseAuthGateway).inSingletonScope();
  container.bind(TOKENS.demoAccounts).toConstantValue([]);
  container.bind(TOKENS.demoDataReset).toConstantValue(null);
  bindApplication(container, {
    geolocationUrl: options.geolocationUrl || DEFAULT_GEOLOCATION_URL,
    serviceWorker: options.serviceWorker ?? false,
    messageLanguages: options.messageLanguages,
  });
  return container;
}
