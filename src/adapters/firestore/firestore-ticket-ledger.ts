import {
  collection as collectionRef,
  doc,
  runTransaction,
  writeBatch,
  type DocumentReference,
  type Firestore as ServerFirestore,
} from 'firebase/firestore/lite';
import type { TicketCollection } from '../../domain/collections';
import type { DocumentOf } from '../../application/ports/collections';
import { admission, type EventDocument } from '../../domain/events/event';
import type { DuplicateGroup } from '../../domain/people/duplicates';
import type { ImportReport } from '../../domain/people/import-plan';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { normaliseEmail } from '../../domain/shared/email';
import type { LiveListener } from '../../application/live/live-result';
import type { Clock } from '../../application/ports/clock.port';
import type { Connectivity } from '../../application/ports/connectivity.port';
import type { DocumentStore, ImportOptions, NewDocument, Unsubscribe } from '../../application/ports/document-store.port';
import { StoreBusyError, StorePermissionError } from '../../application/ports/store-errors';
import type { AmendOutcome, IssueOutcome, IssueRequest, TicketFields, TicketLedger } from '../../application/ports/ticket-ledger.port';
import { STORE_LOG_PREFIX, withoutUndefined } from '../shared/store-log';
import { ticketKeyId, type TicketKeyRecord } from '../shared/ticket-keys';
import { firestoreCode, guarded, isUnanswered } from './firestore-errors';
import type { LiveSource } from './live-source';
import { loadOnce } from '../shared/load-once';
import type { SeatAdministration } from './seat-administration';
import type { FirestoreEventRemoval } from './event-removal';
import type { RegisterImport } from './register-import';
import { NoAnswerInTime } from './request-patience';
import { personIdFor } from './person-ids';
import { UnconfirmedWrites, type DoubtKeep, type PendingWrites } from './unconfirmed-writes';
import { BUSY_PATIENCE_MS, RACES, busyWait, jitter, triesAgain } from './retries';
import { CONFLICT_CODES, SeatBook, countedTaken, failedTransaction, isResizing } from './seat-book';
import {
  counterId,
  pickCounter,
  seatId,
  seatNumbersOn,
  seatsTakenOn,
  seatsToTry,
  type CounterId,
  type SeatCounter,
  type SeatRecord,
} from './seat-counters';

/** Seats tried in all by one registration: bounds a rush that keeps taking and freeing seats. */
const MAX_TRIES = 300;
/**
 * Codes worth another try: a conflict or a transient failure (the codes the SDK's own
 * transaction runner retries), or the rules judging against what just changed.
 */
const RACE_CODES: ReadonlySet<string> = new Set([...CONFLICT_CODES, 'permission-denied']);

/** A registration's tickets sent so far, and the ids of those whose commit is not answered (they may have landed). */
type SentTickets = { written: DocumentReference[]; pending: PendingWrites };

/** The seat number tried is somebody's already: try the next. */
class SeatTaken extends Error {}
/** The e-mail holds a ticket for this event already. */
class KeyTaken extends Error {}
/** Refused with neither the seat nor the key taken, while writing a directory entry: the person may be in the directory already. */
class MaybeInDirectory extends Error {}

/**
 * The ledger on Firestore (seat-counters.ts explains the scheme). A registration is one batch
 * that writes the ticket, its key, its seat, the directory entry and +1 on one counter;
 * firestore.rules check that they go together and that the seat, the key and the entry (under
 * the e-mail's id: a returning visitor's is sent again without it) are new. No
 * document is written by every registration, and none is read and locked before the write.
 * Seats are read and written with Firestore Lite (`server`), one request per step; the full SDK
 * pages that show the counters follow them through `live` (Lite polling or the full SDK's listeners).
 */
