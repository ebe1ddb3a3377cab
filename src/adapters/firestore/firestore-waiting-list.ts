import { joiningRecords } from '../shared/waiting-records';
import { doc, writeBatch, type Firestore as ServerFirestore, type WriteBatch } from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import type { DocumentOf } from '../../application/ports/collections';
import type { EventDocument } from '../../domain/events/event';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { normaliseEmail } from '../../domain/shared/email';
import { holdEndsAt, isHoldOver, waitingListOpen, type PlaceState, type WaitingPlace } from '../../domain/waiting-list/waiting-list';
import type { LiveListener } from '../../application/live/live-result';
import type { Clock } from '../../application/ports/clock.port';
import type { Connectivity } from '../../application/ports/connectivity.port';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import { StoreBusyError } from '../../application/ports/store-errors';
import type {
  CancelOutcome,
  ConfirmOutcome,
  HoldPassed,
  JoinOutcome,
  JoinRequest,
  LineEntry,
  Offer,
  WaitingCounts,
  WaitingList,
  WaitingView,
} from '../../application/ports/waiting-list.port';
import { STORE_LOG_PREFIX } from '../shared/store-log';
import { ticketKeyId, type TicketKeyRecord } from '../shared/ticket-keys';
import { firestoreCode, isUnanswered } from './firestore-errors';
import type { LiveSource } from './live-source';
import { BUSY_PATIENCE_MS, RACES, busyWait, jitter } from './retries';
import { NoAnswerInTime } from './request-patience';
import { UnconfirmedWrites, type DoubtKeep, type PendingWrites } from './unconfirmed-writes';
import { CONFLICT_CODES, SeatBook, countedFreed, countedTaken, failedTransaction, type TicketSeatRecord } from './seat-book';
import { personIdFor } from './person-ids';
import { registrationEntry } from './directory-entries';
import { counterId, counterOf, freeSeatNumbers, seatId, takenSeat, type SeatRecord } from './seat-counters';
import { WAITING_PLACES, WaitingBook, type EntryRecord, type LineRecord, type PlaceRecord } from './waiting-book';

/** Codes of a refused write that may be a lost race: the line, a place or a seat moved first. */
const RACE_CODES: ReadonlySet<string> = new Set([...CONFLICT_CODES, 'permission-denied']);

/** Places read at a time when looking for the front: most of the time the first one waits. */
const FRONT_PAGE = 20;

const publicPlace = ({ id: _id, seat: _seat, ...place }: PlaceRecord): WaitingPlace => place;

/**
 * The waiting list on Firestore, written from visitors' browsers under firestore.rules (there
 * is no server of ours): each step is one batch that the rules accept only whole. A seat held
 * for a place stays a seat (`seats/…` with `heldFor` instead of `ticketId`), so it stays counted
 * and nobody registering takes it; it goes to the place at the line's front, which moves on by
 * one with it. Two browsers moving the line at once write the same front: one is refused and
 * tries the next place. Through Firestore Lite, like the seats (seat-book.ts says why).
 */
export class FirestoreWaitingList implements WaitingList {
  private readonly seats: SeatBook;
  private readonly book: WaitingBook;
  /** Per waiting key, the entries of joins not answered (unconfirmed-writes.ts). */
  private readonly unconfirmedJoins: UnconfirmedWrites;
  /** Per waiting entry, the tickets of confirmations not answered. */
  private readonly unconfirmedTickets: UnconfirmedWrites;

  constructor(
    private readonly live: LiveSource,
    private readonly db: ServerFirestore,
    private readonly connectivity: Connectivity,
    patienceMs: number,
    doubts: DoubtKeep,
    clock: Clock,
  ) {
    this.unconfirmedJoins = new UnconfirmedWrites('places', doubts);
    this.unconfirmedTickets = new UnconfirmedWrites('confirmations', doubts);
    const isOnline = () => connectivity.isOnline();
    this.seats = new SeatBook(db, isOnline, patienceMs, clock);
    this.book = new WaitingBook(db, isOnline, patienceMs);
  }

  async join(request: JoinRequest): Promise<JoinOutcome> {
    const key = this.book.key(request.event.id, normaliseEmail(request.fields.email)).id;
    return this.unconfirmedJoins.decide(key, (pending) => this.joinTrying(request, pending));
  }

