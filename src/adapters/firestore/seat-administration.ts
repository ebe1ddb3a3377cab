import { collection as collectionRef, doc, runTransaction, type Firestore, type Transaction } from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import type { CollectionName } from '../../application/ports/collections';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import type { IssueOutcome, IssueRequest } from '../../application/ports/ticket-ledger.port';
import { DocumentNotFoundError } from '../../application/ports/store-errors';
import { STORE_LOG_PREFIX, chunk } from '../shared/store-log';
import { ticketKeyId } from '../shared/ticket-keys';
import { firestoreCode, guarded } from './firestore-errors';
import { counterOf, freeSeatNumbers, oneOfTheLowestFree, seatId, seatsByCounter } from './seat-counters';
import { RACES, jitter } from './retries';
import { CONFLICT_CODES, SeatsBeingResized, type SeatBook, countedTaken, failedTransaction } from './seat-book';
import { SeatResize } from './seat-resize';

const EVENTS = 'events' satisfies CollectionName;

/** Seats tried are somebody's already (taken since the event's seats were read). */
class SeatsTaken extends Error {
  constructor(readonly numbers: readonly number[]) {
    super(`Seats ${numbers.join(', ')} are taken.`);
  }
}

/** Imported tickets seated per transaction: 3 writes each, and up to 101 counters, under Firestore's 500. */
const IMPORTED_PER_TRANSACTION = 120;

/**
 * What administrators do with seats: seat someone whatever the capacity and the registration
 * state, seat imported tickets, size the counters to a capacity, remove an event's seats. Each
 * seat write is a transaction that reads the seats it takes (a visitor may take one meanwhile),
 * the event (its capacity says which counter counts a seat) and the mark of a resize
 * (`SeatBook.notResizing`): it waits while another administrator resizes the event.
 */
export class SeatAdministration {
  constructor(
    private readonly db: Firestore,
    private readonly book: SeatBook,
  ) {}

  /** On one of the lowest free seats, beyond the capacity if need be (the overflow counter then counts it). */
  async seat(request: IssueRequest, keyId: string): Promise<IssueOutcome> {
    const { event } = request;
    await this.counted(event.id);
    const ticket = doc(collectionRef(this.db, ticketCollectionFor(event.kind)));
    return this.onFreeSeats(
      event.id,
      (taken) => [oneOfTheLowestFree(taken, event.capacity)],
      async (transaction, [number = 0], capacity): Promise<IssueOutcome> => {
        if ((await transaction.get(this.book.key(keyId))).exists()) return { kind: 'already-registered' };
        const counter = counterOf(number, capacity);
        this.book.seatTicket(transaction, { request, keyId, number, counter, ticket });
        this.book.count(transaction, event.id, counter, countedTaken([number], counter, capacity));
        return { kind: 'issued', ticketId: ticket.id };
      },
      () => ({ kind: 'unknown-event' }),
    );
  }

  /** Seats and keys for tickets stored in bulk (an import): the lowest free numbers. */
  async seatImported(
    event: EventDocument,
    collection: TicketCollection,
    imported: ReadonlyArray<{ id: string; email: string }>,
  ): Promise<void> {
    await this.counted(event.id);
    const createdAt = new Date().toISOString();
    await guarded(STORE_LOG_PREFIX.importUsers, async () => {
      for (const part of chunk(imported, IMPORTED_PER_TRANSACTION)) {
        await this.onFreeSeats(
          event.id,
          (taken) => freeSeatNumbers(taken, part.length),
          async (transaction, numbers, capacity) => {
            for (const [index, { id, email }] of part.entries()) {
              const number = numbers[index] ?? 0;
              const keyed = { eventId: event.id, collection, ticketId: id, keyId: ticketKeyId(event.id, email), createdAt };
              this.book.seatAndKey(transaction, { ...keyed, number, counter: counterOf(number, capacity) });
            }
            for (const [counter, counted] of seatsByCounter(numbers, capacity))
              this.book.count(transaction, event.id, counter, countedTaken(counted, counter, capacity));
          },
          () => {
            throw new DocumentNotFoundError(EVENTS, event.id);
          },
        );
      }
    });
  }

  /**
   * An administrator's seat write, as one transaction: on the seats `choose` picks, once they are
   * read free, with the event's capacity as stored now and no resize going on (it waits for one,
   * `SeatBook.afterResizes`); `gone` when the event is removed.
   */
  private onFreeSeats<T>(
    eventId: string,
    choose: (taken: ReadonlySet<number>) => number[],
    write: (transaction: Transaction, numbers: number[], capacity: number | null) => Promise<T>,
    gone: () => T,
  ): Promise<T> {
    return this.book.afterResizes(
      () => eventId,
      () =>
        this.racing(eventId, choose, (numbers) =>
          runTransaction(this.db, async (transaction) => {
            const capacity = await this.capacityIn(transaction, eventId);
            if (capacity === undefined) return gone();
            await this.freeIn(transaction, eventId, numbers);
            return write(transaction, numbers, capacity);
          }),
        ),
    );
  }

  /**
   * `write` on the seats `choose` picks among those free as last read; again on others when some
   * were taken meanwhile (a visitor registering, another desk), or when the transaction lost a race.
   */
  private async racing<T>(
    eventId: string,
    choose: (taken: ReadonlySet<number>) => number[],
    write: (numbers: number[]) => Promise<T>,
  ): Promise<T> {
    let taken = await this.takenSeats(eventId);
    for (let races = 0; ; races += 1) {
      try {
        return await write(choose(taken));
      } catch (error) {
        // Both are told apart by `afterResizes`: a resize to wait for, or a refusal.
        if (error instanceof SeatsBeingResized || firestoreCode(error) === 'permission-denied') throw error;
        if (!(error instanceof SeatsTaken) && !CONFLICT_CODES.has(firestoreCode(error))) throw failedTransaction(error);
        if (races >= RACES) throw failedTransaction(error);
        // Others took seats meanwhile: where they stand now is one query away.
        if (error instanceof SeatsTaken) taken = await this.takenSeats(eventId);
        await jitter(races);
      }
    }
  }

  private async takenSeats(eventId: string): Promise<Set<number>> {
    return new Set((await this.book.storedSeats(eventId)).map((seat) => seat.number));
  }

  /** The event's capacity as stored now (undefined: removed), and no resize going on. */
  private async capacityIn(transaction: Transaction, eventId: string): Promise<number | null | undefined> {
    await this.book.notResizing(transaction, eventId);
    const event = (await transaction.get(doc(this.db, EVENTS, eventId))).data() as EventDocument | undefined;
    return event === undefined ? undefined : event.capacity;
  }

  /** Refuses with `SeatsTaken` when any of these seats exists now. */
  private async freeIn(transaction: Transaction, eventId: string, numbers: readonly number[]): Promise<void> {
    const seats = await Promise.all(numbers.map((number) => transaction.get(this.book.seat(seatId(eventId, number)))));
    const taken = numbers.filter((_, index) => seats[index]?.exists());
    if (taken.length > 0) throw new SeatsTaken(taken);
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
