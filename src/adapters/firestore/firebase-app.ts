import { deleteApp, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import type { EmulatorMockTokenOptions } from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteEmulator,
  initializeFirestore as initializeLite,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';

/** Where a client's Firestore goes: the emulator in emulator mode and tests, signed as a user in rules tests. */
export type EmulatorTarget = { emulatorHost?: string; emulatorUser?: EmulatorMockTokenOptions };

/** One Firebase app per client; a distinct name lets tests open several at once. */
export function createFirebaseApp(options: FirebaseOptions, name?: string): { app: FirebaseApp; close: () => Promise<void> } {
  const app = initializeApp(options, name);
  return { app, close: () => deleteApp(app) };
}

/**
 * Firestore Lite on the same app: each read and each write is one request with its own answer,
 * never a message on the shared listen stream. Seats are read and claimed through it: a
 * one-shot read of the full SDK waits on that stream, which after a broken message from the
 * server stays closed for its maximum back-off (60 s ± half), holding every registration of
 * the device (docs/testing.md, "A registration that waited a minute").
 */
export function createServerFirestore(app: FirebaseApp, setup: EmulatorTarget): LiteFirestore {
  const firestore = initializeLite(app, { ignoreUndefinedProperties: true });
  if (setup.emulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = setup.emulatorHost.split(':');
    connectLiteEmulator(firestore, host, Number(port), setup.emulatorUser ? { mockUserToken: setup.emulatorUser } : {});
  }
  return firestore;
}
