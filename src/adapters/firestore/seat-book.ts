import {
  arrayRemove,
  arrayUnion,
  collection as collectionRef,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  where,
  type DocumentReference,
  type FieldValue,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { normaliseEmail } from '../../domain/shared/email';
import type { Clock } from '../../application/ports/clock.port';
import type { IssueRequest } from '../../application/ports/ticket-ledger.port';
import { StoreBusyError } from '../../application/ports/store-errors';
import { STORE_LOG_PREFIX, withoutUndefined } from '../shared/store-log';
import type { TicketKeyRecord } from '../shared/ticket-keys';
import { registrationEntry } from './directory-entries';
import { firestoreCode, guarded, toStoreError } from './firestore-errors';
import { answeredWithin } from './request-patience';
import { BUSY_PATIENCE_MS, RACES, TRANSIENT_CODES, boundedFromServer, busyWait } from './retries';
import { OVERFLOW, counterId, listsSeats, seatId, takenSeat, type CounterId, type SeatCounter, type SeatRecord } from './seat-counters';

/** Codes of a write worth another try: transient, or a conflict with a write that came first. */
export const CONFLICT_CODES: ReadonlySet<string> = new Set([...TRANSIENT_CODES, 'already-exists', 'failed-precondition']);

/** A refusal that was no race: logged as the store logs, and in the port's terms. */
export function failedTransaction(error: unknown): unknown {
  console.error(STORE_LOG_PREFIX.transaction, error);
  return toStoreError(error, STORE_LOG_PREFIX.transaction);
}

/** A counter's change: server-side transforms only, so that no write reads a counter first. */
export type CounterChange = { taken: FieldValue; takenSeats?: FieldValue };

/** Seats `numbers`, on counter `counter`, taken: counted, and listed where the counter lists seats (seat-counters.ts). */
export function countedTaken(numbers: readonly number[], counter: CounterId, capacity: number | null): CounterChange {
  return { taken: increment(numbers.length), ...(listsSeats(counter, capacity) ? { takenSeats: arrayUnion(...numbers) } : {}) };
}

/** Seats `numbers` given back: counted off, and off the list. */
export function countedFreed(numbers: readonly number[]): CounterChange {
  return { taken: increment(-numbers.length), takenSeats: arrayRemove(...numbers) };
}

/** How long firestore.rules let a resize's mark on the counters count, from its server time: the longest a resize cut short keeps an event's seats still. */
export const RESIZE_MARK_MINUTES = 2;

/**
 * The mark of a resize on each counter of the event (seat-resize.ts): while it counts,
 * firestore.rules refuse every visitor's change to the counter, so no seat of the event comes or
 * goes but by administrators. Public, like the counter: a registration refused meanwhile sees it.
 */
export const resizeMark = (): { resizing: FieldValue } => ({ resizing: serverTimestamp() });

/** Whether an administrator is resizing the event these counters count (its counters marked). */
export const isResizing = (counters: readonly SeatCounter[]) => counters.some((counter) => counter.resizing !== undefined);

/**
 * Whether a counter's mark still counts at `now` (the server's time, as the app's clock gives it),
 * against the server's time of the mark. Judged by the device's own clock, a laptop 20 minutes
 * fast took another administrator's resize as over, and its seat writes were refused by the rules.
 */
export function isMarkStanding(counter: Pick<SeatCounter, 'resizing'> | undefined, now: number): boolean {
  if (counter?.resizing === undefined) return false;
  const markedAt = (counter.resizing as { toMillis?: () => number }).toMillis?.();
  return markedAt === undefined || now < markedAt + RESIZE_MARK_MINUTES * 60_000;
}

/** An administrator's transaction met a resize's mark on the event's counters: it wrote nothing, and waits. */
export class SeatsBeingResized extends Error {}

/**
 * The counter whose mark administrators' seat writes read (every event with counters has
 * counter 0, and a resize marks it with the others). Read in their transaction, it also makes
 * their commit fail if a resize marks it in between: such a write lands before the resize reads
 * the seats, or waits until it is over.
 */
const MARK_READ_ON = 0;

/** Which seat a ticket holds, readable by whoever holds the ticket's id (its secret). */
export type TicketSeatRecord = { id: string; eventId: string; seat: number; counter: CounterId };

/** A ticket on a seat, as its seat, key and ticket's seat say. */
export type KeyedSeat = {
  eventId: string;
  collection: TicketCollection;
  ticketId: string;
  keyId: string;
  number: number;
  counter: CounterId;
  createdAt: string;
};

/**
 * A ticket about to be stored on a seat: what the seat, key, ticket and directory entry say.
 * `personId`: the e-mail's id in the directory (person-ids.ts), where the request's entry goes;
 * without it, no entry is written (the person is in the directory already).
 */
export type SeatedTicket = {
  request: IssueRequest;
  keyId: string;
  number: number;
  counter: CounterId;
  ticket: DocumentReference;
  personId?: string;
};

/**
 * The documents the Firestore ledger keeps beside the tickets (seat-counters.ts explains them):
 * where they are, and their reads. Everything here goes through Firestore Lite, one request per
 * read or write: a device's cache may hold none or old ones (an empty answer from it would read
 * as "closed" or "free"), and the full SDK's reads from the server wait on its listen stream
 * (create-firestore.ts says why that is no place for a registration).
 */
export class SeatBook {
  static readonly KEYS = 'ticketKeys';
  static readonly SEATS = 'seats';
  static readonly COUNTERS = 'seatCounters';
  /** `ticketSeats/{ticketId}`: the seat a ticket holds, for whoever holds the ticket (cancelling frees it). */
  static readonly TICKET_SEATS = 'ticketSeats';

  constructor(
    private readonly db: Firestore,
    /** Whether the device says it has a network: a write offline is not tried again. */
    readonly isOnline: () => boolean,
    /** How long each request waits for its answer (request-patience.ts). */
    private readonly patienceMs: number,
    /** The use cases' clock (the server's time in the app): a resize's mark is judged by it, as the rules judge it. */
    private readonly clock: Clock,
  ) {}

  key(id: string): DocumentReference {
    return doc(this.db, SeatBook.KEYS, id);
  }

  seat(id: string): DocumentReference {
    return doc(this.db, SeatBook.SEATS, id);
  }

  counter(id: string): DocumentReference {
    return doc(this.db, SeatBook.COUNTERS, id);
  }

  ticketSeat(ticketId: string): DocumentReference {
    return doc(this.db, SeatBook.TICKET_SEATS, ticketId);
  }

  ofEvent(name: string, eventId: string) {
    return query(collectionRef(this.db, name), where('eventId', '==', eventId));
  }

  /** A read from the server, each try bounded in time, tried again while the device is online (retries.ts). */
  fromServer<T>(read: () => Promise<T>): Promise<T> {
    return boundedFromServer(read, this.isOnline, this.patienceMs);
  }

  /**
   * An administrator's write, tried again while the server says it is busy and the device is
   * online: in a rush its locks time out ("aborted") behind the visitors' claims. `write` must
   * build its batch anew each time, and be the same writes each time.
   */
  async patientlyWritten(write: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.answered(write());
      } catch (error) {
        if (attempt >= RACES || !this.isOnline() || !TRANSIENT_CODES.has(firestoreCode(error))) throw error;
        await busyWait(attempt);
      }
    }
  }

  /** In an administrator's transaction: refuses with `SeatsBeingResized` while the event's seats are being resized. */
  async notResizing(transaction: Transaction, eventId: string): Promise<void> {
    const counter = (await transaction.get(this.counter(counterId(eventId, MARK_READ_ON)))).data() as SeatCounter | undefined;
    if (isMarkStanding(counter, this.clock.now().getTime())) throw new SeatsBeingResized();
  }

  /** Whether a resize's mark on the event's counters stands now, as read from the server. */
  async markStands(eventId: string): Promise<boolean> {
    const counter = await this.fromServer(() => getDoc(this.counter(counterId(eventId, MARK_READ_ON))));
    return isMarkStanding(counter.data() as SeatCounter | undefined, this.clock.now().getTime());
  }

  /**
   * An administrator's seat write (`notResizing` in its transaction) tried again once the resize
   * of the event `eventOf` names is over, waiting as a registration waits for a busy server, as
   * long. A refusal by the rules is such a wait too when the mark stands: it landed between the
   * transaction's read and its commit (firestore.rules refuse administrators' counts meanwhile).
   * With no mark standing by the time it is read, the resize may have ended meanwhile: the write
   * is tried once more, and only a second such refusal is the rules' own.
   */
  async afterResizes<T>(eventOf: () => string | undefined, write: () => Promise<T>): Promise<T> {
    const started = Date.now();
    let refusedWithoutMark = 0;
    for (let waits = 0; ; waits += 1) {
      try {
        return await write();
      } catch (error) {
        const eventId = eventOf();
        const refused = firestoreCode(error) === 'permission-denied';
        const resizing = error instanceof SeatsBeingResized || (refused && eventId !== undefined && (await this.markStands(eventId)));
        if (!resizing && refused && eventId !== undefined && refusedWithoutMark++ === 0) continue;
        if (!resizing) throw refused ? failedTransaction(error) : error;
        if (Date.now() - started > BUSY_PATIENCE_MS) {
          console.error(STORE_LOG_PREFIX.transaction, error);
          throw new StoreBusyError(STORE_LOG_PREFIX.transaction);
        }
        await busyWait(waits);
      }
    }
  }

  /** One request's answer, or a failure once it is later than the patience allows. */
  answered<T>(request: Promise<T>): Promise<T> {
    return answeredWithin(this.patienceMs, request);
  }

  async storedCounters(eventId: string): Promise<SeatCounter[]> {
    const found = await guarded(STORE_LOG_PREFIX.list, () => this.fromServer(() => getDocs(this.ofEvent(SeatBook.COUNTERS, eventId))));
    return found.docs.map((document) => document.data() as SeatCounter);
  }

  /** The event's seats: administrators only (they name tickets). */
  async storedSeats(eventId: string): Promise<SeatRecord[]> {
    const found = await guarded(STORE_LOG_PREFIX.list, () => this.answered(getDocs(this.ofEvent(SeatBook.SEATS, eventId))));
    return found.docs.map((document) => document.data() as SeatRecord);
  }

  /** The seats that hold this ticket (one, unless something went wrong). */
  async seatsOf(ticketId: string): Promise<SeatRecord[]> {
    const found = await guarded(STORE_LOG_PREFIX.list, () =>
      this.answered(getDocs(query(collectionRef(this.db, SeatBook.SEATS), where('ticketId', '==', ticketId)))),
    );
    return found.docs.map((document) => document.data() as SeatRecord);
  }

  /** A visitor may read a key only while it does not exist: a refusal means the e-mail holds a ticket. */
  keyIsTaken(keyId: string): Promise<boolean> {
    return this.exists(this.key(keyId));
  }

  /** Likewise a seat: a refusal means it is somebody's. */
  seatIsTaken(id: string): Promise<boolean> {
    return this.exists(this.seat(id));
  }

  /** The first of `tickets` this device sent that landed, read one by one: anyone may read a ticket whose id they hold. */
  async firstLanded(tickets: readonly DocumentReference[]): Promise<DocumentReference | undefined> {
    for (const ticket of tickets) if ((await this.fromServer(() => getDoc(ticket))).exists()) return ticket;
    return undefined;
  }

  /** Whether a private document exists, for someone who may read it only while it does not. */
  async exists(reference: DocumentReference): Promise<boolean> {
    try {
      return (await this.fromServer(() => getDoc(reference))).exists();
    } catch (error) {
      if (firestoreCode(error) === 'permission-denied') return true;
      throw error;
    }
  }

  /** Writes a change of `countedTaken` or `countedFreed` on a counter (creating the overflow counter when it is first needed). */
  count(
    writer: Pick<Transaction, 'set' | 'update'> | Pick<WriteBatch, 'set' | 'update'>,
    eventId: string,
    counter: CounterId,
    change: CounterChange,
  ): void {
    const reference = this.counter(counterId(eventId, counter));
    // Transactions and batches take the same writes; TypeScript cannot call a union of overloads.
    const writes = writer as Pick<WriteBatch, 'set' | 'update'>;
    if (counter === OVERFLOW) writes.set(reference, { id: reference.id, eventId, counter, ...change }, { merge: true });
    else writes.update(reference, change);
  }

  /** Seats given back: each deleted, and counted freed once per counter. */
  release(transaction: Transaction, seats: readonly SeatRecord[]): void {
    const freed = new Map<string, { eventId: string; counter: CounterId; numbers: number[] }>();
    for (const seat of seats) {
      transaction.delete(this.seat(seat.id));
      const id = counterId(seat.eventId, seat.counter);
      const counted = freed.get(id) ?? { eventId: seat.eventId, counter: seat.counter, numbers: [] };
      counted.numbers.push(seat.number);
      freed.set(id, counted);
    }
    for (const { eventId, counter, numbers } of freed.values()) this.count(transaction, eventId, counter, countedFreed(numbers));
  }

  /** The writes that put a ticket on its seat: the seat, the e-mail's key, the ticket, its directory entry. */
  seatTicket(writer: Transaction | WriteBatch, { request, keyId, number, counter, ticket, personId }: SeatedTicket): void {
    // Transactions and batches take the same writes; TypeScript cannot call a union of overloads.
    const writes = writer as Pick<WriteBatch, 'set'>;
    const { event, fields, now, directoryEntry } = request;
    const collection = ticketCollectionFor(event.kind);
    const email = normaliseEmail(fields.email);
    this.seatAndKey(writer, { eventId: event.id, collection, ticketId: ticket.id, keyId, number, counter, createdAt: now.toISOString() });
    writes.set(ticket, { ...withoutUndefined(fields), email, eventId: event.id, id: ticket.id });
    if (directoryEntry && personId !== undefined)
      writes.set(doc(this.db, 'users', personId), registrationEntry({ ...directoryEntry, email }, personId, event.id));
  }

  /** A stored ticket put on seat `number`: the seat, the e-mail's key naming it, and the ticket's seat. */
  seatAndKey(writer: Transaction | WriteBatch, { eventId, collection, ticketId, keyId, number, counter, createdAt }: KeyedSeat): void {
    const writes = writer as Pick<WriteBatch, 'set'>;
    writes.set(this.seat(seatId(eventId, number)), takenSeat(eventId, number, counter, ticketId, collection));
    writes.set(this.key(keyId), { id: keyId, eventId, ticketId, collection, seat: number, createdAt } satisfies TicketKeyRecord);
    writes.set(this.ticketSeat(ticketId), { id: ticketId, eventId, seat: number, counter } satisfies TicketSeatRecord);
  }
}
