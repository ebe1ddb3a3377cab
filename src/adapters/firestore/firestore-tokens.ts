import type { Firestore } from 'firebase/firestore';
import type { Connectivity } from '../../application/ports/connectivity.port';

export const FIRESTORE = Symbol.for('rollcall.adapters.Firestore') as symbol & { readonly __service?: Firestore };
export const CONNECTIVITY = Symbol.for('rollcall.adapters.Connectivity') as symbol & { readonly __service?: Connectivity };
