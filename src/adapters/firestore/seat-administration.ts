import { collection as collectionRef, doc, runTransaction, type Firestore, type Transaction } from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import type { CollectionName } from '../../application/ports/collections';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { normaliseEmail } from '../../domain/shared/email';
import type { IssueOutcome, IssueRequest, TicketFields } from '../../application/ports/ticket-ledger.port';
import { DocumentNotFoundError } from '../../application/ports/store-errors';
import { STORE_LOG_PREFIX, withoutUndefined } from '../shared/store-log';
import { ticketKeyId, type TicketKeyRecord } from '../shared/ticket-keys';
import { firestoreCode, guarded } from './firestore-errors';
import { counterOf, freeSeatNumbers, oneOfTheLowestFree, seatId, seatsByCounter, type SeatRecord } from './seat-counters';
import { RACES, jitter } from './retries';
import { CONFLICT_CODES, SeatsBeingResized, type SeatBook, type TicketSeatRecord, countedTaken, failedTransaction } from './seat-book';
import { SeatResize } from './seat-resize';
import { personIdFor } from './person-ids';
import { EVENT_REMOVALS } from './event-removal';

const EVENTS = 'events' satisfies CollectionName;

/** Seats tried are somebody's already (taken since the event's seats were read). */
class SeatsTaken extends Error {
  constructor(readonly numbers: readonly number[]) {
    super(`Seats ${numbers.join(', ')} are taken.`);
  }
}

/** A ticket of an import: its id chosen beforehand (a transaction tried again writes the same ticket), its e-mail normalised. */
export type ImportedTicket = { index: number; id: string; email: string; fields: Partial<TicketFields> };

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
    const personId = request.directoryEntry ? await personIdFor(normaliseEmail(request.fields.email)) : undefined;
    return this.onFreeSeats(
      event.id,
      (taken) => [oneOfTheLowestFree(taken, event.capacity)],
      async (transaction, [number = 0], capacity): Promise<IssueOutcome> => {
        if ((await transaction.get(this.book.key(keyId))).exists()) return { kind: 'already-registered' };
        // Someone in the directory already keeps their entry as it is.
        const inDirectory = personId !== undefined && (await transaction.get(doc(this.db, 'users', personId))).exists();
        const counter = counterOf(number, capacity);
        this.book.seatTicket(transaction, { request, keyId, number, counter, ticket, personId: inDirectory ? undefined : personId });
        this.book.count(transaction, event.id, counter, countedTaken([number], counter, capacity));
        return { kind: 'issued', ticketId: ticket.id };
      },
      () => ({ kind: 'unknown-event' }),
    );
  }

  /**
   * Imported tickets written whole, in one transaction: each ticket with its seat (the lowest
   * free numbers), its e-mail's key and its ticket's seat. A ticket whose e-mail holds one for the
   * event already (its person registered meanwhile) is left out. The tickets written.
   */
  async importPart(event: EventDocument, collection: TicketCollection, part: readonly ImportedTicket[]): Promise<ImportedTicket[]> {
    await this.counted(event.id);
    const createdAt = new Date().toISOString();
    return guarded(STORE_LOG_PREFIX.importUsers, () =>
      this.onFreeSeats(
        event.id,
        (taken) => freeSeatNumbers(taken, part.length),
        async (transaction, free, capacity) => {
          const keys = await Promise.all(part.map(({ email }) => transaction.get(this.book.key(ticketKeyId(event.id, email)))));
          const fresh = part.filter((_, index) => !keys[index]?.exists());
          const numbers = free.slice(0, fresh.length);
          for (const [index, { id, email, fields }] of fresh.entries()) {
            const number = numbers[index] ?? 0;
            const keyed = { eventId: event.id, collection, ticketId: id, keyId: ticketKeyId(event.id, email), createdAt };
            this.book.seatAndKey(transaction, { ...keyed, number, counter: counterOf(number, capacity) });
            transaction.set(doc(this.db, collection, id), { ...withoutUndefined(fields), email, eventId: event.id, id });
          }
          for (const [counter, counted] of seatsByCounter(numbers, capacity))
            this.book.count(transaction, event.id, counter, countedTaken(counted, counter, capacity));
          return fresh;
        },
        () => {
          throw new DocumentNotFoundError(EVENTS, event.id);
        },
      ),
    );
  }

  /** Imported tickets taken back, in one transaction: each with its seat, key and ticket's seat; those never written are passed over. */
  async withdrawImported(eventId: string, collection: TicketCollection, tickets: readonly ImportedTicket[]): Promise<void> {
    await guarded(STORE_LOG_PREFIX.importUsers, () =>
      this.book.afterResizes(
        () => eventId,
        () =>
          runTransaction(this.db, async (transaction) => {
            await this.book.notResizing(transaction, eventId);
            const held = await Promise.all(tickets.map(({ id }) => transaction.get(this.book.ticketSeat(id))));
            const seats = await Promise.all(
              held.map((seat) =>
                seat.exists() ? transaction.get(this.book.seat(seatId(eventId, (seat.data() as TicketSeatRecord).seat))) : null,
              ),
            );
            const keys = await Promise.all(tickets.map(({ email }) => transaction.get(this.book.key(ticketKeyId(eventId, email)))));
            const own: SeatRecord[] = [];
            for (const [index, { id, email }] of tickets.entries()) {
              const seat = seats[index]?.data() as SeatRecord | undefined;
              if (seat?.ticketId === id) own.push(seat);
              if ((keys[index]?.data() as TicketKeyRecord | undefined)?.ticketId === id)
                transaction.delete(this.book.key(ticketKeyId(eventId, email)));
              transaction.delete(this.book.ticketSeat(id));
              transaction.delete(doc(this.db, collection, id));
            }
            this.book.release(transaction, own);
          }),
      ),
    );
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
        if (races >= RACES || !this.book.isOnline()) throw failedTransaction(error);
        // Others took seats meanwhile: where they stand now is one query away.
        if (error instanceof SeatsTaken) taken = await this.takenSeats(eventId);
        await jitter(races);
      }
    }
  }

  private async takenSeats(eventId: string): Promise<Set<number>> {
    return new Set((await this.book.storedSeats(eventId)).map((seat) => seat.number));
  }

  /** The event's capacity as stored now (undefined: removed, or being removed), and no resize going on. */
  private async capacityIn(transaction: Transaction, eventId: string): Promise<number | null | undefined> {
    await this.book.notResizing(transaction, eventId);
    const [event, removal] = await Promise.all([
      transaction.get(doc(this.db, EVENTS, eventId)),
      // An event whose removal has begun counts as gone: a seat written after the removal listed
      // the event's seats would outlive it. Reading the mark orders this write before the removal.
      transaction.get(doc(this.db, EVENT_REMOVALS, eventId)),
    ]);
    const stored = event.data() as EventDocument | undefined;
    return stored === undefined || removal.exists() ? undefined : stored.capacity;
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
