import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import type { DocumentQuery, Unsubscribe } from '../../application/ports/document-store.port';
import { applyQuery } from '../shared/query-matcher';
import type { LiveInfo, LiveSink, LiveSpec } from './live-source';

/**
 * How long after a document was learned by request a listener's confirmed result may still lack
 * it because the listener lags behind, not because the document is gone. On a machine busy with
 * the whole suite, the emulator has taken over 20 s to bring one device's write to another's
 * listener; past this, a confirmed result without the document is the server's word.
 */
export const LISTENER_LAG_MS = 30_000;

type Known = { collection: string; id: string; document: object; learnedAt: number };
type KnownChange = Known | { collection: string; forgotten: readonly string[] };

/**
 * The documents this device wrote or found by request, with Firestore Lite (a door's check-ins
 * and passes: firestore-document-store.ts says why they do not go through the full SDK). The
 * full SDK learns of them only from its listeners, through the server: without them, the door's
 * counter would show its own admission once the server has sent it back, and not at all while
 * a listener's channel stays silent (the emulator's, at times, for over 45 s: docs/testing.md).
 */
export class KnownByRequest {
  private readonly known = new Map<string, Known>();
  private readonly listeners = new Set<(change: KnownChange) => void>();

  constructor(readonly now: () => number = () => Date.now()) {}

  record(collection: string, id: string, document: object): void {
    const known = { collection, id, document, learnedAt: this.now() };
    this.known.set(`${collection}/${id}`, known);
    this.listeners.forEach((listener) => listener(known));
  }

  /** This device deletes them: its listeners may never have held them, and must not be shown them again. */
  forget(collection: string, ids: readonly string[]): void {
    const forgotten = ids.filter((id) => this.known.delete(`${collection}/${id}`));
    if (forgotten.length > 0) this.listeners.forEach((listener) => listener({ collection, forgotten }));
  }

  of(collection: string): Known[] {
    return [...this.known.values()].filter((known) => known.collection === collection);
  }

  onChange(listener: (change: KnownChange) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

const idOf = (document: unknown) => (document as { id?: unknown }).id;

/**
 * A live query's results with the documents known by request that it matches and its listener
 * has not shown yet. A document stops being added once the listener's results have held it (what
 * happens to it next is the listener's to say), or once a confirmed result lacks it LISTENER_LAG_MS
 * after it was learned (removed meanwhile). Results with nothing to add pass through as they are.
 */
export function showingKnownByRequest<T>(
  known: KnownByRequest,
  spec: LiveSpec,
  onChange: LiveSink<T>,
  listen: (sink: LiveSink<T>) => Unsubscribe,
): Unsubscribe {
  const query = spec as DocumentQuery<CollectionName>;
  const matches = (document: object) => applyQuery([document as DocumentOf<CollectionName>], { where: query.where ?? [] }).length > 0;
  const leftToListener = new Set<string>();
  let last: { documents: T[]; info: LiveInfo } | undefined;

  const emit = () => {
    if (!last) return;
    const added = known
      .of(spec.collection)
      .filter(({ id, document }) => !leftToListener.has(id) && matches(document))
      .map(({ document }) => document as T);
    if (added.length === 0) return onChange(last.documents, last.info);
    const all = [...last.documents, ...added] as Array<DocumentOf<CollectionName>>;
    onChange(applyQuery(all, query) as T[], last.info);
  };
  const stop = listen((documents, info) => {
    last = { documents, info };
    const shown = known.of(spec.collection).filter(({ id }) => !leftToListener.has(id));
    // Once per result, not per document known: a door may know thousands of its own check-ins.
    const held = shown.length > 0 ? new Set(documents.map(idOf)) : new Set<unknown>();
    for (const { id, learnedAt } of shown) {
      if (held.has(id) || (info.confirmed && known.now() - learnedAt >= LISTENER_LAG_MS)) leftToListener.add(id);
    }
    emit();
  });
  const stopHearing = known.onChange((change) => {
    if (change.collection !== spec.collection || !last) return;
    if ('forgotten' in change) return emit();
    const { id, document } = change;
    if (!matches(document)) return;
    if (last.documents.some((shown) => idOf(shown) === id)) {
      leftToListener.add(id);
      return;
    }
    // Learned again (found by request after the listener had dropped it): shown until held again.
    leftToListener.delete(id);
    emit();
  });
  return () => {
    stopHearing();
    stop();
  };
}
