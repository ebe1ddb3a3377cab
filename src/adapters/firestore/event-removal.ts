import {
  collection as collectionRef,
  doc,
  getDoc,
  getDocs,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { TICKET_COLLECTIONS } from '../../domain/collections';
import type { CollectionName } from '../../application/ports/collections';
import { STORE_LOG_PREFIX, WRITE_CHUNK_SIZE, chunk } from '../shared/store-log';
import { guarded } from './firestore-errors';
import { SeatBook } from './seat-book';
import { WAITING_COLLECTIONS } from './waiting-book';

/**
 * `eventRemovals/{eventId}` (administrators only): an event whose removal has begun. Written
 * before anything is deleted and deleted with the event, so a removal cut short (a closed
 * laptop, a lost network) is found and finished by the next one.
 */
export const EVENT_REMOVALS = 'eventRemovals';
export type EventRemovalRecord = { id: string; eventId: string; startedAt: string };

/** What goes with an event, in the order it goes: the tickets first, so no new check-in finds one. */
const REMOVED_WITH_THE_EVENT: readonly string[] = [
  ...TICKET_COLLECTIONS,
  SeatBook.KEYS,
  SeatBook.SEATS,
  SeatBook.COUNTERS,
  SeatBook.TICKET_SEATS,
  ...WAITING_COLLECTIONS,
  'doorPasses' satisfies CollectionName,
  'checkins' satisfies CollectionName,
];

/**
 * Removing an event on Firestore, where a batch holds 500 writes and an event may have
 * thousands of documents: not one transaction, but resumable. The event is closed to
 * registration and marked as being removed in one batch; then its documents go in batches;
 * the event and its mark go last, together.
 */
export class FirestoreEventRemoval {
  constructor(
    private readonly db: Firestore,
    private readonly book: SeatBook,
  ) {}

  async remove(eventId: string): Promise<'removed' | 'gone'> {
    const event = this.event(eventId);
    return guarded(STORE_LOG_PREFIX.delete, async () => {
      if (!(await getDoc(event)).exists()) {
        // A removal that got as far as the event leaves nothing else; its mark may remain.
        if ((await getDoc(this.mark(eventId))).exists()) await this.finish(eventId);
        return 'gone';
      }
      const start = writeBatch(this.db);
      start.set(this.mark(eventId), { id: eventId, eventId, startedAt: new Date().toISOString() } satisfies EventRemovalRecord);
      start.update(event, { registrationOpen: false });
      await start.commit();
      await this.finish(eventId);
      return 'removed';
    });
  }

  /** Finishes every removal that was cut short; how many there were. */
  async finishInterrupted(): Promise<number> {
    return guarded(STORE_LOG_PREFIX.delete, async () => {
      const marks = await getDocs(collectionRef(this.db, EVENT_REMOVALS));
      for (const mark of marks.docs) await this.finish((mark.data() as EventRemovalRecord).eventId);
      return marks.size;
    });
  }

  private async finish(eventId: string): Promise<void> {
    for (const name of REMOVED_WITH_THE_EVENT) {
      const found = await getDocs(this.book.ofEvent(name, eventId));
      await this.inBatches(found.docs, (batch, document) => batch.delete(document.ref));
    }
    // Feedback outlives its event, as general feedback.
    const feedback = await getDocs(this.book.ofEvent('feedback' satisfies CollectionName, eventId));
    await this.inBatches(feedback.docs, (batch, document) => batch.update(document.ref, { eventId: '' }));
    const last = writeBatch(this.db);
    last.delete(this.event(eventId));
    last.delete(this.mark(eventId));
    await last.commit();
  }

  private async inBatches<T>(items: readonly T[], write: (batch: WriteBatch, item: T) => void): Promise<void> {
    for (const part of chunk(items, WRITE_CHUNK_SIZE)) {
      const batch = writeBatch(this.db);
      for (const item of part) write(batch, item);
      await batch.commit();
    }
  }

  private event(eventId: string): DocumentReference {
    return doc(this.db, 'events' satisfies CollectionName, eventId);
  }

  private mark(eventId: string): DocumentReference {
    return doc(this.db, EVENT_REMOVALS, eventId);
  }
}