export class FirestoreTicketLedger implements TicketLedger {
  private readonly isOnline: () => boolean;
  private readonly book: SeatBook;
  /** Imports, capacity changes and removals: administrators' work, loaded at its first use. */
  private readonly staffTools: () => Promise<{
    administration: SeatAdministration;
    removal: FirestoreEventRemoval;
    imports: RegisterImport;
  }>;
  /** Per ticket key, the tickets of commits not answered (unconfirmed-writes.ts). */
  private readonly unconfirmed: UnconfirmedWrites;

  constructor(
    private readonly live: LiveSource,
    private readonly db: ServerFirestore,
    connectivity: Connectivity,
    private readonly store: DocumentStore,
    patienceMs: number,
    doubts: DoubtKeep,
    clock: Clock,
  ) {
    this.unconfirmed = new UnconfirmedWrites('tickets', doubts);
    this.isOnline = () => connectivity.isOnline();
    this.book = new SeatBook(db, this.isOnline, patienceMs, clock);
    this.staffTools = loadOnce(async () => {
      const [{ SeatAdministration }, { FirestoreEventRemoval }, { RegisterImport }] = await Promise.all([
        import('./seat-administration'),
        import('./event-removal'),
        import('./register-import'),
      ]);
      const administration = new SeatAdministration(db, this.book);
      return {
        administration,
        removal: new FirestoreEventRemoval(db, this.book),
        imports: new RegisterImport(db, administration, this.isOnline),
      };
    });
  }

  async issue(request: IssueRequest): Promise<IssueOutcome> {
    const email = normaliseEmail(request.fields.email);
    const keyId = ticketKeyId(request.event.id, email);
    if (!request.enforceRegistrationRules) return (await this.staffTools()).administration.seat(request, keyId);
    const personId = request.directoryEntry ? await personIdFor(email) : undefined;
    return this.unconfirmed.decide(keyId, (pending) => this.issueTrying(request, keyId, pending, personId));
  }

  /**
   * `pending`: tickets sent in commits not answered, earlier ones' for the same key (before a reload
   * too) and this registration's. `askedPersonId`: the directory entry's id, the e-mail's, if the
   * request has an entry.
   */
  private async issueTrying(asked: IssueRequest, keyId: string, pending: PendingWrites, askedPersonId?: string): Promise<IssueOutcome> {
    let personId = askedPersonId;
    let request = asked;
    let { event } = request;
    let counters = await this.countersOf(event);
    if (counters.length === 0) return { kind: 'closed' };
    const knownTaken = new Set<number>();
    // Every ticket this registration wrote: one whose answer was lost may have landed.
    const collection = ticketCollectionFor(event.kind);
    const sent: SentTickets = { written: pending.ids.map((id) => doc(this.db, collection, id)), pending };
    const { written } = sent;
    let races = 0;
    let resizes = 0;
    const started = Date.now();
    for (let tries = 0; tries < MAX_TRIES; tries += 1) {
      const counter = pickCounter(counters, event.capacity);
      const [number] = counter ? seatsToTry(counter, event.capacity, knownTaken) : [];
      if (counter && number === undefined) {
        // The counter has room that this device saw taken: a seat was given back since.
        for (const seat of seatNumbersOn(Number(counter.counter), event.capacity)) knownTaken.delete(seat);
        continue;
      }
      if (!counter || number === undefined) {
        // Full as far as this device knows: look once more (a seat may have been given back).
        counters = await this.book.storedCounters(event.id);
        if (!pickCounter(counters, event.capacity))
          return (await this.book.keyIsTaken(keyId)) ? await this.ownTicketOrTaken(written) : { kind: 'full' };
        continue;
      }
      try {
        return await this.issueOnSeat(request, keyId, number, counter.counter, sent, personId);
      } catch (error) {
        // Silence, not a refusal: the person is told now, not after minutes of tries that wait as long.
        if (error instanceof NoAnswerInTime) throw failedTransaction(error);
        if (error instanceof KeyTaken) return { kind: 'already-registered' };
        if (error instanceof MaybeInDirectory) {
          // A returning visitor, or someone an administrator added: the directory keeps the entry
          // it has, and the ticket goes alone (if something else refused it, it is told again).
          personId = undefined;
          continue;
        }
        if (error instanceof SeatTaken) {
          // Somebody was first on this seat: what this device knows of the counters is old, and a
          // fresh look (one small query) costs less than trying seats that are gone one by one.
          knownTaken.add(number);
          counters = await this.book.storedCounters(event.id);
          continue;
        }
        const code = firestoreCode(error);
        // The counter claimed on is gone: an administrator lowered the capacity since this device read it.
        const counterGone = code === 'not-found';
        // Without network nothing is decided: the person is told so (a write whose answer was
        // lost may have landed: `issue` says it is unconfirmed, and registering again finds it).
        if (!(RACE_CODES.has(code) || counterGone) || (isUnanswered(error) && !this.isOnline())) throw failedTransaction(error);
        // The rules judge against what is stored now: a refusal may be no lost race but
        // registration closed meanwhile, or the seats resized.
        if (code === 'permission-denied' || counterGone) {
          const judged = await this.judged(event, keyId, request.now, written, counterGone);
          if ('outcome' in judged) return judged.outcome;
          if (judged.resized) {
            // Not a lost race: the seats this device knew of are old. Once they stand still, it
            // claims again from the event and counters as they are now, for as long as a busy
            // server is tried.
            if (Date.now() - started > BUSY_PATIENCE_MS) throw busy(error);
            await busyWait(resizes);
            resizes += 1;
            event = judged.current;
            request = { ...request, event };
            counters = await this.book.storedCounters(event.id);
            knownTaken.clear();
            continue;
          }
        }
        races += 1;
        if (!triesAgain({ races, code, elapsedMs: Date.now() - started, online: this.isOnline() })) throw busy(error);
        await (code === 'aborted' ? busyWait(races) : jitter(Math.min(races, RACES)));
      }
    }
    throw busy(new Error(`No seat could be taken in ${MAX_TRIES} tries.`));
  }