  /** `pending`: entries sent in joins not answered, for the same event and e-mail. */
  private joinTrying(request: JoinRequest, pending: PendingWrites): Promise<JoinOutcome> {
    const { event } = request;
    return this.racing(async () => {
      const line = await this.book.storedLine(event.id);
      const position = line.joined;
      const { place, entry } = joiningRecords(request, position);
      const { email, id: entryId } = entry;
      const batch = writeBatch(this.db);
      batch.set(this.book.line(event.id), { ...line, joined: position + 1 } satisfies LineRecord);
      batch.set(this.book.place(event.id, position), place satisfies PlaceRecord);
      batch.set(this.book.entry(entryId), entry satisfies EntryRecord);
      batch.set(this.book.key(event.id, email), { id: `${event.id}_${email}`, eventId: event.id, position, entryId });
      batch.set(this.book.recipient(event.id, position), { id: place.id, eventId: event.id, email, entryId });
      const joined: JoinOutcome = { kind: 'joined', entryId, place: publicPlace(place) };
      const refusal = async (): Promise<JoinOutcome | null> => {
        // In a crowd, someone else took the place: a lost race, told by one read instead of three.
        if ((await this.book.storedLine(event.id)).joined !== position) return null;
        if (await this.seats.keyIsTaken(ticketKeyId(event.id, email))) return { kind: 'already-registered' };
        if (await this.seats.exists(this.book.key(event.id, email)))
          return (await this.ownPlace(pending.ids)) ?? { kind: 'already-waiting' };
        const current = await this.eventOf(event.id);
        return !current || !waitingListOpen(current) ? { kind: 'closed' } : null;
      };
      // A join that went out and was not answered may have landed: it is looked for when the key is taken.
      return this.commit(batch, joined, refusal, { pending, id: entryId });
    });
  }

  /** The place of an entry this device sent without an answer, if one landed: entries are readable by their id. */
  private async ownPlace(entryIds: readonly string[]): Promise<JoinOutcome | null> {
    for (const entryId of entryIds) {
      const entry = await this.book.read<EntryRecord>(this.book.entry(entryId));
      const place = entry && (await this.book.read<PlaceRecord>(this.book.place(entry.eventId, entry.position)));
      if (place) return { kind: 'joined', entryId, place: publicPlace(place) };
    }
    return null;
  }

  async view(entryId: string): Promise<WaitingView | null> {
    const entry = await this.book.read<EntryRecord>(this.book.entry(entryId));
    const place = entry ? await this.book.read<PlaceRecord>(this.book.place(entry.eventId, entry.position)) : undefined;
    if (!entry || !place) return null;
    const waitingAhead = await this.book.waitingBefore(entry.eventId, entry.position);
    const inDoubt = place.state === 'confirmed' && this.unconfirmedTickets.inDoubt(entryId);
    const ticketId = place.state === 'confirmed' ? await this.ticketOfPlace(entry) : undefined;
    return {
      entry,
      place: publicPlace(place),
      waitingAhead,
      ...(ticketId ? { ticketId } : {}),
      ...(inDoubt ? { confirmationInDoubt: true } : {}),
    };
  }

  /**
   * A confirmed place's ticket: its id is the entry's (`confirmTrying`); a place confirmed before
   * that was so has none to find. The place shows without it when it cannot be read (a failing
   * network): the link is an extra, the place is what the page is for.
   */
  private async ticketOfPlace(entry: EntryRecord): Promise<string | undefined> {
    try {
      const event = await this.eventOf(entry.eventId);
      const ticket = event && (await this.book.read(doc(this.db, ticketCollectionFor(event.kind), entry.id)));
      return ticket ? entry.id : undefined;
    } catch (error) {
      console.error('The ticket of a confirmed place could not be read:', error);
      return undefined;
    }
  }

  async cancelTicket(collection: TicketCollection, ticketId: string, now: Date): Promise<CancelOutcome> {
    return this.racing(async () => {
      const ticket = await this.book.read<DocumentOf<TicketCollection>>(doc(this.db, collection, ticketId));
      if (!ticket) return { kind: 'gone' };
      if (ticket.cancelledAt) return { kind: 'already-cancelled' };
      if (await this.book.read(doc(this.db, 'checkins', `${ticket.eventId}_${ticketId}`))) return { kind: 'checked-in' };
      const [event, seat] = await Promise.all([
        this.eventOf(ticket.eventId),
        this.book.read<TicketSeatRecord>(this.seats.ticketSeat(ticketId)),
      ]);
      const batch = writeBatch(this.db);
      batch.update(doc(this.db, collection, ticketId), { cancelledAt: now.toISOString() });
      batch.delete(this.seats.key(ticketKeyId(ticket.eventId, ticket.email)));
      let offered: Offer | null = null;
      if (seat && event) {
        batch.delete(this.seats.ticketSeat(ticketId));
        offered = await this.handOn(batch, event, seat.seat, now);
      }
      const cancelled: CancelOutcome = { kind: 'cancelled', eventId: ticket.eventId, email: ticket.email, name: ticket.name, offered };
      return this.commit(batch, cancelled, async () => {
        const again = await this.book.read<DocumentOf<TicketCollection>>(doc(this.db, collection, ticketId));
        if (again?.cancelledAt) return { kind: 'already-cancelled' };
        return (await this.book.read(doc(this.db, 'checkins', `${ticket.eventId}_${ticketId}`))) ? { kind: 'checked-in' } : null;
      });
    });
  }

