import type { SyncState, SyncStatus } from '../../application/ports/sync-status.port';

export function fixedSyncStatus(state: SyncState): SyncStatus {
  return {
    watch: (_eventId, listener) => {
      listener(state);
      return () => undefined;
    },
  };
}
