import type { EmulatorMockTokenOptions, Firestore } from 'firebase/firestore';
import { createFirebaseApp, createFirestore } from '../../src/adapters/firestore/create-firestore';
import { FirestoreDocumentStore } from '../../src/adapters/firestore/firestore-document-store';

export type Device = {
  store: FirestoreDocumentStore;
  firestore: Firestore;
  network: { online: boolean };
  close: () => Promise<void>;
};

/** One browser: its own Firebase app and cache, its requests signed as `user` (or nobody). */
export function openDevice(emulatorHost: string, projectId: string, name: string, user: EmulatorMockTokenOptions | null): Device {
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${name}` }, `${projectId}-${name}`);
  const firestore = createFirestore(client.app, { cache: 'memory', emulatorHost, ...(user ? { emulatorUser: user } : {}) });
  const network = { online: true };
  return { store: new FirestoreDocumentStore(firestore, { isOnline: () => network.online }), firestore, network, close: client.close };
}
