/**
 * What a visitor's link shows first (one event, or the events list), asked of Firestore's REST
 * interface by the page's first script, while the data layer (Firestore Lite, Inversify, the use
 * cases) is still downloading. Asked through Firestore Lite, it left only once all of that had
 * arrived and run, and each request paid a CORS preflight first (the SDK's own headers make one):
 * on a phone, two round trips after the scripts before the page's data. This one request carries
 * no header of its own (a query posted as text/plain, as Lite posts), so the browser sends it at
 * once; for an event it asks for the id and the slug together (`findByIdOrSlug` asks both).
 * Nothing of the Firebase SDK is imported here: this module comes with the page's first script.
 * FirstAnswers (first-answers.ts) hands the answer to Lite's store and polled live queries.
 */

/** Where the REST interface is: the project, its web API key, the emulator's `host:port` if any. */
export type FirestoreRestTarget = { projectId: string; apiKey: string; emulatorHost?: string };

/**
 * The outcome: the REST documents found, or not usable (the SDK is asked instead). `unanswered`:
 * the server said nothing within EARLY_READ_PATIENCE_MS, and asking it again would wait as long.
 */
export type EarlyAnswer = { usable: true; documents: readonly unknown[] } | { usable: false; unanswered?: true };

/**
 * How long the early read waits for its answer: REQUEST_PATIENCE_MS (request-patience.ts), written
 * again here for the reason of handOverFirstRead. Without a bound, a network that takes requests
 * and answers nothing left a visitor's link on "Loading the event…" for good: every read of the
 * event waits for this answer.
 */
export const EARLY_READ_PATIENCE_MS = 120_000;

type Started = {
  /** `Date.now()` when the request left: an answer is used only while fresh. */
  readonly startedAt: number;
  readonly answer: Promise<EarlyAnswer>;
};

/** A ticket's page: the ticket its link names, looked up in every register (`TicketDesk.ticket`). */
export type TicketRead = { readonly ticketId: string; readonly answer: Promise<EarlyAnswer> };

/**
 * Started early: the reads `findByIdOrSlug` makes for one event (`event`: every event whose id
 * or slug is `idOrSlug`, in the order of their names), with a ticket of it on a ticket's page,
 * or every event, for the events list's first answer (`all-events`).
 */
export type FirstRead =
  | (Started & { readonly kind: 'event'; readonly idOrSlug: string; readonly askedById: boolean; readonly ticket?: TicketRead })
  | (Started & { readonly kind: 'all-events' });

/** The events' collection (EVENTS_COLLECTION in rest-documents.ts): not imported, see handOverFirstRead. */
const EVENTS = 'events';
/** Where a ticket may be (TICKET_COLLECTIONS): written again here for the same reason. */
export const TICKET_REGISTERS = ['registrations', 'highlevelRegister', 'nationaldayRegister'] as const;
/** More events than this with one slug, and the answer is not used (it may have been cut short). */
export const SAME_SLUG_LIMIT = 10;
/** More events than this in all, and the events list asks the server itself (an archive that large is not read early). */
export const ALL_EVENTS_LIMIT = 300;

function databasePath(projectId: string): string {
  return `projects/${projectId}/databases/(default)/documents`;
}

/** What Firestore refuses as a document id (its rules for ids): the SDK's read is left to say so. */
function isDocumentId(id: string): boolean {
  return id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/.test(id);
}

function slugOrIdQuery(projectId: string, idOrSlug: string, byId: boolean) {
  const bySlug = { fieldFilter: { field: { fieldPath: 'slug' }, op: 'EQUAL', value: { stringValue: idOrSlug } } };
  const named = {
    fieldFilter: {
      field: { fieldPath: '__name__' },
      op: 'EQUAL',
      value: { referenceValue: `${databasePath(projectId)}/${EVENTS}/${idOrSlug}` },
    },
  };
  return {
    structuredQuery: {
      from: [{ collectionId: EVENTS }],
      where: byId ? { compositeFilter: { op: 'OR', filters: [bySlug, named] } } : bySlug,
      limit: SAME_SLUG_LIMIT,
    },
  };
}

/**
 * The answer's rows, read by `documents` (undefined: not usable), or unanswered after
 * EARLY_READ_PATIENCE_MS (the request is then aborted). Never rejects: a page that never asks for
 * the answer must not leave an unhandled failure.
 */