  async confirm(entryId: string, now: Date): Promise<ConfirmOutcome> {
    return this.unconfirmedTickets.decide(entryId, (pending) => this.confirmTrying(entryId, now, pending));
  }

  /** `pending`: tickets sent in confirmations of this entry not answered. */
  private confirmTrying(entryId: string, now: Date, pending: PendingWrites): Promise<ConfirmOutcome> {
    // Until a refusal by the rules that nothing else explains: then the person may be in the directory already.
    let withDirectoryEntry = true;
    return this.racing(async () => {
      const entry = await this.book.read<EntryRecord>(this.book.entry(entryId));
      const place = entry ? await this.book.read<PlaceRecord>(this.book.place(entry.eventId, entry.position)) : undefined;
      const event = entry ? await this.eventOf(entry.eventId) : undefined;
      if (!entry || !place || !event) return { kind: 'not-offered', place: null };
      // A confirmation that went out unanswered may have landed: then its ticket is this one's.
      const collection = ticketCollectionFor(event.kind);
      const landed = place.state === 'confirmed' ? await this.ownTicket(collection, pending.ids) : null;
      if (landed) return landed;
      if (place.state !== 'offered' || place.seat === undefined) return { kind: 'not-offered', place: publicPlace(place) };
      if (isHoldOver(place, now)) {
        await this.passEndedHolds(event, now);
        return { kind: 'hold-over' };
      }
      // The ticket's id is the entry's: whoever holds the place's link finds the ticket, from any device.
      const ticket = doc(this.db, collection, entryId);
      const number = place.seat;
      const counter = counterOf(number, event.capacity);
      const createdAt = now.toISOString();
      const keyId = ticketKeyId(event.id, entry.email);
      const { organisation, phone, country, city } = entry.fields;
      const batch = writeBatch(this.db);
      batch.set(ticket, { ...entry.fields, name: entry.name, email: entry.email, eventId: event.id, id: ticket.id, createdAt });
      batch.set(this.seats.key(keyId), {
        id: keyId,
        eventId: event.id,
        ticketId: ticket.id,
        collection,
        seat: number,
        createdAt,
        waitingEntry: entryId,
      } satisfies TicketKeyRecord & { waitingEntry: string });
      batch.set(this.seats.seat(seatId(event.id, number)), takenSeat(event.id, number, counter, ticket.id, collection));
      batch.set(this.seats.ticketSeat(ticket.id), { id: ticket.id, eventId: event.id, seat: number, counter } satisfies TicketSeatRecord);
      if (withDirectoryEntry) {
        const personId = await personIdFor(entry.email);
        const person = { name: entry.name, email: entry.email, organisation, phone, country, city, createdAt, source: 'registration' };
        batch.set(doc(this.db, 'users', personId), registrationEntry(person, personId, event.id));
      }
      batch.update(this.book.place(event.id, entry.position), { state: 'confirmed' satisfies PlaceState });
      const confirmed = { kind: 'confirmed', ticketId: ticket.id, collection } as const;
      const refusal = async (code: string): Promise<ConfirmOutcome | null> => {
        if (await this.seats.keyIsTaken(keyId)) return (await this.ownTicket(collection, pending.ids)) ?? { kind: 'already-registered' };
        const again = await this.book.read<PlaceRecord>(this.book.place(event.id, entry.position));
        if (again && isHoldOver(again, now)) return { kind: 'hold-over' };
        if (again?.state !== 'offered') return { kind: 'not-offered', place: again ? publicPlace(again) : publicPlace(place) };
        // Refused by the rules, not a conflict: the ticket goes alone next time (adding to the
        // directory never blocks it).
        if (code === 'permission-denied') withDirectoryEntry = false;
        return null;
      };
      return this.commit(batch, confirmed, refusal, { pending, id: ticket.id });
    });
  }

  /** The ticket of a confirmation this device sent without an answer, if one landed: tickets are readable by their id. */
  private async ownTicket(collection: TicketCollection, ticketIds: readonly string[]): Promise<ConfirmOutcome | null> {
    const landed = await this.seats.firstLanded(ticketIds.map((ticketId) => doc(this.db, collection, ticketId)));
    return landed ? { kind: 'confirmed', ticketId: landed.id, collection } : null;
  }

