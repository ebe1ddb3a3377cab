import type { Auth, Persistence } from 'firebase/auth';

export const FIREBASE_AUTH = Symbol.for('rollcall.adapters.FirebaseAuth') as symbol & { readonly __service?: Auth };
export const FIREBASE_AUTH_PERSISTENCE = Symbol.for('rollcall.adapters.FirebaseAuthPersistence') as symbol & {
  readonly __service?: Persistence;
};
