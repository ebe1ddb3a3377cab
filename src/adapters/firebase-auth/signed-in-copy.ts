import type { FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  onIdTokenChanged,
  signOut,
  updateCurrentUser,
  type Auth,
} from 'firebase/auth';

/**
 * Another Firebase app's Auth, signed in as whoever `from` is signed in as, and signed out the
 * moment they are: a second Firestore (the SDK allows one per app) must ask the server as the
 * same person, under the same rules. Kept in memory only: keeping or ending the session is
 * `from`'s. `ready` resolves once the copy has followed `from`'s first answer.
 */
export function followSignedInUser(from: Auth, to: FirebaseApp): { copy: Auth; ready: Promise<void>; stop: () => void } {
  const copy = initializeAuth(to, { persistence: inMemoryPersistence });
  const emulator = from.emulatorConfig;
  if (emulator) {
    const port = emulator.port === null ? '' : `:${emulator.port}`;
    connectAuthEmulator(copy, `${emulator.protocol}://${emulator.host}${port}`, { disableWarnings: true });
  }
  let followed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (followed = resolve));
  // One change at a time, in order: a sign-out must never be overtaken by the sign-in before it.
  let last = Promise.resolve();
  const stop = onIdTokenChanged(from, (user) => {
    last = last
      .then(() => (user ? updateCurrentUser(copy, user) : signOut(copy)))
      .catch((error: unknown) => console.error('Error following the sign-in for the people lists:', error))
      .then(followed);
  });
  return { copy, ready, stop };
}
