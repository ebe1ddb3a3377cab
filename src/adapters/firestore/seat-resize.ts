import { deleteField, doc, getDoc, getDocs, runTransaction, writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import type { EventDocument } from '../../domain/events/event';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { DocumentNotFoundError } from '../../application/ports/store-errors';
import { CapacityBelowSeatsTaken } from '../../application/ports/ticket-ledger.port';
import { STORE_LOG_PREFIX, WRITE_CHUNK_SIZE, chunk } from '../shared/store-log';
import { ticketKeyId } from '../shared/ticket-keys';
import { firestoreCode, guarded } from './firestore-errors';
import { RACES } from './retries';
import { counterOf, countersFor, freeSeatNumbers, isSizedFor, takenSeat, seatId, type SeatCounter, type SeatRecord } from './seat-counters';
import { RESIZE_MARK_MINUTES, resizeMark, type SeatBook, type TicketSeatRecord } from './seat-book';
import { WAITING_PLACES } from './waiting-book';

const EVENTS = 'events' satisfies CollectionName;
/** A mark older than this is written again, well before the rules stop counting it. */
const MARK_RENEWED_AFTER_MS = (RESIZE_MARK_MINUTES * 60_000) / 2;
/** Seats rewritten per transaction: up to five writes each, under Firestore's 500. */
const SEATS_PER_TRANSACTION = 80;

/** A seat to write again: on another number (a lowered capacity), or counted on another counter. */
type Rewrite = { seat: SeatRecord; number: number };

/**
 * Sizes an event's seats to a new capacity on Firestore, while registrations go on. The event's
 * counters are marked first (`resizing`): firestore.rules then refuse every visitor's change to
 * them, and as each seat created or deleted is counted in the same write, the seats and counters
 * read are the ones rewritten. The capacity is saved on the event in the batch that writes the
 * counters anew, without the mark (docs/decisions.md, "An event saved during a registration rush").
 */
export class SeatResize {
  private markedAt = 0;

  constructor(
    private readonly db: Firestore,
    private readonly book: SeatBook,
  ) {}

  /** Nothing is written when the event already has this capacity and its counters. */
  async setCapacity(event: EventDocument): Promise<void> {
    const counters = await this.book.storedCounters(event.id);
    if ((await this.storedEvent(event.id)).capacity === event.capacity && isSizedFor(counters, event.capacity)) return;
    // Without counters no visitor can register (their pages say closed): nothing to hold still.
    if (counters.length === 0) return this.resize(event, counters);
    // Another administrator's resize of the event is let finish first. `afterResizes` tells a
    // refusal that was such a race (the server's own code, so it is translated only after it)
    // from one that was not.
    const marked = await guarded(STORE_LOG_PREFIX.update, () =>
      this.book.afterResizes(
        () => event.id,
        () => this.markedFirst(event.id),
      ),
    );
    try {
      // Removed while the counters were marked: told as gone before anything is rewritten.
      await this.storedEvent(event.id);
      await this.resize(event, marked);
    } catch (error) {
      await this.unmark(marked).catch((failed: unknown) => console.error(STORE_LOG_PREFIX.update, failed));
      throw error;
    }
  }

  /**
   * Marks every counter of the event, in a transaction that reads the mark of another resize
   * (`SeatBook.notResizing`): two resizes of one event never overlap. The counters as stored once
   * marked; those created in between (by a resize that ended meanwhile) are marked too.
   */
  private async markedFirst(eventId: string): Promise<SeatCounter[]> {
    for (let tries = 0; ; tries += 1) {
      const counters = await this.book.storedCounters(eventId);
      try {
        await this.book.patientlyWritten(() =>
          runTransaction(this.db, async (transaction) => {
            await this.book.notResizing(transaction, eventId);
            for (const counter of counters) transaction.update(this.book.counter(counter.id), resizeMark());
          }),
        );
      } catch (error) {
        // A counter removed since the read, by a resize that ended in between: read them again.
        if (firestoreCode(error) === 'not-found' && tries < RACES) continue;
        throw error;
      }
      this.markedAt = Date.now();
      const marked = await this.book.storedCounters(eventId);
      const unmarked = marked.filter((counter) => counter.resizing === undefined);
      if (unmarked.length > 0) await this.mark(unmarked);
      return marked;
    }
  }

  /** Counters for an event that has none (saved before seats were counted this way), at its stored capacity. */
  async setUp(eventId: string): Promise<void> {
    return this.resize(await this.storedEvent(eventId), []);
  }

  private async storedEvent(eventId: string): Promise<EventDocument> {
    const stored = await guarded(STORE_LOG_PREFIX.list, () => this.book.fromServer(() => getDoc(doc(this.db, EVENTS, eventId))));
    if (!stored.exists()) throw new DocumentNotFoundError(EVENTS, eventId);
    return stored.data() as EventDocument;
  }

  private async resize(event: EventDocument, counters: readonly SeatCounter[]): Promise<void> {
    const stored = await this.book.storedSeats(event.id);
    const unseated = counters.length === 0 ? await this.seatsForUnseatedTickets(event, stored) : [];
    const seats = [...stored, ...unseated];
    if (event.capacity !== null && seats.length > event.capacity) throw new CapacityBelowSeatsTaken(seats.length);
    const beyond = event.capacity === null ? [] : seats.filter((seat) => seat.number >= (event.capacity ?? 0));
    const targets = freeSeatNumbers(new Set(seats.map((seat) => seat.number)), beyond.length);
    const moved = new Map(beyond.map((seat, index) => [seat.id, targets[index] ?? seat.number]));
    const final = seats.map((seat) => ({ seat, number: moved.get(seat.id) ?? seat.number }));
    const rewrites = final.filter(({ seat, number }) => number !== seat.number || counterOf(number, event.capacity) !== seat.counter);
    await guarded(STORE_LOG_PREFIX.update, async () => {
      for (const part of chunk(unseated, WRITE_CHUNK_SIZE / 2)) {
        await this.book.patientlyWritten(() => {
          const batch = writeBatch(this.db);
          for (const seat of part) this.seatWritten(batch, event.id, seat);
          return batch.commit();
        });
      }
      for (const part of chunk(rewrites, SEATS_PER_TRANSACTION)) {
        if (Date.now() - this.markedAt > MARK_RENEWED_AFTER_MS && counters.length > 0) await this.mark(counters);
        await this.book.patientlyWritten(() => this.rewritten(event, part));
      }
      // One batch (101 counters written and 101 deleted at most): the counters without the mark
      // and the capacity they count for land together.
      const written = countersFor(
        event.id,
        event.capacity,
        final.map(({ number }) => number),
      );
      const wanted = new Set(written.map((counter) => counter.id));
      await this.book.patientlyWritten(() => {
        const batch = writeBatch(this.db);
        for (const counter of written) batch.set(this.book.counter(counter.id), counter);
        for (const stale of counters) if (!wanted.has(stale.id)) batch.delete(this.book.counter(stale.id));
        batch.update(doc(this.db, EVENTS, event.id), { capacity: event.capacity });
        return batch.commit();
      });
    });
  }

  /**
   * Seats written again from what they hold now, not from the read that planned them: a held
   * seat may be confirmed, or a ticket's seat held for the waiting list, meanwhile.
   */
  private rewritten(event: EventDocument, rewrites: readonly Rewrite[]): Promise<void> {
    return runTransaction(this.db, async (transaction) => {
      const fresh = await Promise.all(rewrites.map(({ seat }) => transaction.get(this.book.seat(seat.id))));
      const now = fresh.map((snapshot) => snapshot.data() as SeatRecord | undefined);
      const tickets = await Promise.all(
        now.map((seat) =>
          seat?.ticketId && seat.collection ? transaction.get(doc(this.db, seat.collection, seat.ticketId)) : Promise.resolve(null),
        ),
      );
      const keys = await Promise.all(
        tickets.map((ticket) => {
          const email = (ticket?.data() as DocumentOf<TicketCollection> | undefined)?.email;
          return email ? transaction.get(this.book.key(ticketKeyId(event.id, email))) : Promise.resolve(null);
        }),
      );
      for (const [index, { number }] of rewrites.entries()) {
        const seat = now[index];
        if (!seat) continue;
        const counter = counterOf(number, event.capacity);
        const id = seatId(event.id, number);
        if (id !== seat.id) transaction.delete(this.book.seat(seat.id));
        transaction.set(this.book.seat(id), { ...seat, id, number, counter });
        if (seat.ticketId)
          transaction.set(this.book.ticketSeat(seat.ticketId), {
            id: seat.ticketId,
            eventId: event.id,
            seat: number,
            counter,
          } satisfies TicketSeatRecord);
        const key = keys[index];
        if (key?.exists() && number !== seat.number) transaction.update(key.ref, { seat: number });
        if (seat.heldFor && number !== seat.number) transaction.update(doc(this.db, WAITING_PLACES, seat.heldFor), { seat: number });
      }
    });
  }

  private seatWritten(batch: WriteBatch, eventId: string, seat: SeatRecord): void {
    batch.set(this.book.seat(seat.id), seat);
    if (seat.ticketId)
      batch.set(this.book.ticketSeat(seat.ticketId), {
        id: seat.ticketId,
        eventId,
        seat: seat.number,
        counter: seat.counter,
      } satisfies TicketSeatRecord);
  }

  /** Every counter of the event marked (again): from now on no visitor changes them, nor the seats they count. */
  private async mark(counters: readonly SeatCounter[]): Promise<void> {
    await guarded(STORE_LOG_PREFIX.update, () =>
      this.book.patientlyWritten(() => {
        const batch = writeBatch(this.db);
        for (const counter of counters) batch.update(this.book.counter(counter.id), resizeMark());
        return batch.commit();
      }),
    );
    this.markedAt = Date.now();
  }

  /** A resize refused or failed: registrations go on at once rather than when the marks stop counting. */
  private async unmark(counters: readonly SeatCounter[]): Promise<void> {
    const batch = writeBatch(this.db);
    for (const counter of counters) batch.update(this.book.counter(counter.id), { resizing: deleteField() });
    await batch.commit();
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