  async passEndedHolds(event: EventDocument, now: Date): Promise<HoldPassed[]> {
    const passed: HoldPassed[] = [];
    for (const place of await this.book.offeredPlaces(event.id)) {
      if (!isHoldOver(place, now)) continue;
      const offered = await this.release(event, place.position, 'expired', now);
      if (offered !== undefined) passed.push({ expired: { ...publicPlace(place), state: 'expired' }, offered });
    }
    return passed;
  }

  async offerFreeSeats(event: EventDocument, now: Date): Promise<Offer[]> {
    const offers: Offer[] = [];
    // The seats are read once; a number a registration takes meanwhile is passed over.
    const taken = new Set((await this.seats.storedSeats(event.id)).map((seat) => seat.number));
    for (;;) {
      const [number] = freeSeatNumbers(taken, 1);
      if (number === undefined || (event.capacity !== null && number >= event.capacity)) return offers;
      taken.add(number);
      const offer = await this.racing(async () => {
        // As stored now: another administrator may have resized the seats meanwhile.
        const current = await this.eventOf(event.id);
        if (!current || (current.capacity !== null && number >= current.capacity)) return null;
        const batch = writeBatch(this.db);
        const made = await this.offer(batch, current, number, now);
        if (!made) return null;
        const counter = counterOf(number, current.capacity);
        this.seats.count(batch, event.id, counter, countedTaken([number], counter, current.capacity));
        return this.commit(batch, made, async () =>
          (await this.book.read(this.seats.seat(seatId(event.id, number)))) ? ('taken' as const) : null,
        );
      });
      if (offer === 'taken') continue;
      if (!offer) return offers;
      offers.push(offer);
    }
  }

  async line(eventId: string): Promise<LineEntry[]> {
    const [places, entries] = await Promise.all([this.book.placesFrom(eventId, 0), this.book.entries(eventId)]);
    const byPosition = new Map(entries.map((entry) => [entry.position, entry]));
    return places.map((place) => ({ place: publicPlace(place), entry: byPosition.get(place.position) ?? null }));
  }

  async remove(event: EventDocument, position: number, now: Date): Promise<Offer | null> {
    return (await this.release(event, position, 'removed', now)) ?? null;
  }

  watchCounts(onChange: LiveListener<WaitingCounts>, onError: (error: Error) => void): Unsubscribe {
    const inLine = { collection: WAITING_PLACES, where: [{ field: 'state', op: 'in', value: ['waiting', 'offered'] }] } as const;
    return this.live.watch<PlaceRecord>(
      inLine,
      (places, info) => {
        const counts = new Map<string, { waiting: number; offered: number }>();
        for (const place of places) {
          const count = counts.get(place.eventId) ?? { waiting: 0, offered: 0 };
          if (place.state === 'waiting' || place.state === 'offered') count[place.state] += 1;
          counts.set(place.eventId, count);
        }
        onChange(counts, info);
      },
      onError,
    );
  }

  /**
   * The place at `position` leaves the line (`expired`, `removed`); a seat it held goes to the
   * front or is freed. Undefined when it had left already (another browser did it first).
   */
  private async release(
    event: EventDocument,
    position: number,
    state: 'expired' | 'removed',
    now: Date,
  ): Promise<Offer | null | undefined> {
    return this.racing(async () => {
      const place = await this.book.read<PlaceRecord>(this.book.place(event.id, position));
      if (!place || (place.state !== 'waiting' && place.state !== 'offered')) return undefined;
      if (state === 'expired' && !isHoldOver(place, now)) return undefined;
      const batch = writeBatch(this.db);
      batch.update(this.book.place(event.id, position), { state });
      // The seat's counter as the capacity stored now says (it may have been resized since `event` was read).
      const current = (await this.eventOf(event.id)) ?? event;
      const offered = place.state === 'offered' && place.seat !== undefined ? await this.handOn(batch, current, place.seat, now) : null;
      return this.commit(batch, offered, async () => null);
    });
  }

  /** A seat given up in this batch: held for the front of the line, or freed when nobody waits. */
  private async handOn(batch: WriteBatch, event: EventDocument, number: number, now: Date): Promise<Offer | null> {
    const offered = await this.offer(batch, event, number, now);
    if (offered) return offered;
    batch.delete(this.seats.seat(seatId(event.id, number)));
    batch.update(this.seats.counter(counterId(event.id, counterOf(number, event.capacity))), {
      ...countedFreed([number]),
      lastFreed: number,
    });
    return null;
  }

