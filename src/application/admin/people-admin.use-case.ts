import type { TicketCollection } from '../../domain/collections';
import type { CollectionName, DocumentOf } from '../ports/collections';
import { HIGHLEVEL_EVENT_ID, NATIONALDAY_EVENT_ID } from '../../domain/events/event';
import type { ImportTarget } from '../../domain/people/import-mapping';
import { checkPersonForm } from '../../domain/people/person-form';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, NewDocument, Unsubscribe } from '../ports/document-store.port';
import type { LiveListener } from '../live/live-result';
import { DocumentNotFoundError } from '../ports/store-errors';
import type { TicketFields, TicketLedger } from '../ports/ticket-ledger.port';

export type PersonRow = DocumentOf<ImportTarget>;

/** The event each register belongs to (fixed ids). */
export const REGISTER_EVENTS: Record<Exclude<ImportTarget, 'users'>, string> = {
  highlevelRegister: HIGHLEVEL_EVENT_ID,
  nationaldayRegister: NATIONALDAY_EVENT_ID,
};

export function isRegister(target: ImportTarget): target is TicketCollection & ImportTarget {
  return target !== 'users';
}

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

  /** The list, live. */
  watch(target: ImportTarget, onChange: LiveListener<PersonRow[]>, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch(target, {}, onChange, onError);
  }

  /**
   * Who is checked in: for a register, its tickets checked in at its event (by ticket id); for the
   * directory, people checked in anywhere (by e-mail).
   */
  watchCheckedIn(target: ImportTarget, onChange: LiveListener<ReadonlySet<string>>, onError: (error: Error) => void): Unsubscribe {
    const query = isRegister(target) ? { where: [{ field: 'eventId' as const, op: '==' as const, value: REGISTER_EVENTS[target] }] } : {};
    return this.store.watch(
      'checkins',
      query,
      (checkIns, info) => onChange(new Set(checkIns.map((checkIn) => (isRegister(target) ? checkIn.ticketId : checkIn.email))), info),
      onError,
    );
  }

  async add(target: ImportTarget, input: Record<string, unknown>): Promise<SaveOutcome> {
    const form = checkPersonForm(target, input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const now = this.clock.now();
    const fields: Record<string, unknown> = { ...form.value, createdAt: now.toISOString() };
    if (!isRegister(target)) {
      const email = String(fields.email);
      if ((await this.store.whereEquals('users', 'email', email)).length > 0) return { kind: 'duplicate' };
      return { kind: 'saved', id: await this.store.create('users', { ...fields, source: 'admin' } as NewDocument<'users'>) };
    }
    const event = await this.store.getById('events', REGISTER_EVENTS[target]);
    if (!event) return { kind: 'gone' };
    const issued = await this.ledger.issue({ event, fields: fields as TicketFields, now, enforceRegistrationRules: false });
    if (issued.kind === 'issued') return { kind: 'saved', id: issued.ticketId };
    return issued.kind === 'already-registered' ? { kind: 'duplicate' } : { kind: 'gone' };
  }

  async update(target: ImportTarget, id: string, input: Record<string, unknown>): Promise<SaveOutcome> {
    const form = checkPersonForm(target, input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    if (isRegister(target)) {
      const outcome = await this.ledger.amend(target, id, form.value as Partial<NewDocument<TicketCollection>>);
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
  async remove(target: ImportTarget, id: string): Promise<'removed' | 'gone'> {
    if (isRegister(target)) {
      if ((await this.ledger.withdraw(target, id)) === 'gone') return 'gone';
      await this.seatsFreed(REGISTER_EVENTS[target]);
      return 'removed';
    }
    if (!(await this.store.existsById(target as CollectionName, id))) return 'gone';
    await this.store.delete('users', id);
    return 'removed';
  }
}