  /**
   * One write claims the seat: no transaction, so nothing is read first and no lock is held
   * between round trips (a rush of transactions reading the same free seat queues on the
   * server's locks; the emulator even waits 30 s on two that create one document). The rules
   * make the write a claim: a seat or a key that exists cannot be written over (its ticket never
   * changes, for administrators too), so a seat or an e-mail taken first refuses the whole batch.
   */
  private async issueOnSeat(
    request: IssueRequest,
    keyId: string,
    number: number,
    counter: CounterId,
    { written, pending }: SentTickets,
    personId: string | undefined,
  ): Promise<IssueOutcome> {
    const { event } = request;
    const ticket = doc(collectionRef(this.db, ticketCollectionFor(event.kind)));
    written.push(ticket);
    pending.sending(ticket.id);
    const batch = writeBatch(this.db);
    this.book.seatTicket(batch, { request, keyId, number, counter, ticket, personId });
    batch.update(this.book.counter(counterId(event.id, counter)), { ...countedTaken([number], counter, event.capacity), lastSeat: number });
    try {
      await this.book.answered(batch.commit());
      return { kind: 'issued', ticketId: ticket.id };
    } catch (error) {
      if (!isUnanswered(error)) pending.answered(ticket.id);
      if (firestoreCode(error) !== 'permission-denied') throw error;
      // Refused: the seat or the key was somebody's first, or the rules judge something else.
      const [keyTaken, seatTaken] = await Promise.all([this.book.keyIsTaken(keyId), this.book.seatIsTaken(seatId(event.id, number))]);
      if (keyTaken) {
        const own = await this.ownTicketOrTaken(written);
        if (own.kind === 'issued') return own;
        throw new KeyTaken();
      }
      if (seatTaken) throw new SeatTaken();
      // A visitor may not read the directory: sent without the entry, the write says whether it was the cause.
      if (personId !== undefined) throw new MaybeInDirectory();
      throw error;
    }
  }

