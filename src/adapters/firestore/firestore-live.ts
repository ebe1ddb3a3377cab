import { onSnapshot, type Firestore, type Query } from 'firebase/firestore';
import type { LiveResultInfo, Unsubscribe } from '../../application/ports/document-store.port';
import { STORE_LOG_PREFIX } from '../shared/store-log';
import { toStoreError } from './firestore-errors';
import { listenUntilConfirmed, type RelistenPolicy } from './listen-until-confirmed';
import { specQuery } from './firestore-query';
import type { LiveSink, LiveSource, LiveSpec } from './live-source';

/**
 * A live query that says with each result whether the server has confirmed it (the cache may
 * answer first), listened to again while the server leaves it unconfirmed online.
 */
export function watchQuery<T>(
  target: Query<T>,
  onChange: (documents: T[], info: LiveResultInfo) => void,
  onError: ((error: Error) => void) | undefined,
  policy: RelistenPolicy,
): Unsubscribe {
  let confirmed: boolean | null = null;
  const listen = (onResult: (confirmed: boolean) => void) =>
    onSnapshot(
      target,
      // With metadata changes: the moment the server confirms a result the cache gave first.
      { includeMetadataChanges: true },
      (snapshot) => {
        const nowConfirmed = !snapshot.metadata.fromCache;
        onResult(nowConfirmed);
        // A write's own acknowledgement changes metadata only: nothing to tell the listener.
        if (confirmed === nowConfirmed && snapshot.docChanges().length === 0) return;
        confirmed = nowConfirmed;
        onChange(
          snapshot.docs.map((document) => document.data()),
          { confirmed },
        );
      },
      (error) => {
        console.error(STORE_LOG_PREFIX.watch, error);
        onError?.(toStoreError(error, STORE_LOG_PREFIX.watch) as Error);
      },
    );
  return listenUntilConfirmed(listen, policy);
}

/** Live results from the full SDK's listeners: a staff device's (its cache answers offline). */
export class FirestoreLiveSource implements LiveSource {
  constructor(
    private readonly db: Firestore,
    private readonly policy: RelistenPolicy,
  ) {}

  watch<T>(spec: LiveSpec, onChange: LiveSink<T>, onError?: (error: Error) => void): Unsubscribe {
    return watchQuery(specQuery<T>(this.db, spec), onChange, onError, this.policy);
  }
}
