import { StoreNoAnswerError, StoreOfflineError, StorePermissionError } from '../../application/ports/store-errors';
import { logged } from '../shared/store-log';
import { LITE_REQUEST_FAILED, NoAnswerInTime } from './request-patience';

/** FirebaseError's class differs between the SDK's builds: the code is what can be compared. */
export function firestoreCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * Whether the server never answered: the full SDK says "unavailable"; Firestore Lite, whose fetch
 * threw (no network, the connection lost), has no HTTP status to map and says "unknown" (the
 * only other "unknown" it gives is for a status outside 200-599).
 */
export function isUnanswered(error: unknown): boolean {
  const code = firestoreCode(error);
  if (code === 'unavailable') return true;
  return code === 'unknown' && error instanceof Error && error.message.startsWith(LITE_REQUEST_FAILED);
}

/** Turns the SDK's refusals into the port's errors, so use cases never see a FirebaseError. */
export function toStoreError(error: unknown, operation: string): unknown {
  if (firestoreCode(error) === 'permission-denied') return new StorePermissionError(operation);
  if (error instanceof NoAnswerInTime) return new StoreNoAnswerError(operation);
  return isUnanswered(error) ? new StoreOfflineError(operation) : error;
}

/** The store's logging (see `logged`), with the SDK's refusals translated first. */
export function guarded<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  return logged(prefix, () =>
    work().catch((error: unknown) => {
      throw toStoreError(error, prefix);
    }),
  );
}
