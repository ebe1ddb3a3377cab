import { joiningRecords } from '../shared/waiting-records';
import { inject, injectable } from 'inversify';
import type { TicketCollection } from '../../domain/collections';
import type { DocumentOf } from '../../application/ports/collections';
import type { EventDocument } from '../../domain/events/event';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { normaliseEmail } from '../../domain/shared/email';
import {
  frontOfLine,
  holdEndsAt,
  isHoldOver,
  waitingAheadOf,
  waitingListOpen,
  type WaitingPlace,
} from '../../domain/waiting-list/waiting-list';
import type { LiveListener } from '../../application/live/live-result';
import type { Unsubscribe } from '../../application/ports/document-store.port';
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
import { newDocumentId } from '../shared/document-id';
import { STORE_LOG_PREFIX, logged, withoutUndefined } from '../shared/store-log';
import { ticketKeyId } from '../shared/ticket-keys';
import { placeIdOf } from '../shared/mail-record';
import { DEXIE_DATABASE } from './dexie-tokens';
import { followLive } from './follow-live';
import type { RollcallDatabase, WaitingPlaceRecord } from './rollcall-database';
import { seatsTakenBy } from './dexie-seats';

const publicPlace = ({ id: _id, ...place }: WaitingPlaceRecord): WaitingPlace => place;

/**
 * The offline waiting list: IndexedDB transactions run one at a time, so the line is simply
 * the event's places in order, read and changed inside the transaction that moves it.
 */
@injectable()
export class DexieWaitingList implements WaitingList {
  constructor(@inject(DEXIE_DATABASE) private readonly db: RollcallDatabase) {}

  join(request: JoinRequest): Promise<JoinOutcome> {
    const { event } = request;
    const email = normaliseEmail(request.fields.email);
    return logged(STORE_LOG_PREFIX.transaction, () =>
      this.db.transaction(
        'rw',
        [this.db.tableOf('events'), this.db.ticketKeys, this.db.waitingPlaces, this.db.waitingEntries],
        async (): Promise<JoinOutcome> => {
          const current = await this.db.tableOf('events').get(event.id);
          if (!current || !waitingListOpen(current)) return { kind: 'closed' };
          if (await this.db.ticketKeys.get(ticketKeyId(event.id, email))) return { kind: 'already-registered' };
          if ((await this.db.waitingEntries.where('email').equals(email).toArray()).some((entry) => entry.eventId === event.id))
            return { kind: 'already-waiting' };
          const position = await this.db.waitingPlaces.where('eventId').equals(event.id).count();
          const { place: stored, entry } = joiningRecords(request, position);
          await this.db.waitingPlaces.add(stored);
          await this.db.waitingEntries.add(entry);
          const { id: _id, ...place } = stored;
          return { kind: 'joined', entryId: entry.id, place };
        },
      ),
    );
  }

  async view(entryId: string): Promise<WaitingView | null> {
    const entry = await this.db.waitingEntries.get(entryId);
    if (!entry) return null;
    const places = await this.db.waitingPlaces.where('eventId').equals(entry.eventId).toArray();
    const place = places.find((candidate) => candidate.position === entry.position);
    if (!place) return null;
    const ticketId = place.state === 'confirmed' ? await this.ticketOfPlace(entry) : undefined;
    return { entry, place: publicPlace(place), waitingAhead: waitingAheadOf(place, places), ...(ticketId ? { ticketId } : {}) };
  }

  /** A confirmed place's ticket: its id is the entry's (`confirm`). */
  private async ticketOfPlace(entry: { id: string; eventId: string }): Promise<string | undefined> {
    const event = await this.db.tableOf('events').get(entry.eventId);
    const ticket = event && (await this.db.tableOf(ticketCollectionFor(event.kind)).get(entry.id));
    return ticket ? entry.id : undefined;
  }

  cancelTicket(collection: TicketCollection, ticketId: string, now: Date): Promise<CancelOutcome> {
    const tickets = this.db.tableOf(collection);
    return logged(STORE_LOG_PREFIX.transaction, () =>
      this.db.transaction(
        'rw',
        [tickets, this.db.tableOf('events'), this.db.tableOf('checkins'), this.db.ticketKeys, this.db.waitingPlaces],
        async (): Promise<CancelOutcome> => {
          const ticket = await tickets.get(ticketId);
          if (!ticket) return { kind: 'gone' };
          if (ticket.cancelledAt) return { kind: 'already-cancelled' };
          if (await this.db.tableOf('checkins').get(`${ticket.eventId}_${ticketId}`)) return { kind: 'checked-in' };
          await tickets.update(ticketId, { cancelledAt: now.toISOString() } as never);
          const keyId = ticketKeyId(ticket.eventId, ticket.email);
          if ((await this.db.ticketKeys.get(keyId))?.ticketId === ticketId) await this.db.ticketKeys.delete(keyId);
          const event = await this.db.tableOf('events').get(ticket.eventId);
          const offered = event ? await this.offerTo(event, now) : null;
          return { kind: 'cancelled', eventId: ticket.eventId, email: ticket.email, name: ticket.name, offered };
        },
      ),
    );
  }

