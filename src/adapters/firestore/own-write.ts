import { firestoreCode } from './firestore-errors';

/** Whether `stored` is `written`, field for field: the same write seen again, not another one. */
export function isSameDocument(stored: object, written: object): boolean {
  const keys = new Set([...Object.keys(stored), ...Object.keys(written)]);
  const field = (document: object, key: string) => JSON.stringify((document as Record<string, unknown>)[key]);
  return [...keys].every((key) => field(stored, key) === field(written, key));
}

/** The server refused the commit because of another write: this one did not land. */
const REFUSED_FOR_ANOTHER_WRITE: ReadonlySet<string> = new Set(['aborted', 'failed-precondition', 'already-exists', 'unauthenticated']);
/** No answer, or one that says nothing of the commit: it may have landed. */
const OUTCOME_UNKNOWN: ReadonlySet<string> = new Set([
  'unknown',
  'unavailable',
  'deadline-exceeded',
  'internal',
  'resource-exhausted',
  'cancelled',
]);
/** As the SDKs' own transaction runner: five tries, each after a growing, random wait. */
const TRIES = 5;
const FIRST_WAIT_MS = 1000;

/**
 * A create-if-absent transaction, tried as the SDKs try one (which is why each `attempt` must run
 * its transaction once, `maxAttempts: 1`), but knowing why the last try failed. After a commit
 * whose answer was lost (a network fault, a server too busy to answer), the commit may have
 * landed, and the next try finds it: `mayHaveLanded` tells that try that the very document it
 * writes (a check-in's time to the millisecond, its device and staff) is its own, or a door
 * would tell staff its own admission was "already checked in". After a refusal for another
 * write, and on a first try, whatever is found is somebody's before, identical or not.
 * `abandoned`: the caller stopped waiting and answered from the device's cache that the document
 * was there already (its own write queued earlier, say); a later try landing its different
 * document first would make the server keep that one and refuse the queued one.
 */
export async function createTryingAgain<T>(attempt: (mayHaveLanded: boolean) => Promise<T>, abandoned?: AbortSignal): Promise<T> {
  let mayHaveLanded = false;
  for (let tries = 1; ; tries += 1) {
    try {
      abandoned?.throwIfAborted();
      return await attempt(mayHaveLanded);
    } catch (error) {
      if (abandoned?.aborted) throw error;
      const code = firestoreCode(error);
      if (tries >= TRIES || !(REFUSED_FOR_ANOTHER_WRITE.has(code) || OUTCOME_UNKNOWN.has(code))) throw error;
      if (OUTCOME_UNKNOWN.has(code)) mayHaveLanded = true;
      const wait = tries === 1 ? 0 : FIRST_WAIT_MS * 1.5 ** (tries - 2) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** What one try makes of the document found under the id (`createTryingAgain` says when it may be this write's). */
export function createdUnlessAnother<T extends object>(
  existing: T | undefined,
  document: T,
  mayHaveLanded: boolean,
): { created: boolean; document: T } | 'absent' {
  if (existing === undefined) return 'absent';
  if (mayHaveLanded && isSameDocument(existing, document)) return { created: true, document };
  return { created: false, document: existing };
}

/** One try's transaction as both Firestore builds give it: a read, then a write. */
type OneTry<R, T> = {
  get(reference: R): Promise<{ data(): T | undefined }>;
  set(reference: R, data: T): unknown;
};

/**
 * Creates `document` under `reference` unless a document is there, through `createTryingAgain`:
 * `runOnce` runs one try of the store's own transaction (`maxAttempts: 1`). Once `abandoned` is
 * aborted, no try writes any more: the caller has answered without it (see `createTryingAgain`).
 */
export function createIfAbsentTryingAgain<R, T extends object>(
  runOnce: (work: (transaction: OneTry<R, T>) => Promise<{ created: boolean; document: T }>) => Promise<{ created: boolean; document: T }>,
  reference: R,
  document: T,
  abandoned?: AbortSignal,
): Promise<{ created: boolean; document: T }> {
  return createTryingAgain(
    (mayHaveLanded) =>
      runOnce(async (transaction) => {
        const found = createdUnlessAnother((await transaction.get(reference)).data(), document, mayHaveLanded);
        if (found !== 'absent') return found;
        // The read may have waited for the network: the answer given meanwhile stands.
        abandoned?.throwIfAborted();
        transaction.set(reference, document);
        return { created: true, document };
      }),
    abandoned,
  );
}
