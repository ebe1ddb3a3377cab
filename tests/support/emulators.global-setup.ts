import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './auth-emulator';
import { startFirestoreEmulator } from './firestore-emulator';

/** Starts the Firestore and Auth emulators once for the adapter tests and stops them after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [firestore, auth] = await Promise.all([startFirestoreEmulator(), startAuthEmulator()]);
  project.provide('firestoreEmulatorHost', firestore.host);
  project.provide('authEmulatorHost', auth.host);
  return async () => {
    await Promise.all([firestore.stop(), auth.stop()]);
  };
}
