import type { FirebaseApp } from 'firebase/app';
import { browserLocalPersistence } from 'firebase/auth';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import { createAuth } from './create-auth';
import { FirebaseAuthGateway } from './firebase-auth-gateway';

/** Firebase Auth and the gateway over it, loaded on demand (lazy-auth-gateway.ts says when). */
export function openAuthTier(app: FirebaseApp, emulatorUrl?: string): AuthGateway {
  return new FirebaseAuthGateway(createAuth(app, emulatorUrl), browserLocalPersistence);
}
