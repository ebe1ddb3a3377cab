import { setLogLevel, type EmulatorMockTokenOptions, type Firestore } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { createFirebaseApp, createFirestore, createServerFirestore } from '../../src/adapters/firestore/create-firestore';
import { FirestoreDocumentStore } from '../../src/adapters/firestore/firestore-document-store';
import { FirestoreTicketLedger } from '../../src/adapters/firestore/firestore-ticket-ledger';
import { FirestoreWaitingList } from '../../src/adapters/firestore/firestore-waiting-list';
import { FirestoreOutbox } from '../../src/adapters/firestore/firestore-outbox';

export type Device = {
  store: FirestoreDocumentStore;
  ledger: FirestoreTicketLedger;
  waiting: FirestoreWaitingList;
  outbox: FirestoreOutbox;
  firestore: Firestore;
  network: { online: boolean };
  close: () => Promise<void>;
};

/** One browser: its own Firebase app and cache, its requests signed as `user` (or nobody). */
export function openDevice(emulatorHost: string, projectId: string, name: string, user: EmulatorMockTokenOptions | null): Device {
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${name}` }, `${projectId}-${name}`);
  const emulator = { emulatorHost, ...(user ? { emulatorUser: user } : {}) };
  const firestore = createFirestore(client.app, { cache: 'memory', ...emulator });
  const network = { online: true };
  const connectivity = { isOnline: () => network.online };
  const store = new FirestoreDocumentStore(firestore, connectivity);
  const server = createServerFirestore(client.app, emulator);
  return {
    store,
    ledger: new FirestoreTicketLedger(firestore, server, connectivity, store),
    waiting: new FirestoreWaitingList(firestore, server, connectivity),
    outbox: new FirestoreOutbox(firestore, server, connectivity),
    firestore,
    network,
    close: client.close,
  };
}

/** Both Firestore builds quiet: refused writes are what these tests provoke, and the adapters log their own. */
export function quietFirestore(): void {
  setLogLevel('silent');
  setLiteLogLevel('silent');
}
