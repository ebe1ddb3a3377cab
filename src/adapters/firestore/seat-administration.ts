import {
  collection as collectionRef,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import type { DocumentOf } from '../../application/ports/collections';
import type { EventDocument } from '../../domain/events/event';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { CapacityBelowSeatsTaken, type IssueOutcome, type IssueRequest } from '../../application/ports/ticket-ledger.port';
import { STORE_LOG_PREFIX, WRITE_CHUNK_SIZE, chunk } from '../shared/store-log';
import { ticketKeyId, type TicketKeyRecord } from '../shared/ticket-keys';
import { firestoreCode, guarded } from './firestore-errors';
import { counterOf, countersFor, freeSeatNumbers, seatId, seatsByCounter, takenSeat, type SeatRecord } from './seat-counters';
import { RACES, jitter } from './retries';
import { CONFLICT_CODES, type SeatBook, countedTaken, failedTransaction, type TicketSeatRecord } from './seat-book';
import { WAITING_PLACES } from './waiting-book';

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
    if ((await this.book.storedCounters(event.id)).length === 0) await this.setCapacity(event);
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
    if ((await this.book.storedCounters(event.id)).length === 0) await this.setCapacity(event);
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

  /**
   * Sizes the counters to the capacity; seats numbered at or beyond a lowered capacity move to
   * free numbers below it. Counters are recounted from the seats.
   */
  async setCapacity(event: EventDocument): Promise<void> {
    const storedCounters = await this.book.storedCounters(event.id);
    const firstTime = storedCounters.length === 0;
    const stored = await this.book.storedSeats(event.id);
    const unseated = firstTime ? await this.seatsForUnseatedTickets(event, stored) : [];
    const seats = [...stored, ...unseated];
    if (event.capacity !== null && seats.length > event.capacity) throw new CapacityBelowSeatsTaken(seats.length);
    const numbers = new Set(seats.map((seat) => seat.number));
    const moving = event.capacity === null ? [] : seats.filter((seat) => seat.number >= (event.capacity ?? 0));
    const targets = freeSeatNumbers(numbers, moving.length);
    const writes: Array<(batch: WriteBatch) => void> = unseated.map((seat) => (batch) => {
      batch.set(this.book.seat(seat.id), seat);
      if (seat.ticketId)
        batch.set(this.book.ticketSeat(seat.ticketId), {
          id: seat.ticketId,
          eventId: event.id,
          seat: seat.number,
          counter: seat.counter,
        } satisfies TicketSeatRecord);
    });
    const final: SeatRecord[] = seats.filter((seat) => !moving.includes(seat));
    for (const [index, seat] of moving.entries()) {
      const number = targets[index] ?? seat.number;
      const moved = { ...seat, id: seatId(event.id, number), number };
      final.push(moved);
      const ticket =
        seat.ticketId && seat.collection
          ? ((await getDoc(doc(this.db, seat.collection, seat.ticketId))).data() as DocumentOf<TicketCollection> | undefined)
          : undefined;
      const key = ticket ? await getDoc(this.book.key(ticketKeyId(event.id, ticket.email))) : null;
      writes.push((batch) => {
        batch.delete(this.book.seat(seat.id));
        batch.set(this.book.seat(moved.id), moved);
        if (key?.exists()) batch.update(key.ref, { seat: number });
        if (seat.ticketId)
          batch.set(this.book.ticketSeat(seat.ticketId), {
            id: seat.ticketId,
            eventId: event.id,
            seat: number,
            counter: counterOf(number, event.capacity),
          } satisfies TicketSeatRecord);
        if (seat.heldFor) batch.update(doc(this.db, WAITING_PLACES, seat.heldFor), { seat: number });
      });
    }
    for (const seat of final) {
      const counter = counterOf(seat.number, event.capacity);
      if (counter === seat.counter) continue;
      writes.push((batch) => {
        batch.set(this.book.seat(seat.id), { ...seat, counter });
        if (seat.ticketId)
          batch.set(this.book.ticketSeat(seat.ticketId), {
            id: seat.ticketId,
            eventId: event.id,
            seat: seat.number,
            counter,
          } satisfies TicketSeatRecord);
      });
    }
    const counters = countersFor(
      event.id,
      event.capacity,
      final.map((seat) => seat.number),
    );
    const wanted = new Set(counters.map((counter) => counter.id));
    for (const counter of counters) writes.push((batch) => void batch.set(this.book.counter(counter.id), counter));
    for (const stale of storedCounters) if (!wanted.has(stale.id)) writes.push((batch) => void batch.delete(this.book.counter(stale.id)));
    await guarded(STORE_LOG_PREFIX.update, async () => {
      for (const part of chunk(writes, WRITE_CHUNK_SIZE / 2)) {
        const batch = writeBatch(this.db);
        for (const write of part) write(batch);
        await batch.commit();
      }
    });
  }

  /**
   * Seats for the tickets of an event whose seats were never counted (stored by an older
   * version, which counted them on the event): the lowest free numbers, so that they count.
   */
  private async seatsForUnseatedTickets(event: EventDocument, seats: readonly SeatRecord[]): Promise<SeatRecord[]> {
    const collection = ticketCollectionFor(event.kind);
    const tickets = await guarded(STORE_LOG_PREFIX.list, () => getDocs(this.book.ofEvent(collection, event.id)));
    const seated = new Set(seats.map((seat) => seat.ticketId));
    const unseated = tickets.docs.filter((ticket) => !seated.has(ticket.id) && !ticket.get('cancelledAt'));
    const numbers = freeSeatNumbers(new Set(seats.map((seat) => seat.number)), unseated.length);
    return unseated.map((ticket, index) => {
      const number = numbers[index] ?? 0;
      return takenSeat(event.id, number, counterOf(number, event.capacity), ticket.id, collection);
    });
  }
}
