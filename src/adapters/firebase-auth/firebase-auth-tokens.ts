import type { Auth, Persistence } from 'firebase/auth';
import type { LastKnownClaims } from './last-known-claims';

export const FIREBASE_AUTH = Symbol.for('rollcall.adapters.FirebaseAuth') as symbol & { readonly __service?: Auth };
export const FIREBASE_AUTH_PERSISTENCE = Symbol.for('rollcall.adapters.FirebaseAuthPersistence') as symbol & {
  readonly __service?: Persistence;
};
/** Where the administrator claim last read is kept (last-known-claims.ts); the browser's storage when unbound. */
export const LAST_KNOWN_CLAIMS = Symbol.for('rollcall.adapters.LastKnownClaims') as symbol & { readonly __service?: LastKnownClaims };
