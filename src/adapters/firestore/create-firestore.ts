import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type EmulatorMockTokenOptions,
  type Firestore,
} from 'firebase/firestore';

export type FirestoreSetup = {
  /** `persistent`: IndexedDB cache shared by every tab (the app); `memory`: tests under Node. */
  cache: 'persistent' | 'memory';
  /** `host:port` of the Firestore emulator, in emulator mode and tests. */
  emulatorHost?: string;
  /** Tests only: the emulator takes requests as from this signed-in user (security rules tests). */
  emulatorUser?: EmulatorMockTokenOptions;
};

/** The full SDK with its cache: a staff device's (device-tier.ts). */
export function createFirestore(app: FirebaseApp, setup: FirestoreSetup): Firestore {
  const firestore = initializeFirestore(app, {
    localCache: setup.cache === 'persistent' ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
    ignoreUndefinedProperties: true,
  });
  if (setup.emulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = setup.emulatorHost.split(':');
    connectFirestoreEmulator(firestore, host, Number(port), setup.emulatorUser ? { mockUserToken: setup.emulatorUser } : {});
  }
  return firestore;
}
