import { startAuthEmulator } from './auth-emulator';
import { startFirestoreEmulator, type RunningEmulator } from './firestore-emulator';

export type RunningEmulators = { firestore: RunningEmulator; auth: RunningEmulator; stop: () => Promise<void> };

/**
 * Starts both emulators side by side. When one fails, the other is stopped before the error
 * is rethrown: a failed start never leaves a Java process behind for the next run to trip on.
 */
export async function startEmulators(ports: { firestore?: number; auth?: number } = {}): Promise<RunningEmulators> {
  const [firestore, auth] = await Promise.allSettled([
    startFirestoreEmulator({ port: ports.firestore }),
    startAuthEmulator({ port: ports.auth }),
  ]);
  if (firestore.status === 'rejected' || auth.status === 'rejected') {
    await Promise.all([firestore, auth].map((started) => (started.status === 'fulfilled' ? started.value.stop() : undefined)));
    throw firestore.status === 'rejected' ? firestore.reason : (auth as PromiseRejectedResult).reason;
  }
  return {
    firestore: firestore.value,
    auth: auth.value,
    stop: async () => {
      await Promise.all([firestore.value.stop(), auth.value.stop()]);
    },
  };
}