async function answerOf(
  send: (signal: AbortSignal) => Promise<Response>,
  documents: (rows: unknown[]) => unknown[] | undefined,
): Promise<EarlyAnswer> {
  const silence = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<EarlyAnswer>((resolve) => {
    timer = setTimeout(() => {
      silence.abort();
      resolve({ usable: false, unanswered: true });
    }, EARLY_READ_PATIENCE_MS);
  });
  const answered = (async (): Promise<EarlyAnswer> => {
    try {
      const response = await send(silence.signal);
      if (!response.ok) return { usable: false };
      const rows: unknown = await response.json();
      const found = Array.isArray(rows) ? documents(rows) : undefined;
      return found ? { usable: true, documents: found } : { usable: false };
    } catch {
      return silence.signal.aborted ? { usable: false, unanswered: true } : { usable: false };
    }
  })();
  return Promise.race([answered, unanswered]).finally(() => clearTimeout(timer));
}

/** A query's rows: one per document, fewer than `limit` (else it may have been cut short). */
function queried(limit: number) {
  return (rows: unknown[]) => {
    // An empty answer is one row without a document.
    const documents = rows.flatMap((row: unknown) => (row && typeof row === 'object' && 'document' in row ? [row.document] : []));
    return documents.length < limit ? documents : undefined;
  };
}

function runQueryUrl(target: FirestoreRestTarget): string {
  const origin = target.emulatorHost ? `http://${target.emulatorHost}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/${databasePath(encodeURIComponent(target.projectId))}:runQuery?key=${encodeURIComponent(target.apiKey)}`;
}

/** A string body goes as text/plain: a request the browser sends without asking first. */
function postQuery(fetchImpl: typeof fetch, target: FirestoreRestTarget, query: unknown, limit: number): Promise<EarlyAnswer> {
  return answerOf((signal) => fetchImpl(runQueryUrl(target), { method: 'POST', body: JSON.stringify(query), signal }), queried(limit));
}

function batchGetUrl(target: FirestoreRestTarget): string {
  return runQueryUrl(target).replace(':runQuery?', ':batchGet?');
}

/** A batchGet's rows: one per register, each a document `found` or the name of one `missing`. */
function fetched(rows: unknown[]): unknown[] | undefined {
  const answered = rows.filter(
    (row): row is { found?: unknown } => !!row && typeof row === 'object' && ('found' in row || 'missing' in row),
  );
  if (answered.length !== rows.length || rows.length !== TICKET_REGISTERS.length) return undefined;
  return answered.flatMap((row) => (row.found ? [row.found] : []));
}

/**
 * Also sends, now, the read of the ticket a ticket's page names: its id in each register, in one
 * request posted as text/plain (no preflight), as Lite's `getDoc` would read each. The rules let
 * anyone read a ticket by its id, which only its link gives. An id that cannot be a document's is
 * not asked (the page's read says there is none).
 */
export function alsoReadingTicket(
  read: FirstRead,
  target: FirestoreRestTarget,
  ticketId: string,
  fetchImpl: typeof fetch = fetch,
): FirstRead {
  if (read.kind !== 'event' || !isDocumentId(ticketId)) return read;
  const documents = TICKET_REGISTERS.map((register) => `${databasePath(target.projectId)}/${register}/${ticketId}`);
  const answer = answerOf(
    (signal) => fetchImpl(batchGetUrl(target), { method: 'POST', body: JSON.stringify({ documents }), signal }),
    fetched,
  );
  return { ...read, ticket: { ticketId, answer } };
}

/** Sends the query for the event named `idOrSlug` now. `fetchImpl` is the browser's `fetch` (tests pass their own). */
export function startEventFirstRead(
  target: FirestoreRestTarget,
  idOrSlug: string,
  fetchImpl: typeof fetch = fetch,
  now: number = Date.now(),
): FirstRead {
  const askedById = isDocumentId(idOrSlug);
  const answer = postQuery(fetchImpl, target, slugOrIdQuery(target.projectId, idOrSlug, askedById), SAME_SLUG_LIMIT);
  return { kind: 'event', idOrSlug, askedById, startedAt: now, answer };
}

/**
 * Sends the query for every event now: the events list's two first reads (the events that ended
 * before a bound, and the others) are both answered from it. They read every event between
 * them, so this reads nothing more.
 */
export function startAllEventsFirstRead(target: FirestoreRestTarget, fetchImpl: typeof fetch = fetch, now: number = Date.now()): FirstRead {
  const query = { structuredQuery: { from: [{ collectionId: EVENTS }], limit: ALL_EVENTS_LIMIT } };
  return { kind: 'all-events', startedAt: now, answer: postQuery(fetchImpl, target, query, ALL_EVENTS_LIMIT) };
}

const HANDOVER = Symbol.for('rollcall.firstRead');

/**
 * Left on the page by the early script (src/first-read.early.ts) for the app's entry, which
 * takes it with takeFirstRead (first-read-handover.ts). The two scripts share no module: a module
 * both imported would come as a chunk of its own, and the early script would wait for it among
 * the entry's downloads.
 */
export function handOverFirstRead(read: FirstRead | null): void {
  (globalThis as { [HANDOVER]?: FirstRead | null })[HANDOVER] = read;
}
