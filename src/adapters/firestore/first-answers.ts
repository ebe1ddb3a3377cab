import type { DocumentData } from 'firebase/firestore/lite';
import type { FirstRead } from './first-read';
import { NoAnswerInTime, REQUEST_PATIENCE_MS } from './request-patience';
import { EVENTS_COLLECTION, decodedAll, decodeRestDocument, documentNamed, firstWithText, nameOf, textField } from './rest-documents';

/**
 * How old an early answer may be when the page asks: past it the server is asked again. The
 * data layer comes within seconds on a phone; an answer kept longer (a visitor who came back to
 * the event later, without reloading) would show what the event said then.
 */
export const FIRST_ANSWER_MAX_AGE_MS = 30_000;

/** A store query, as far as telling the queries answered early from others needs. */
type AskedQuery = { where?: ReadonlyArray<{ field: string; op: string; value: unknown }>; orderBy?: readonly unknown[]; limit?: number };

/** The query's one condition, when it has exactly one and no order of its own. */
function onlyClause(documentQuery: AskedQuery) {
  const [clause, ...others] = documentQuery.where ?? [];
  return others.length === 0 && !documentQuery.orderBy?.length ? clause : undefined;
}

function isSlugQuery(documentQuery: AskedQuery, slug: string): boolean {
  const clause = onlyClause(documentQuery);
  return documentQuery.limit === 1 && clause?.field === 'slug' && clause.op === '==' && clause.value === slug;
}

const RANGES: Record<string, (a: string, b: string) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

/** A query of one range on a text field (the events list's halves), answered from every event. */
type RangeQuery = { field: string; op: string; within: (value: string) => boolean };

function rangeQueryOf(documentQuery: AskedQuery): RangeQuery | null {
  const clause = onlyClause(documentQuery);
  const compare = clause && RANGES[clause.op];
  const bound = clause?.value;
  if (!clause || !compare || typeof bound !== 'string' || documentQuery.limit !== undefined) return null;
  return { field: clause.field, op: clause.op, within: (value) => compare(value, bound) };
}

/**
 * What Firestore answers to the range: the documents whose field is text within it (a range
 * on text leaves out every other type), ordered by that field, then by name. Strings compare as
 * Firestore compares them for the ISO dates and ids the app writes (ASCII).
 */
function inRange(documents: readonly unknown[], { field, within }: RangeQuery): unknown[] {
  const byOrder = (a: unknown, b: unknown) => {
    const [x, y] = [textField(a, field) ?? '', textField(b, field) ?? ''];
    if (x !== y) return x < y ? -1 : 1;
    return nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0;
  };
  return documents
    .filter((document) => {
      const value = textField(document, field);
      return value !== undefined && within(value);
    })
    .sort(byOrder);
}

/**
 * The answer of a FirstRead for Firestore Lite's store and its polled live queries, each read
 * it answers given once, while fresh: for an event, the read by id and the query by slug; for
 * every event, each query of one range on a field (the events list's two halves). `undefined`
 * means: ask the server (no early read for it, already given, too old, failed, or a value this
 * reader does not know).
 */
export class FirstAnswers {
  private byIdWanted: boolean;
  private bySlugWanted: boolean;
  private readonly rangesGiven = new Set<string>();

  constructor(
    private readonly read: FirstRead | null = null,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.byIdWanted = read?.kind === 'event' && read.askedById;
    this.bySlugWanted = read?.kind === 'event';
  }

  /**
   * Told at once (not in a promise) when there is nothing to give, so that a read asked of the
   * server leaves in the same turn as before. An early read the server left unanswered fails the
   * read as one of Lite's would: asking again would first wait as long.
   */
  private documents(): Promise<readonly unknown[] | undefined> | undefined {
    if (!this.read || this.now() - this.read.startedAt > FIRST_ANSWER_MAX_AGE_MS) return undefined;
    return this.read.answer.then((outcome) => {
      if (outcome.usable) return outcome.documents;
      if (outcome.unanswered) throw new NoAnswerInTime(REQUEST_PATIENCE_MS);
      return undefined;
    });
  }

  /** The early answer to reading `id`, or undefined at once: ask the server. */
  document(collection: string, id: string): Promise<DocumentData | null | undefined> | undefined {
    if (collection !== EVENTS_COLLECTION || this.read?.kind !== 'event' || id !== this.read.idOrSlug || !this.byIdWanted) return undefined;
    this.byIdWanted = false;
    return this.documents()?.then((documents) => {
      if (!documents) return undefined;
      const named = documentNamed(documents, EVENTS_COLLECTION, id);
      return named === undefined ? null : decodeRestDocument(named);
    });
  }

  /** The early answer to the query, or undefined at once: ask the server. */
  query(collection: string, documentQuery: AskedQuery): Promise<DocumentData[] | undefined> | undefined {
    if (collection !== EVENTS_COLLECTION || !this.read) return undefined;
    return this.read.kind === 'event' ? this.slugQuery(this.read.idOrSlug, documentQuery) : this.rangeQuery(documentQuery);
  }

  private slugQuery(slug: string, documentQuery: AskedQuery): Promise<DocumentData[] | undefined> | undefined {
    if (!isSlugQuery(documentQuery, slug) || !this.bySlugWanted) return undefined;
    this.bySlugWanted = false;
    return this.documents()?.then((documents) => {
      if (!documents) return undefined;
      // The query's own order (by name) and limit: the first event with that slug.
      const first = firstWithText(documents, 'slug', slug);
      return first === undefined ? [] : decodedAll([first]);
    });
  }

  private rangeQuery(documentQuery: AskedQuery): Promise<DocumentData[] | undefined> | undefined {
    const range = rangeQueryOf(documentQuery);
    const shape = range && `${range.field} ${range.op}`;
    if (!range || !shape || this.rangesGiven.has(shape)) return undefined;
    this.rangesGiven.add(shape);
    return this.documents()?.then((documents) => documents && decodedAll(inRange(documents, range)));
  }
}
