import { getCountFromServer, onSnapshot, type Firestore, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import { STORE_LOG_PREFIX } from '../shared/store-log';
import { toStoreError } from './firestore-errors';
import { listenUntilConfirmed, type RelistenPolicy } from './listen-until-confirmed';
import { connectionRestarterOf } from './restart-connection';
import { verifyWhileConfirmed, type Heard } from './verify-while-confirmed';
import { specQuery } from './firestore-query';
import { showingKnownByRequest, type KnownByRequest } from './known-by-request';
import type { LiveSink, LiveSource, LiveSpec, LiveSum } from './live-source';

/**
 * Past this many changes at once the result is read whole: each change moves the tail of the
 * array (about 20 µs for 50,000 documents) and reading a document costs about 1 µs, so the two
 * meet near 3,000 changes whatever the size.
 */
const MANY_CHANGES = 1000;

/**
 * The documents of one listener, carried from snapshot to snapshot: a change reads the documents
 * it touches (`docChanges`, applied in the SDK's order) and keeps the others as they were,
 * instead of reading every document of the query again (50,000 for the admin list) on each
 * change. The ones kept are the same objects as before, which the pages' indexes reuse.
 */
export function followDocuments<T>(): (snapshot: QuerySnapshot<T>) => T[] {
  let documents: T[] = [];
  return (snapshot) => {
    const readAll = () => (documents = snapshot.docs.map((document) => document.data()));
    // The first result is read whole: listing its 50,000 changes would take longer.
    if (documents.length === 0) return readAll();
    const changes = snapshot.docChanges();
    if (changes.length === 0) return documents;
    if (changes.length > MANY_CHANGES) return readAll();
    const next = documents.slice();
    for (const change of changes) {
      if (change.oldIndex !== -1) next.splice(change.oldIndex, 1);
      if (change.newIndex !== -1) next.splice(change.newIndex, 0, change.doc.data());
    }
    // The SDK's changes always add up to its documents; should they not, read them all.
    return next.length === snapshot.size ? (documents = next) : readAll();
  };
}

/**
 * A live query that says with each result whether the server has confirmed it (the cache may
 * answer first), listened to again while the server leaves it unconfirmed online, and, with
 * `verifyEveryMs`, while its count on the server says the stream went silent after confirming.
 */
export function watchQuery<T>(
  target: Query<T>,
  onChange: LiveSink<T>,
  onError: ((error: Error) => void) | undefined,
  policy: RelistenPolicy,
): Unsubscribe {
  let confirmed: boolean | null = null;
  const heard: Heard = { confirmed: false, size: 0, snapshots: 0 };
  const listen = (onResult: (confirmed: boolean) => void) => {
    const documentsOf = followDocuments<T>();
    return onSnapshot(
      target,
      // With metadata changes: the moment the server confirms a result the cache gave first.
      { includeMetadataChanges: true },
      (snapshot) => {
        const nowConfirmed = !snapshot.metadata.fromCache;
        Object.assign(heard, { confirmed: nowConfirmed, size: snapshot.size, snapshots: heard.snapshots + 1 });
        onResult(nowConfirmed);
        // Every snapshot moves the listener's documents on, told or not.
        const documents = documentsOf(snapshot);
        // A write's own acknowledgement changes metadata only: nothing to tell the listener.
        if (confirmed === nowConfirmed && snapshot.docChanges().length === 0) return;
        confirmed = nowConfirmed;
        onChange(documents, !confirmed && snapshot.metadata.hasPendingWrites ? { confirmed, ownWrites: true } : { confirmed });
      },
      (error) => {
        console.error(STORE_LOG_PREFIX.watch, error);
        onError?.(toStoreError(error, STORE_LOG_PREFIX.watch) as Error);
      },
    );
  };
  const listening = listenUntilConfirmed(listen, policy, connectionRestarterOf(target.firestore));
  if (policy.verifyEveryMs === undefined) return listening;
  // A count is a request of its own, not a message on the Listen stream that may have gone silent.
  const stopVerifying = verifyWhileConfirmed({
    heard,
    count: async () => (await getCountFromServer(target)).data().count,
    doubt: listening.doubt,
    isOnline: policy.isOnline,
    everyMs: policy.verifyEveryMs,
  });
  return () => {
    stopVerifying();
    listening();
  };
}

/** Live results from the full SDK's listeners: a staff device's (its cache answers offline). */
export class FirestoreLiveSource implements LiveSource {
  /** `known`: documents the device learned by request (Firestore Lite), shown before its listeners have them. */
  constructor(
    private readonly db: Firestore,
    private readonly policy: RelistenPolicy,
    private readonly known?: KnownByRequest,
  ) {}

  watch<T>(spec: LiveSpec, onChange: LiveSink<T>, onError?: (error: Error) => void): Unsubscribe {
    const listen = (sink: LiveSink<T>) => watchQuery(specQuery<T>(this.db, spec), sink, onError, this.policy);
    return this.known ? showingKnownByRequest(this.known, spec, onChange, listen) : listen(onChange);
  }

  /** Summed from the documents: a listener answers from the device's cache too, offline. */
  watchSum(spec: LiveSpec, field: string, onChange: LiveSum, onError?: (error: Error) => void): Unsubscribe {
    return this.watch<Record<string, unknown>>(spec, (documents, info) => onChange(sumOf(documents, field), info), onError);
  }
}

function sumOf(documents: ReadonlyArray<Record<string, unknown>>, field: string): number {
  return documents.reduce((total, document) => total + (typeof document[field] === 'number' ? document[field] : 0), 0);
}
