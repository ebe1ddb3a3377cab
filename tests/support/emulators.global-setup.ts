import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../scripts/emulators/auth-emulator';
import { startFirestoreEmulator } from '../../scripts/emulators/firestore-emulator';
import { startEmulators } from '../../scripts/emulators/start-emulators';
import { supervise } from '../../scripts/emulators/supervise';

/** Starts the Firestore and Auth emulators once for the adapter tests, keeps them up, and stops them after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulators = await startEmulators();
  project.provide('firestoreEmulatorHost', emulators.firestore.host);
  project.provide('authEmulatorHost', emulators.auth.host);
  const watched = [
    supervise('The Firestore emulator', emulators.firestore, (port) => startFirestoreEmulator({ port })),
    supervise('The Auth emulator', emulators.auth, (port) => startAuthEmulator({ port })),
  ];
  return async () => {
    await Promise.all(watched.map((emulator) => emulator.stop()));
  };
}
