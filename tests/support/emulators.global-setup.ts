import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from './firestore-emulator';

/** Starts the Firestore emulator once for the adapter tests and stops it after them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const firestore = await startFirestoreEmulator();
  project.provide('firestoreEmulatorHost', firestore.host);
  return async () => {
    await firestore.stop();
  };
}
