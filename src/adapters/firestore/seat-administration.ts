import { collection as collectionRef, doc, runTransaction, writeBatch, type Firestore } from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import type { IssueOutcome, IssueRequest } from '../../application/ports/ticket-ledger.port';
import { STORE_LOG_PREFIX, chunk } from '../shared/store-log';
import { ticketKeyId, type TicketKeyRecord } from '../shared/ticket-keys';
import { firestoreCode, guarded } from './firestore-errors';
import { counterOf, freeSeatNumbers, seatId, seatsByCounter, takenSeat } from './seat-counters';
import { RACES, jitter } from './retries';
import { CONFLICT_CODES, type SeatBook, countedTaken, failedTransaction, type TicketSeatRecord } from './seat-book';
import { SeatResize } from './seat-resize';

/** The seat tried is somebody's already. */
class SeatTaken extends Error {}

/**
 * What administrators do with seats: seat someone whatever the capacity and the registration
 * state, seat imported tickets, size the counters to a capacity, remove an event's seats. Their
 * occasional changes, done in batches: not meant to race a rush.
 */
export class SeatAdministration {
  constructor(
    private readonly db: Firestore,
    private readonly book: SeatBook,
  ) {}

  /** On the lowest free seat, beyond the capacity if need be (the overflow counter then counts it). */
  async seat(request: IssueRequest, keyId: string): Promise<IssueOutcome> {
    const { event } = request;
    await this.counted(event.id);
    for (let races = 0; ; races += 1) {
      const [number = 0] = freeSeatNumbers(new Set((await this.book.storedSeats(event.id)).map((seat) => seat.number)), 1);
      const counter = counterOf(number, event.capacity);
      const ticket = doc(collectionRef(this.db, ticketCollectionFor(event.kind)));
      try {
        return await runTransaction(this.db, async (transaction): Promise<IssueOutcome> => {
          if ((await transaction.get(this.book.key(keyId))).exists()) return { kind: 'already-registered' };
          if ((await transaction.get(this.book.seat(seatId(event.id, number)))).exists()) throw new SeatTaken();
          this.book.seatTicket(transaction, { request, keyId, number, counter, ticket });
          this.book.count(transaction, event.id, counter, countedTaken([number], counter, event.capacity));
          return { kind: 'issued', ticketId: ticket.id };
        });
      } catch (error) {
        if (!(error instanceof SeatTaken) && !CONFLICT_CODES.has(firestoreCode(error))) throw failedTransaction(error);
        if (races >= RACES) throw failedTransaction(error);
        await jitter(races);
      }
    }
  }

  /** Seats and keys for tickets stored in bulk (an import): the lowest free numbers. */
  async seatImported(
    event: EventDocument,
    collection: TicketCollection,
    imported: ReadonlyArray<{ id: string; email: string }>,
  ): Promise<void> {
    await this.counted(event.id);
    const numbers = freeSeatNumbers(new Set((await this.book.storedSeats(event.id)).map((seat) => seat.number)), imported.length);
    const createdAt = new Date().toISOString();
    await guarded(STORE_LOG_PREFIX.importUsers, async () => {
      // A seat, a key and the ticket's seat per ticket, and each counter raised by what it
      // counts: 3 writes per ticket, so 150 tickets per batch leaves room for the counters.
      const seated = imported.map((entry, index) => ({ entry, number: numbers[index] ?? 0 }));
      for (const part of chunk(seated, 150)) {
        const batch = writeBatch(this.db);
        for (const { entry, number } of part) {
          const counter = counterOf(number, event.capacity);
          batch.set(this.book.seat(seatId(event.id, number)), takenSeat(event.id, number, counter, entry.id, collection));
          const key: TicketKeyRecord = {
            id: ticketKeyId(event.id, entry.email),
            eventId: event.id,
            ticketId: entry.id,
            collection,
            seat: number,
            createdAt,
          };
          batch.set(this.book.key(key.id), key);
          batch.set(this.book.ticketSeat(entry.id), { id: entry.id, eventId: event.id, seat: number, counter } satisfies TicketSeatRecord);
        }
        const added = seatsByCounter(
          part.map(({ number }) => number),
          event.capacity,
        );
        for (const [counter, numbers] of added) this.book.count(batch, event.id, counter, countedTaken(numbers, counter, event.capacity));
        await batch.commit();
      }
    });
  }

  /** Sizes the counters to the capacity and saves it on the event (seat-resize.ts). */
  setCapacity(event: EventDocument): Promise<void> {
    return new SeatResize(this.db, this.book).setCapacity(event);
  }

  /** Counters for an event that has none (saved before seats were counted this way), at its stored capacity. */
  private async counted(eventId: string): Promise<void> {
    if ((await this.book.storedCounters(eventId)).length === 0) await new SeatResize(this.db, this.book).setUp(eventId);
  }
}
