import type { Unsubscribe } from './document-store.port';

export type SyncState = {
  /** Whether this device reaches the network. */
  online: boolean;
  /** Check-ins of the event written on this device and not yet confirmed by the server. */
  pendingCheckIns: number;
  /** `local`: the offline mode, where this device's store is the only one; `server`: Firebase. */
  kind: 'local' | 'server';
};

/** What the scanner's offline banner shows. */
export interface SyncStatus {
  watch(eventId: string, listener: (state: SyncState) => void): Unsubscribe;
}