  confirm(entryId: string, now: Date): Promise<ConfirmOutcome> {
    const tables = [
      ...this.db.ticketTables(),
      this.db.tableOf('events'),
      this.db.tableOf('users'),
      this.db.ticketKeys,
      this.db.waitingPlaces,
      this.db.waitingEntries,
    ];
    return logged(STORE_LOG_PREFIX.transaction, () =>
      this.db.transaction('rw', tables, async (): Promise<ConfirmOutcome> => {
        const entry = await this.db.waitingEntries.get(entryId);
        const event = entry ? await this.db.tableOf('events').get(entry.eventId) : undefined;
        const place = entry ? await this.db.waitingPlaces.get(placeIdOf(entry.eventId, entry.position)) : undefined;
        if (!entry || !event || !place) return { kind: 'not-offered', place: null };
        if (place.state !== 'offered') return { kind: 'not-offered', place: publicPlace(place) };
        if (isHoldOver(place, now)) {
          await this.passOn(event, place, now);
          return { kind: 'hold-over' };
        }
        const keyId = ticketKeyId(event.id, entry.email);
        if (await this.db.ticketKeys.get(keyId)) return { kind: 'already-registered' };
        const collection = ticketCollectionFor(event.kind);
        // The ticket's id is the entry's: the place's link finds it (`view`).
        const ticketId = entryId;
        const createdAt = now.toISOString();
        await this.db.tableOf(collection).add({
          ...entry.fields,
          name: entry.name,
          email: entry.email,
          eventId: event.id,
          createdAt,
          id: ticketId,
        } as DocumentOf<TicketCollection>);
        await this.db.ticketKeys.add({ id: keyId, eventId: event.id, ticketId, collection, createdAt });
        const users = this.db.tableOf('users');
        if (!(await users.where('email').equals(entry.email).first())) {
          const { organisation, phone } = entry.fields;
          await users.add(
            withoutUndefined({
              id: newDocumentId(),
              name: entry.name,
              email: entry.email,
              organisation: organisation as string | undefined,
              phone: phone as string | undefined,
              createdAt,
              source: 'registration' as const,
            }),
          );
        }
        await this.db.waitingPlaces.update(place.id, { state: 'confirmed', heldUntil: undefined });
        return { kind: 'confirmed', ticketId, collection };
      }),
    );
  }

  passEndedHolds(event: EventDocument, now: Date): Promise<HoldPassed[]> {
    return this.inLineTransaction(async () => {
      const passed: HoldPassed[] = [];
      for (const place of await this.placesOf(event.id)) {
        if (isHoldOver(place, now))
          passed.push({ expired: { ...publicPlace(place), state: 'expired' }, offered: await this.passOn(event, place, now) });
      }
      return passed;
    });
  }

  offerFreeSeats(event: EventDocument, now: Date): Promise<Offer[]> {
    return this.inLineTransaction(async () => {
      const offers: Offer[] = [];
      for (;;) {
        const taken = await seatsTakenBy(this.db, event.id);
        if (event.capacity !== null && taken >= event.capacity) return offers;
        const offer = await this.offerTo(event, now);
        if (!offer) return offers;
        offers.push(offer);
      }
    });
  }

  async line(eventId: string): Promise<LineEntry[]> {
    const [places, entries] = await Promise.all([
      this.placesOf(eventId),
      this.db.waitingEntries.where('eventId').equals(eventId).toArray(),
    ]);
    const byPosition = new Map(entries.map((entry) => [entry.position, entry]));
    return places
      .sort((a, b) => a.position - b.position)
      .map((place) => ({ place: publicPlace(place), entry: byPosition.get(place.position) ?? null }));
  }

  remove(event: EventDocument, position: number, now: Date): Promise<Offer | null> {
    return this.inLineTransaction(async () => {
      const place = await this.db.waitingPlaces.get(placeIdOf(event.id, position));
      if (!place || (place.state !== 'waiting' && place.state !== 'offered')) return null;
      await this.db.waitingPlaces.update(place.id, { state: 'removed', heldUntil: undefined });
      return place.state === 'offered' ? this.offerTo(event, now) : null;
    });
  }

  watchCounts(onChange: LiveListener<WaitingCounts>, onError: (error: Error) => void): Unsubscribe {
    const read = async () => {
      const counts = new Map<string, { waiting: number; offered: number }>();
      for (const place of await this.db.waitingPlaces.toArray()) {
        if (place.state !== 'waiting' && place.state !== 'offered') continue;
        const count = counts.get(place.eventId) ?? { waiting: 0, offered: 0 };
        count[place.state] += 1;
        counts.set(place.eventId, count);
      }
      return counts;
    };
    return followLive(read, onChange, onError);
  }

  private placesOf(eventId: string): Promise<WaitingPlaceRecord[]> {
    return this.db.waitingPlaces.where('eventId').equals(eventId).toArray();
  }

  private inLineTransaction<T>(work: () => Promise<T>): Promise<T> {
    return logged(STORE_LOG_PREFIX.transaction, () => this.db.transaction('rw', [...this.db.ticketTables(), this.db.waitingPlaces], work));
  }

  /** The hold of `place` ended: it expires, and its seat goes to the front of the line. */
  private async passOn(event: EventDocument, place: WaitingPlaceRecord, now: Date): Promise<Offer | null> {
    await this.db.waitingPlaces.update(place.id, { state: 'expired', heldUntil: undefined });
    return this.offerTo(event, now);
  }

  /** A seat that is free now goes to the front of the line, held until the event's hold ends. */
  private async offerTo(event: EventDocument, now: Date): Promise<Offer | null> {
    const front = frontOfLine(await this.placesOf(event.id));
    if (!front) return null;
    const heldUntil = holdEndsAt(event, now);
    await this.db.waitingPlaces.update(front.id, { state: 'offered', heldUntil });
    return { place: { ...publicPlace(front), state: 'offered', heldUntil } };
  }
}
