import type { SyncState, SyncStatus } from '../../application/ports/sync-status.port';

export function fixedSyncStatus(state: SyncState): SyncStatus {
  return {
    watch: (_eventId, listener) => {
      listener(state);
      return () => undefined;
    },
  };
}

/** A status the story changes as it goes (`set`), as the network coming and going would. */
export function switchableSyncStatus(initial: SyncState): SyncStatus & { set: (state: SyncState) => void } {
  const listeners = new Set<(state: SyncState) => void>();
  let current = initial;
  return {
    set: (state) => {
      current = state;
      listeners.forEach((listener) => listener(state));
    },
    watch: (_eventId, listener) => {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
  };
}
