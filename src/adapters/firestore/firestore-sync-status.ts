import { collection, onSnapshot, query, waitForPendingWrites, where, type Firestore } from 'firebase/firestore';
import type { SyncState, SyncStatus } from '../../application/ports/sync-status.port';
import { browserConnectivity, onConnectivityChange } from '../browser/browser-connectivity';
import { countUnansweredWrites } from './unanswered-writes';

/** The event's check-ins written on this device that the server has not answered yet. */
export class FirestoreSyncStatus implements SyncStatus {
  constructor(private readonly db: Firestore) {}

  watch(eventId: string, listener: (state: SyncState) => void): () => void {
    let pendingCheckIns = 0;
    const report = () => listener({ online: browserConnectivity.isOnline(), pendingCheckIns, kind: 'server' });
    const checkIns = query(collection(this.db, 'checkins'), where('eventId', '==', eventId));
    const stopCounting = countUnansweredWrites(
      (onPending) =>
        onSnapshot(
          checkIns,
          { includeMetadataChanges: true },
          (snapshot) =>
            onPending(
              snapshot.docs
                .filter((document) => document.metadata.hasPendingWrites)
                .map((document) => ({ id: document.id, data: document.data() })),
            ),
          (error) => console.error('Error watching the sync state:', error),
        ),
      () => waitForPendingWrites(this.db),
      (count) => {
        pendingCheckIns = count;
        report();
      },
    );
    const stopConnectivity = onConnectivityChange(report);
    report();
    return () => {
      stopCounting();
      stopConnectivity();
    };
  }
}
