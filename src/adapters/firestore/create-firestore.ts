import { deleteApp, initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';

export type FirestoreSetup = {
  options: FirebaseOptions;
  /** `persistent`: IndexedDB cache shared by every tab (the app); `memory`: tests under Node. */
  cache: 'persistent' | 'memory';
  /** `host:port` of the Firestore emulator, in emulator mode and tests. */
  emulatorHost?: string;
  /** A distinct app name lets tests open several independent clients. */
  appName?: string;
};

export type FirestoreHandle = { firestore: Firestore; close: () => Promise<void> };

export function createFirestore(setup: FirestoreSetup): FirestoreHandle {
  const app = initializeApp(setup.options, setup.appName);
  const firestore = initializeFirestore(app, {
    localCache:
      setup.cache === 'persistent'
        ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
        : memoryLocalCache(),
    ignoreUndefinedProperties: true,
  });
  if (setup.emulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = setup.emulatorHost.split(':');
    connectFirestoreEmulator(firestore, host, Number(port));
  }
  return { firestore, close: () => deleteApp(app) };
}
