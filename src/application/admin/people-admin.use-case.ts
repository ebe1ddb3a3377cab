import { TICKET_COLLECTIONS, type TicketCollection } from '../../domain/collections';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { EventDocument } from '../../domain/events/event';
import { eventsHeldBy, type EventHeld } from '../../domain/people/events-held';
import { isRegister, type PeopleList } from '../../domain/people/people-lists';
import { collectionOf, REGISTER_EVENTS, type PersonRow } from './people-lists';
import { checkPersonForm } from '../../domain/people/person-form';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, NewDocument, Unsubscribe } from '../ports/document-store.port';
import { joinLive, type LiveListener } from '../live/live-result';
import { DocumentNotFoundError } from '../ports/store-errors';
import type { TicketFields, TicketLedger } from '../ports/ticket-ledger.port';

export type { PersonRow } from './people-lists';

export type SaveOutcome =
  { kind: 'saved'; id: string } | { kind: 'invalid'; errors: Record<string, string> } | { kind: 'duplicate' } | { kind: 'gone' };

/**
 * The admin lists of people: the directory `users` and the two registers, where every
 * entry is a ticket (so adding, editing and removing go through the ledger: keys and seats).
 */
export class PeopleAdmin {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
    private readonly clock: Clock,
    /** Told when removing a ticket freed a seat: the waiting list offers it. */
    private readonly seatsFreed: (eventId: string) => Promise<void> = async () => {},
  ) {}

  /**
   * The list, live. With `firstRows`, its first `count` people by name are read first and told
   * until the whole list is in: the first screen of a list of 50,000 shows long before the rest.
   */
  watch(
    list: PeopleList,
    onChange: LiveListener<PersonRow[]>,
    onError: (error: Error) => void,
    firstRows?: { count: number; onChange: (rows: PersonRow[]) => void },
  ): Unsubscribe {
    // Asked first: a store that answers in order must not make the short question wait for the long one.
    let stopFirstRows = firstRows
      ? this.store.watch(collectionOf(list), { orderBy: [{ field: 'name' }], limit: firstRows.count }, firstRows.onChange, () => {
          // The whole list's own listener reports the failure.
        })
      : () => undefined;
    const stopList = this.store.watch(
      collectionOf(list),
      {},
      (rows, info) => {
        stopFirstRows();
        stopFirstRows = () => undefined;
        onChange(rows, info);
      },
      onError,
    );
    return () => {
      stopFirstRows();
      stopList();
    };
  }

  /**
   * Who is checked in: for a register, its tickets checked in at its event (by ticket id); for the
   * directory, people checked in anywhere (by e-mail).
   */
  watchCheckedIn(list: PeopleList, onChange: LiveListener<ReadonlySet<string>>, onError: (error: Error) => void): Unsubscribe {
    const query = isRegister(list) ? { where: [{ field: 'eventId' as const, op: '==' as const, value: REGISTER_EVENTS[list] }] } : {};
    return this.store.watch(
      'checkins',
      query,
      (checkIns, info) => onChange(new Set(checkIns.map((checkIn) => (isRegister(list) ? checkIn.ticketId : checkIn.email))), info),
      onError,
    );
  }

  /** For the directory: the events each person (by e-mail) holds a ticket for, and where they were checked in; live. */
  watchEventsHeld(onChange: LiveListener<ReadonlyMap<string, readonly EventHeld[]>>, onError: (error: Error) => void): Unsubscribe {
    type Ticket = { id: string; eventId: string; email: string };
    type Parts = Record<TicketCollection, Ticket[]> & { events: EventDocument[]; checkIns: CheckInDocument[] };
    const part = joinLive<Parts>([...TICKET_COLLECTIONS, 'events', 'checkIns'], (parts, info) =>
      onChange(
        eventsHeldBy(
          TICKET_COLLECTIONS.flatMap((collection) => parts[collection]),
          parts.events,
          parts.checkIns,
        ),
        info,
      ),
    );
    const stops = [
      ...TICKET_COLLECTIONS.map((collection) => this.store.watch(collection, {}, part(collection), onError)),
      this.store.watch('events', {}, part('events'), onError),
      this.store.watch('checkins', {}, part('checkIns'), onError),
    ];
    return () => stops.forEach((stop) => stop());
  }

  async add(list: PeopleList, input: Record<string, unknown>): Promise<SaveOutcome> {
    const form = checkPersonForm(list, input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const now = this.clock.now();
    const fields: Record<string, unknown> = { ...form.value, createdAt: now.toISOString() };
    if (!isRegister(list)) {
      // One winner when another laptop adds or imports the same e-mail at the same moment.
      const { id, added } = await this.store.addPersonIfNew('users', { ...fields, source: 'admin' } as NewDocument<'users'>);
      return added ? { kind: 'saved', id } : { kind: 'duplicate' };
    }
    const event = await this.store.getById('events', REGISTER_EVENTS[list]);
    if (!event) return { kind: 'gone' };
    const issued = await this.ledger.issue({ event, fields: fields as TicketFields, now, enforceRegistrationRules: false });
    if (issued.kind === 'issued') return { kind: 'saved', id: issued.ticketId };
    return issued.kind === 'already-registered' ? { kind: 'duplicate' } : { kind: 'gone' };
  }

  async update(list: PeopleList, id: string, input: Record<string, unknown>): Promise<SaveOutcome> {
    const form = checkPersonForm(list, input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    if (isRegister(list)) {
      const outcome = await this.ledger.amend(collectionOf(list), id, form.value as Partial<NewDocument<TicketCollection>>);
      return outcome.kind === 'saved' ? { kind: 'saved', id } : outcome.kind === 'gone' ? { kind: 'gone' } : { kind: 'duplicate' };
    }
    const others = await this.store.whereEquals('users', 'email', String(form.value.email));
    if (others.some((other) => other.id !== id)) return { kind: 'duplicate' };
    try {
      await this.store.update('users', id, form.value as Partial<NewDocument<'users'>>);
      return { kind: 'saved', id };
    } catch (error) {
      if (error instanceof DocumentNotFoundError) return { kind: 'gone' };
      throw error;
    }
  }

  /** Removes an entry; "gone" when someone else removed it first (nothing to do, nothing lost). */
  async remove(list: PeopleList, id: string): Promise<'removed' | 'gone'> {
    if (isRegister(list)) {
      if ((await this.ledger.withdraw(collectionOf(list), id)) === 'gone') return 'gone';
      await this.seatsFreed(REGISTER_EVENTS[list]);
      return 'removed';
    }
    if (!(await this.store.existsById('users', id))) return 'gone';
    await this.store.delete('users', id);
    return 'removed';
  }
}
