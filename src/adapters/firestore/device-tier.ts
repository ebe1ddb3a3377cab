import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Firestore as LiteFirestore } from 'firebase/firestore/lite';
import type { Connectivity } from '../../application/ports/connectivity.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { OfflineAdmissions } from '../../application/ports/offline-admissions.port';
import type { SyncStatus } from '../../application/ports/sync-status.port';
import { onConnectivityChange } from '../browser/browser-connectivity';
import { PERSON_COLLECTIONS } from '../../domain/collections';
import { loadOnce } from '../shared/load-once';
import { idleTask } from '../shared/next-task';
import { CopiedLiveSource, type ListCopyStore } from './copied-live-source';
import { createFirestore, type FirestoreSetup } from './create-firestore';
import { deviceListCopies } from './door-database';
import { FirestoreDocumentStore } from './firestore-document-store';
import { FirestoreLiveSource } from './firestore-live';
import { KnownByRequest } from './known-by-request';
import { FirestoreOfflineAdmissions } from './firestore-offline-admissions';
import { FirestoreSyncStatus } from './firestore-sync-status';
import { openListsLive } from './lists-firestore';
import type { LiveSource } from './live-source';
import { DEFAULT_RELISTEN, type RelistenPolicy } from './listen-until-confirmed';
import { unstallFirestoreWrites } from './unstall-writes';
import { VERIFY_EVERY_MS } from './verify-while-confirmed';
import { wholePeopleReads } from './whole-people-reads';

/** What the full SDK gives a staff device: its cache and write queue, listeners, the door's admissions. */
export type DeviceServices = {
  firestore: Firestore;
  store: DocumentStore;
  live: LiveSource;
  syncStatus: SyncStatus;
  offlineAdmissions: OfflineAdmissions;
};

export type DeviceTierSetup = Pick<FirestoreSetup, 'cache' | 'emulatorHost' | 'emulatorUser'> & {
  connectivity: Connectivity;
  /**
   * The staff member's Auth, once loaded: with it, the people lists read whole are listened to on
   * a Firestore that keeps nothing on the device (lists-firestore.ts). Browsers only.
   */
  staffAuth?: Promise<Auth>;
  relisten?: Omit<RelistenPolicy, 'isOnline'>;
  /** The app's own browser: restarts the connection when the server leaves writes or listens unanswered (unstall-writes.ts, restart-connection.ts). */
  unstall?: boolean;
  /** The app's Firestore Lite: the device's check-ins and passes are decided by request (firestore-document-store.ts says why). */
  server: LiteFirestore;
};

/**
 * How the app's own browser keeps its listens answered when the server leaves a stream silent:
 * a listen unanswered twice restarts the connection (restart-connection.ts), and a confirmed
 * list is counted on the server (verify-while-confirmed.ts).
 */
export const SILENT_STREAM_GUARDS = { restartsConnection: true, verifyEveryMs: VERIFY_EVERY_MS } as const;

/**
 * The full Firestore SDK with its offline cache, opened on the same Firebase app as the
 * visitor's Firestore Lite. Loaded on demand (tiers.ts says when): it is most of the Firebase
 * code, and a visitor reading an event and registering needs none of it.
 */
export function openDeviceTier(app: FirebaseApp, setup: DeviceTierSetup): DeviceServices {
  const firestore = createFirestore(app, setup);
  const { connectivity } = setup;
  if (setup.unstall) unstallFirestoreWrites(firestore, () => connectivity.isOnline(), onConnectivityChange);
  // The app's browser guards its listens as it guards its writes.
  const silentStreams = setup.unstall ? SILENT_STREAM_GUARDS : {};
  // A policy given (a test's) wins over the guards, as for the door's conflicts.
  const relisten = { ...DEFAULT_RELISTEN, ...silentStreams, ...setup.relisten };
  const policy = { ...relisten, isOnline: () => connectivity.isOnline() };
  const known = new KnownByRequest();
  const listeners = new FirestoreLiveSource(firestore, policy, known);
  const { emulatorHost, staffAuth } = setup;
  // A device that keeps its cache keeps its whole lists too; tests under Node keep neither.
  const copies = setup.cache === 'persistent' ? openedListCopies() : undefined;
  const wholeLists = copies && staffAuth ? openListsLive(app, { ...(emulatorHost ? { emulatorHost } : {}), staffAuth, policy }) : undefined;
  const wholeReads = copies && wholeLists ? wholePeopleReads(wholeLists, copies, connectivity) : undefined;
  return {
    firestore,
    store: new FirestoreDocumentStore(firestore, connectivity, relisten, {
      server: setup.server,
      known,
      ...(wholeReads ? { wholeReads } : {}),
    }),
    live: copies ? new CopiedLiveSource(listeners, copies, wholeLists?.live) : listeners,
    syncStatus: new FirestoreSyncStatus(firestore),
    offlineAdmissions: new FirestoreOfflineAdmissions(firestore, policy),
  };
}

/**
 * The lists' copies, opened with the tier: the first list opened then does not wait for their
 * code and database. Not opened now (no network for the chunk), they are tried at the next use.
 * Once the page is idle, the people lists' copies are read ahead, as the admin area loads its
 * pages' code ahead: a list opened then shows at the click.
 */
function openedListCopies(): () => Promise<ListCopyStore> {
  const copies = loadOnce(deviceListCopies);
  copies()
    .then(async (opened) => {
      await idleTask();
      opened.readAhead?.(PERSON_COLLECTIONS);
    })
    .catch(() => undefined);
  return copies;
}
