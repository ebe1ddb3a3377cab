import type { FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';

/**
 * Firebase Auth for the app, pointed at the Auth emulator when its URL is given. `initializeAuth`
 * with e-mail sign-in's one persistence, not `getAuth`: that one also bundles the popup and
 * redirect flows and IndexedDB persistence the app never uses (docs/performance.md). Where local
 * storage is missing (Node in the tests), Firebase falls back to memory.
 */
export function createAuth(app: FirebaseApp, emulatorUrl?: string): Auth {
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}
