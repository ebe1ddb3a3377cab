import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';

/** Firebase Auth for the app, pointed at the Auth emulator when its URL is given. */
export function createAuth(app: FirebaseApp, emulatorUrl?: string): Auth {
  const auth = getAuth(app);
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}
