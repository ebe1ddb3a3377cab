import { StoreOfflineError, StorePermissionError } from '../../application/ports/store-errors';
import { logged } from '../shared/store-log';

/** FirebaseError's class differs between the SDK's builds: the code is what can be compared. */
export function firestoreCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Turns the SDK's refusals into the port's errors, so use cases never see a FirebaseError. */
export function toStoreError(error: unknown, operation: string): unknown {
  switch (firestoreCode(error)) {
    case 'permission-denied':
      return new StorePermissionError(operation);
    case 'unavailable':
      return new StoreOfflineError(operation);
    default:
      return error;
  }
}

/** The store's logging (see `logged`), with the SDK's refusals translated first. */
export function guarded<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  return logged(prefix, () =>
    work().catch((error: unknown) => {
      throw toStoreError(error, prefix);
    }),
  );
}
