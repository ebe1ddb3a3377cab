import type { Firestore as ServerFirestore } from 'firebase/firestore/lite';
import type { Connectivity } from '../../application/ports/connectivity.port';
import type { DeviceTier } from './tiers';

/** Firestore Lite on the same app: requests with answers, for what must be decided by the server now. */
export const SERVER_FIRESTORE = Symbol.for('rollcall.adapters.ServerFirestore') as symbol & { readonly __service?: ServerFirestore };
export const CONNECTIVITY = Symbol.for('rollcall.adapters.Connectivity') as symbol & { readonly __service?: Connectivity };
/** The full SDK's services, loaded when first needed (tiers.ts). */
export const DEVICE_TIER = Symbol.for('rollcall.adapters.DeviceTier') as symbol & { readonly __service?: DeviceTier };
