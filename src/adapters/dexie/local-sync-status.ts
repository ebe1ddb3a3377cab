import type { SyncStatus } from '../../application/ports/sync-status.port';
import { browserConnectivity, onConnectivityChange } from '../browser/browser-connectivity';

/** Offline mode: this device's store is the only one, so nothing ever waits to be sent. */
export const localSyncStatus: SyncStatus = {
  watch: (_eventId, listener) => {
    const report = () => listener({ online: browserConnectivity.isOnline(), pendingCheckIns: 0, kind: 'local' });
    report();
    return onConnectivityChange(report);
  },
};
