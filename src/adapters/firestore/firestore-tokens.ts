import type { Firestore } from 'firebase/firestore';

export const FIRESTORE = Symbol.for('rollcall.adapters.Firestore') as symbol & { readonly __service?: Firestore };