  /** Holds seat `number` for the place at the front, moving the front past it; null when nobody waits. */
  private async offer(batch: WriteBatch, event: EventDocument, number: number, now: Date): Promise<Offer | null> {
    const front = await this.frontPlace(event.id);
    if (!front) return null;
    const heldUntil = holdEndsAt(event, now);
    const hold: SeatRecord = {
      id: seatId(event.id, number),
      eventId: event.id,
      number,
      counter: counterOf(number, event.capacity),
      heldFor: front.id,
      heldUntil,
    };
    batch.set(this.seats.seat(hold.id), hold);
    batch.update(this.book.place(event.id, front.position), { state: 'offered' satisfies PlaceState, heldUntil, seat: number });
    batch.update(this.book.line(event.id), { front: front.position + 1 });
    return { place: { ...publicPlace(front), state: 'offered', heldUntil } };
  }

  /**
   * The first place still waiting, the line's front moved past the places before it that left.
   * Read a page at a time: a freed seat should not read the whole line behind the front.
   */
  private async frontPlace(eventId: string): Promise<PlaceRecord | null> {
    const line = await this.book.storedLine(eventId);
    for (let from = line.front; from < line.joined;) {
      const page = await this.book.placesFrom(eventId, from, FRONT_PAGE);
      const waiting = page.find((place) => place.state === 'waiting');
      if (waiting) {
        if (waiting.position > line.front) await this.moveFront(line, waiting.position);
        return waiting;
      }
      if (page.length < FRONT_PAGE) return null;
      from = (page.at(-1)?.position ?? from) + 1;
    }
    return null;
  }

  /**
   * Moves the front one place at a time (the rules check each place passed has left the line).
   * Another browser may have moved it since the line was read: the rules then refuse the move,
   * which is a lost race, so the whole step reads the line again.
   */
  private async moveFront(line: LineRecord, to: number): Promise<void> {
    for (let front = line.front; front < to; front += 1) {
      await this.commit(writeBatch(this.db).update(this.book.line(line.eventId), { front: front + 1 }), undefined, async () => null);
    }
  }

  private eventOf(eventId: string): Promise<EventDocument | undefined> {
    return this.book.read<EventDocument>(doc(this.db, 'events', eventId));
  }

  /**
   * Commits; a refusal is explained by `refusal` (given its code) when it can, else counted as a lost race.
   * `inDoubt`: the id this commit writes is pending from before it goes until an answer comes.
   */
  private async commit<T, R>(
    batch: WriteBatch,
    done: T,
    refusal: (code: string) => Promise<R | null>,
    inDoubt?: { pending: PendingWrites; id: string },
  ): Promise<T | R> {
    inDoubt?.pending.sending(inDoubt.id);
    try {
      await this.seats.answered(batch.commit());
      return done;
    } catch (error) {
      if (!isUnanswered(error)) inDoubt?.pending.answered(inDoubt.id);
      // Without network nothing is decided: the person is told so, not that the server is busy;
      // nor is a commit the server never answered tried again, each try waiting as long.
      const offline = isUnanswered(error) && !this.connectivity.isOnline();
      if (offline || error instanceof NoAnswerInTime || !RACE_CODES.has(firestoreCode(error))) throw failedTransaction(error);
      const reason = await refusal(firestoreCode(error));
      if (reason !== null) return reason;
      throw new LostRace(error);
    }
  }

  /**
   * Runs a step again after a lost race (the line, a place or a seat moved meanwhile): RACES
   * times at once, then, while the device is online, on a growing wait for as long as a busy
   * server is tried (BUSY_PATIENCE_MS). Why: every join writes the line's one document, so a crowd
   * joining a full event's line at the same moment loses race after race; after twelve, 117 of
   * 150 visitors on the emulator were told the server was busy (docs/decisions.md).
   */
  private async racing<T>(step: () => Promise<T>): Promise<T> {
    const started = Date.now();
    for (let races = 0; ; races += 1) {
      try {
        return await step();
      } catch (error) {
        if (!(error instanceof LostRace)) throw error;
        const patient = this.connectivity.isOnline() && Date.now() - started < BUSY_PATIENCE_MS;
        if (races >= RACES && !patient) {
          console.error(STORE_LOG_PREFIX.transaction, error.cause);
          throw new StoreBusyError(STORE_LOG_PREFIX.transaction);
        }
        await (races < RACES ? jitter(races) : busyWait(races - RACES));
      }
    }
  }
}

class LostRace extends Error {
  constructor(override readonly cause: unknown) {
    super('Lost a race on the waiting list.');
  }
}