  /**
   * The e-mail's key is taken: by an earlier try of this registration whose answer was lost (seen
   * in a rush of 1,000, told "already registered"; or on a network that answered nothing), or by
   * somebody's registration. Tickets are readable by id.
   */
  private async ownTicketOrTaken(written: readonly DocumentReference[]): Promise<IssueOutcome> {
    const landed = await this.book.firstLanded(written);
    return landed ? { kind: 'issued', ticketId: landed.id } : { kind: 'already-registered' };
  }

  /**
   * A registration refused by the rules, or whose counter is gone: the outcome, when it stands
   * refused (the e-mail registered, registration closed meanwhile); else the event as stored now,
   * and whether its seats were resized since this device read them (then it lost no race).
   */
  private async judged(
    event: EventDocument,
    keyId: string,
    now: Date,
    written: readonly DocumentReference[],
    counterGone: boolean,
  ): Promise<{ outcome: IssueOutcome } | { current: EventDocument; resized: boolean }> {
    if (await this.book.keyIsTaken(keyId)) return { outcome: await this.ownTicketOrTaken(written) };
    const current = await this.store.getById('events', event.id);
    if (!current) return { outcome: { kind: 'unknown-event' } };
    const state = admission(current, now);
    if (state !== 'open') return { outcome: { kind: state } };
    const resized = counterGone || current.capacity !== event.capacity || isResizing(await this.book.storedCounters(event.id));
    return { current, resized };
  }

  amend(collection: TicketCollection, ticketId: string, changes: Partial<NewDocument<TicketCollection>>): Promise<AmendOutcome> {
    return guarded(STORE_LOG_PREFIX.transaction, () =>
      runTransaction(this.db, async (transaction): Promise<AmendOutcome> => {
        const ticket = (await transaction.get(doc(this.db, collection, ticketId))).data() as DocumentOf<TicketCollection> | undefined;
        if (!ticket) return { kind: 'gone' };
        const email = changes.email === undefined ? ticket.email : normaliseEmail(changes.email);
        const oldKeyId = ticketKeyId(ticket.eventId, ticket.email);
        const newKeyId = ticketKeyId(ticket.eventId, email);
        if (newKeyId !== oldKeyId) {
          const taken = (await transaction.get(this.book.key(newKeyId))).data() as TicketKeyRecord | undefined;
          const old = (await transaction.get(this.book.key(oldKeyId))).data() as TicketKeyRecord | undefined;
          if (taken && taken.ticketId !== ticketId) return { kind: 'already-registered' };
          if (old?.ticketId === ticketId) transaction.delete(this.book.key(oldKeyId));
          const moved: TicketKeyRecord = {
            id: newKeyId,
            eventId: ticket.eventId,
            ticketId,
            collection,
            createdAt: new Date().toISOString(),
            ...(old?.seat === undefined ? {} : { seat: old.seat }),
          };
          transaction.set(this.book.key(newKeyId), moved);
        }
        const { id: _id, ...rest } = changes as Partial<NewDocument<TicketCollection>> & { id?: string };
        transaction.update(doc(this.db, collection, ticketId), withoutUndefined({ ...rest, email }));
        return { kind: 'saved' };
      }),
    );
  }

  async withdraw(collection: TicketCollection, ticketId: string): Promise<'withdrawn' | 'gone'> {
    const seats = await this.book.seatsOf(ticketId);
    let eventId: string | undefined;
    return guarded(STORE_LOG_PREFIX.transaction, () =>
      this.book.afterResizes(
        () => eventId,
        () =>
          runTransaction(this.db, async (transaction) => {
            const stored = await transaction.get(doc(this.db, collection, ticketId));
            if (!stored.exists()) return 'gone' as const;
            const ticket = stored.data() as DocumentOf<TicketCollection>;
            eventId = ticket.eventId;
            // A seat freed during a resize would be missing from the counters it rewrites.
            await this.book.notResizing(transaction, ticket.eventId);
            const keyId = ticketKeyId(ticket.eventId, ticket.email);
            const key = (await transaction.get(this.book.key(keyId))).data() as TicketKeyRecord | undefined;
            const own = await Promise.all(seats.map((seat) => transaction.get(this.book.seat(seat.id))));
            if (key?.ticketId === ticketId) transaction.delete(this.book.key(keyId));
            this.book.release(
              transaction,
              own.filter((seat) => seat.exists()).map((seat) => seat.data() as SeatRecord),
            );
            transaction.delete(this.book.ticketSeat(ticketId));
            transaction.delete(stored.ref);
            return 'withdrawn' as const;
          }),
      ),
    );
  }

