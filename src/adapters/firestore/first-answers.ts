import type { DocumentData } from 'firebase/firestore/lite';
import type { CollectionName } from '../../application/ports/collections';
import { EVENTS_COLLECTION, type FirstRead } from './first-read';

/**
 * How old an early answer may be when the page asks: past it the server is asked again. The
 * data layer comes within seconds on a phone; an answer kept longer (a visitor who came back to
 * the event later, without reloading) would show what the event said then.
 */
export const FIRST_ANSWER_MAX_AGE_MS = 30_000;

/**
 * A REST value as `snapshot.data()` gives it. Only the kinds an event is made of: a timestamp,
 * bytes, a place or a reference is left to the SDK (the read goes to the server).
 */
function decodeValue(value: unknown): { known: boolean; value?: unknown } {
  if (!value || typeof value !== 'object') return { known: false };
  const v = value as Record<string, unknown>;
  if ('nullValue' in v) return { known: true, value: null };
  if (typeof v.booleanValue === 'boolean') return { known: true, value: v.booleanValue };
  if (typeof v.stringValue === 'string') return { known: true, value: v.stringValue };
  if (typeof v.integerValue === 'string' || typeof v.integerValue === 'number') return { known: true, value: Number(v.integerValue) };
  if ('doubleValue' in v) return { known: true, value: Number(v.doubleValue) };
  if (v.arrayValue && typeof v.arrayValue === 'object') {
    const items = ((v.arrayValue as { values?: unknown[] }).values ?? []).map(decodeValue);
    return items.every((item) => item.known) ? { known: true, value: items.map((item) => item.value) } : { known: false };
  }
  if (v.mapValue && typeof v.mapValue === 'object') {
    const fields = decodeFields((v.mapValue as { fields?: unknown }).fields ?? {});
    return fields ? { known: true, value: fields } : { known: false };
  }
  return { known: false };
}

function decodeFields(fields: unknown): DocumentData | undefined {
  if (!fields || typeof fields !== 'object') return undefined;
  const data: DocumentData = {};
  for (const [name, value] of Object.entries(fields)) {
    const decoded = decodeValue(value);
    if (!decoded.known) return undefined;
    data[name] = decoded.value;
  }
  return data;
}

/** A REST document's fields as `snapshot.data()` gives them; undefined if one cannot be read. */
export function decodeRestDocument(document: unknown): DocumentData | undefined {
  if (!document || typeof document !== 'object') return undefined;
  return decodeFields((document as { fields?: unknown }).fields ?? {});
}

/** A store query, as far as telling the slug query from others needs. */
type AskedQuery = { where?: ReadonlyArray<{ field: string; op: string; value: unknown }>; orderBy?: readonly unknown[]; limit?: number };

function isSlugQuery(documentQuery: AskedQuery, slug: string): boolean {
  const [clause, ...others] = documentQuery.where ?? [];
  return (
    others.length === 0 &&
    !documentQuery.orderBy?.length &&
    documentQuery.limit === 1 &&
    clause?.field === 'slug' &&
    clause.op === '==' &&
    clause.value === slug
  );
}

function nameOf(document: unknown): string {
  const name = document && typeof document === 'object' ? (document as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : '';
}

function slugOf(document: unknown): unknown {
  const fields = document && typeof document === 'object' ? (document as { fields?: Record<string, unknown> }).fields : undefined;
  return (fields?.slug as { stringValue?: unknown } | undefined)?.stringValue;
}

/**
 * The answer of a FirstRead for Firestore Lite's store: given once to each of the two reads it
 * answers (the event by id, the query by slug), while fresh. `undefined` means: ask the server
 * (no early read for it, already given, too old, failed, or a value this reader does not know).
 */
export class FirstAnswers {
  private byIdWanted: boolean;
  private bySlugWanted: boolean;

  constructor(
    private readonly read: FirstRead | null = null,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.byIdWanted = read?.askedById ?? false;
    this.bySlugWanted = read !== null;
  }

  private async documents(): Promise<readonly unknown[] | undefined> {
    if (!this.read || this.now() - this.read.startedAt > FIRST_ANSWER_MAX_AGE_MS) return undefined;
    const outcome = await this.read.answer;
    return outcome.usable ? outcome.documents : undefined;
  }

  async document(collection: CollectionName, id: string): Promise<DocumentData | null | undefined> {
    if (collection !== EVENTS_COLLECTION || id !== this.read?.idOrSlug || !this.byIdWanted) return undefined;
    this.byIdWanted = false;
    const documents = await this.documents();
    if (!documents) return undefined;
    const named = documents.find((document) => nameOf(document).endsWith(`/documents/${EVENTS_COLLECTION}/${id}`));
    return named === undefined ? null : decodeRestDocument(named);
  }

  async query(collection: CollectionName, documentQuery: AskedQuery): Promise<DocumentData[] | undefined> {
    if (collection !== EVENTS_COLLECTION || !this.read || !isSlugQuery(documentQuery, this.read.idOrSlug) || !this.bySlugWanted)
      return undefined;
    this.bySlugWanted = false;
    const documents = await this.documents();
    if (!documents) return undefined;
    // The query's own order (by name) and limit: the first event with that slug.
    const first = documents.find((document) => slugOf(document) === this.read?.idOrSlug);
    if (first === undefined) return [];
    const decoded = decodeRestDocument(first);
    return decoded ? [decoded] : undefined;
  }
}
