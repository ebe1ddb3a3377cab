import type { Firestore } from 'firebase/firestore';
import type { Firestore as ServerFirestore } from 'firebase/firestore/lite';
import type { Connectivity } from '../../application/ports/connectivity.port';
import type { RelistenPolicy } from './listen-until-confirmed';

export const FIRESTORE = Symbol.for('rollcall.adapters.Firestore') as symbol & { readonly __service?: Firestore };
/** Firestore Lite on the same app: requests with answers, for what must be decided by the server now. */
export const SERVER_FIRESTORE = Symbol.for('rollcall.adapters.ServerFirestore') as symbol & { readonly __service?: ServerFirestore };
export const CONNECTIVITY = Symbol.for('rollcall.adapters.Connectivity') as symbol & { readonly __service?: Connectivity };
/** How long an unconfirmed live result waits before it is listened to again (a default when unbound). */
export const RELISTEN_POLICY = Symbol.for('rollcall.adapters.RelistenPolicy') as symbol & {
  readonly __service?: Omit<RelistenPolicy, 'isOnline'>;
};
