import { collection, onSnapshot, query, where, type Firestore } from 'firebase/firestore';
import { inject, injectable } from 'inversify';
import type { SyncState, SyncStatus } from '../../application/ports/sync-status.port';
import { browserConnectivity, onConnectivityChange } from '../browser/browser-connectivity';
import { FIRESTORE } from './firestore-tokens';

/**
 * The event's check-ins written on this device that the server has not confirmed yet:
 * Firestore marks them with `hasPendingWrites` until the server acknowledges them.
 */
@injectable()
export class FirestoreSyncStatus implements SyncStatus {
  constructor(@inject(FIRESTORE) private readonly db: Firestore) {}

  watch(eventId: string, listener: (state: SyncState) => void): () => void {
    let pendingCheckIns = 0;
    const report = () => listener({ online: browserConnectivity.isOnline(), pendingCheckIns, kind: 'server' });
    const stopSnapshots = onSnapshot(
      query(collection(this.db, 'checkins'), where('eventId', '==', eventId)),
      { includeMetadataChanges: true },
      (snapshot) => {
        pendingCheckIns = snapshot.docs.filter((document) => document.metadata.hasPendingWrites).length;
        report();
      },
      (error) => console.error('Error watching the sync state:', error),
    );
    const stopConnectivity = onConnectivityChange(report);
    report();
    return () => {
      stopSnapshots();
      stopConnectivity();
    };
  }
}
