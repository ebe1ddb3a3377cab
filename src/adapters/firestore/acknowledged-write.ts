import type { Connectivity } from '../../application/ports/connectivity.port';
import { StoreNoAnswerError, StoreOfflineError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { NoAnswerInTime, answeredWithin } from './request-patience';

/**
 * A change made on a staff device (an event edited, a person deleted, a check-in undone) that the
 * person waits to see saved. The full SDK queues a write made without network and settles its
 * promise only when the server answers, hours later perhaps: the form said "Saving…" all that
 * time, and the change landed whenever the laptop next saw a network, over what others had saved
 * meanwhile. Without network it is now refused before anything is queued, so the form keeps what
 * was typed and says why; online, the server's answer is awaited a request's patience, after
 * which the write, queued already, may still land: unconfirmed, never "not saved".
 */
export function acknowledgedWrite(
  connectivity: Connectivity,
  patienceMs: number,
  operation: string,
  write: () => Promise<void>,
): Promise<void> {
  if (!connectivity.isOnline()) return Promise.reject(new StoreOfflineError(operation));
  return answeredWithin(patienceMs, write()).catch((error: unknown) => {
    throw error instanceof NoAnswerInTime ? new StoreUnconfirmedError(operation, new StoreNoAnswerError(operation)) : error;
  });
}
