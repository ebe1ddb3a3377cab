import type { TestProject } from 'vitest/node';
import { startEmulators } from '../../scripts/emulators/start-emulators';

/** Starts the Firestore and Auth emulators once for the adapter tests and stops them after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulators = await startEmulators();
  project.provide('firestoreEmulatorHost', emulators.firestore.host);
  project.provide('authEmulatorHost', emulators.auth.host);
  return emulators.stop;
}
