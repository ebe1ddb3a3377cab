import { liveQuery } from 'dexie';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { LiveListener } from '../../application/live/live-result';

const CONFIRMED = { confirmed: true } as const;

/** A Dexie live query as a port's live listener: this database is the store of record, so every answer is confirmed. */
export function followLive<T>(read: () => Promise<T>, onChange: LiveListener<T>, onError: (error: Error) => void): Unsubscribe {
  const subscription = liveQuery(read).subscribe({
    next: (value) => onChange(value, CONFIRMED),
    error: (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
  });
  return () => subscription.unsubscribe();
}