  async importTickets(
    event: EventDocument,
    collection: TicketCollection,
    people: ReadonlyArray<Partial<TicketFields>>,
    options: ImportOptions = {},
  ): Promise<ImportReport> {
    return (await this.staffTools()).imports.importTickets(event, collection, people, options);
  }

  async removeDuplicates(
    collection: TicketCollection,
    groups: ReadonlyArray<DuplicateGroup<DocumentOf<TicketCollection>>>,
  ): Promise<number> {
    let removed = 0;
    for (const group of groups) {
      for (const ticket of group.remove) if ((await this.withdraw(collection, ticket.id)) === 'withdrawn') removed += 1;
      const keyId = ticketKeyId(group.keep.eventId, group.keep.email);
      const [seat] = await this.book.seatsOf(group.keep.id);
      const kept: TicketKeyRecord = {
        id: keyId,
        eventId: group.keep.eventId,
        ticketId: group.keep.id,
        collection,
        createdAt: new Date().toISOString(),
        ...(seat ? { seat: seat.number } : {}),
      };
      await guarded(STORE_LOG_PREFIX.update, () => writeBatch(this.db).set(this.book.key(keyId), kept).commit());
    }
    return removed;
  }

  async setCapacity(event: EventDocument): Promise<void> {
    return (await this.staffTools()).administration.setCapacity(event);
  }

  async removeEvent(eventId: string): Promise<'removed' | 'gone'> {
    return (await this.staffTools()).removal.remove(eventId);
  }

  async finishInterruptedRemovals(): Promise<number> {
    return (await this.staffTools()).removal.finishInterrupted();
  }

  async seatsTaken(eventId: string): Promise<number> {
    return seatsTakenOn(await this.book.storedCounters(eventId));
  }

  watchSeats(onChange: LiveListener<ReadonlyMap<string, number>>, onError: (error: Error) => void): Unsubscribe {
    return this.live.watch<SeatCounter>(
      { collection: SeatBook.COUNTERS },
      (counters, info) => onChange(seatsPerEvent(counters), info),
      onError,
    );
  }

  watchSeatsOf(eventId: string, onChange: LiveListener<number>, onError: (error: Error) => void): Unsubscribe {
    const ofEvent = { collection: SeatBook.COUNTERS, where: [{ field: 'eventId', op: '==', value: eventId }] } as const;
    return this.live.watchSum(ofEvent, 'taken' satisfies keyof SeatCounter, onChange, onError);
  }

  /**
   * The event's counters. An event saved before seats were counted this way has none: they are
   * set up first, which the rules allow administrators only (for a visitor, the event stays closed).
   */
  private async countersOf(event: EventDocument): Promise<SeatCounter[]> {
    const counters = await this.book.storedCounters(event.id);
    if (counters.length > 0) return counters;
    try {
      await this.setCapacity(event);
    } catch (error) {
      if (error instanceof StorePermissionError) return [];
      throw error;
    }
    return this.book.storedCounters(event.id);
  }
}

/** Races lost again and again: logged with the last one, and told as what it is. */
function busy(lastRace: unknown): StoreBusyError {
  console.error(STORE_LOG_PREFIX.transaction, lastRace);
  return new StoreBusyError(STORE_LOG_PREFIX.transaction);
}

function seatsPerEvent(counters: readonly SeatCounter[]): Map<string, number> {
  const seats = new Map<string, number>();
  for (const counter of counters) seats.set(counter.eventId, (seats.get(counter.eventId) ?? 0) + counter.taken);
  return seats;
}
