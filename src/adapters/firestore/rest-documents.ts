import type { DocumentData } from 'firebase/firestore/lite';

/*
 * Documents as Firestore's REST interface sends them, read the way the SDK would read them. Shared
 * by the early answers (first-answers.ts, in the data layer) and the first look (first-look.ts,
 * in the page's first script): nothing of the SDK is imported here.
 */

/** The collection the early reads ask (first-read.ts writes its name again: it imports nothing of the app). */
export const EVENTS_COLLECTION = 'events';

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

/** Every document's fields, or undefined if one of them cannot be read. */
export function decodedAll(documents: readonly unknown[]): DocumentData[] | undefined {
  const decoded = documents.map(decodeRestDocument);
  return decoded.every((document) => document !== undefined) ? (decoded as DocumentData[]) : undefined;
}

/** A REST document's text field, if it holds text. */
export function textField(document: unknown, field: string): string | undefined {
  const fields = document && typeof document === 'object' ? (document as { fields?: Record<string, unknown> }).fields : undefined;
  const value = (fields?.[field] as { stringValue?: unknown } | undefined)?.stringValue;
  return typeof value === 'string' ? value : undefined;
}

/** A REST document's full name (`projects/…/documents/events/{id}`). */
export function nameOf(document: unknown): string {
  const name = document && typeof document === 'object' ? (document as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : '';
}

/** The document called `id` in `collection`, among REST documents. */
export function documentNamed(documents: readonly unknown[], collection: string, id: string): unknown {
  return documents.find((document) => nameOf(document).endsWith(`/documents/${collection}/${id}`));
}

/** The first document, in the order given, whose text field holds `value`. */
export function firstWithText(documents: readonly unknown[], field: string, value: string): unknown {
  return documents.find((document) => textField(document, field) === value);
}
