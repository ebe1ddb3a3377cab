import type { FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, type Auth } from 'firebase/auth';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import { createAuth } from './create-auth';
import { FirebaseAuthGateway } from './firebase-auth-gateway';

/**
 * Firebase Auth and the gateway over it, loaded on demand (lazy-auth-gateway.ts says when). The
 * Auth itself is given too: the staff device's people lists follow its user (lists-firestore.ts).
 */
export function openAuthTier(app: FirebaseApp, emulatorUrl?: string): { gateway: AuthGateway; auth: Auth } {
  const auth = createAuth(app, emulatorUrl);
  return { gateway: new FirebaseAuthGateway(auth, browserLocalPersistence), auth };
}
