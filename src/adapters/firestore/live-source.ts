import type { ComparisonOperator, LiveResultInfo, Unsubscribe } from '../../application/ports/document-store.port';

/**
 * A query followed live, in the terms both Firestore builds share. The adapters follow their own
 * collections too (seat counters, places in line, mail), which the application never names.
 */
export type LiveSpec = {
  collection: string;
  where?: ReadonlyArray<{ field: string; op: ComparisonOperator; value: unknown }>;
  orderBy?: ReadonlyArray<{ field: string; direction?: 'asc' | 'desc' }>;
  limit?: number;
};

/**
 * What a source says with each result. `ownWrites`: an unconfirmed result that holds writes of
 * this device the server has not confirmed yet (without them, it is only the device's cache).
 */
export type LiveInfo = LiveResultInfo & { ownWrites?: true };
export type LiveSink<T> = (documents: T[], info: LiveInfo) => void;
export type LiveSum = (total: number, info: LiveInfo) => void;

/**
 * Where live results come from: the full SDK's listeners on staff devices (firestore-live.ts),
 * or Firestore Lite asked again from time to time on a visitor's (polling-live-source.ts).
 */
export interface LiveSource {
  watch<T>(spec: LiveSpec, onChange: LiveSink<T>, onError?: (error: Error) => void): Unsubscribe;
  /** The sum of one numeric field over the query's documents, live. */
  watchSum(spec: LiveSpec, field: string, onChange: LiveSum, onError?: (error: Error) => void): Unsubscribe;
}
