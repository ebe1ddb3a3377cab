import type * as Firestore from 'firebase/firestore';
import { vi } from 'vitest';

/** Listens made before `deafBefore` (a count of listens) hear nothing more: a Listen stream gone silent. */
export const silence = { deafBefore: 0 };

/**
 * The SDK with its `onSnapshot` counted (a `vi.fn`) and silenced at will through `silence`, for a
 * test file's `vi.mock('firebase/firestore', …)`: each listen's snapshots are dropped, as the SDK
 * drops those of a listen whose stream went silent.
 */
export function withDeafListens(sdk: typeof Firestore): typeof Firestore {
  let made = 0;
  const heardWhileAllowed = (...args: unknown[]) => {
    const index = made++;
    const nextAt = args.findIndex((arg) => typeof arg === 'function');
    const next = args[nextAt] as (snapshot: unknown) => void;
    args[nextAt] = (snapshot: unknown) => {
      if (index >= silence.deafBefore) next(snapshot);
    };
    return (sdk.onSnapshot as (...parameters: unknown[]) => Firestore.Unsubscribe)(...args);
  };
  return { ...sdk, onSnapshot: vi.fn(heardWhileAllowed) as unknown as typeof Firestore.onSnapshot };
}
