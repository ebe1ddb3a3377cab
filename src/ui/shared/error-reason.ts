import { t } from '@lingui/core/macro';
import { StoreUnconfirmedError } from '../../application/ports/store-errors';

/** The store's errors the person may meet, in the language shown (their own texts are English). */
const STORE_REASONS: Readonly<Record<string, () => string>> = {
  'STORE.OFFLINE': () => t`there is no connection to the server`,
  'STORE.NO_ANSWER': () => t`the server did not answer in time`,
  'STORE.PERMISSION_DENIED': () => t`the server refused it: this account may not do that`,
  'STORE.BUSY': () => t`the server is busy with many registrations at the same moment`,
  'STORE.NOT_FOUND': () => t`it is no longer there: someone else may have deleted it`,
};

/** What went wrong, in words for a sentence that says what to do next. */
export function reasonOf(error: unknown): string {
  // The pages that send such writes word it themselves; any other says the same in its own sentence.
  if (error instanceof StoreUnconfirmedError) {
    const reason = reasonOf(error.reason);
    return t`the server did not confirm it (${reason}); it may have been saved`;
  }
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? STORE_REASONS[code] : undefined;
  if (known) return known();
  return error instanceof Error ? error.message : String(error);
}
