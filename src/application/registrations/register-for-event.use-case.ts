import type { TicketCollection } from '../../domain/collections';
import { registrationState, type EventDocument } from '../../domain/events/event';
import type { Place } from '../../domain/location/place';
import { checkRegistrationForm, type RegistrationFormValue } from '../../domain/registrations/registration-forms';
import { ticketCollectionFor, ticketKeyId } from '../../domain/registrations/ticket';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, NewDocument } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';

export type RegistrationOutcome =
  | { kind: 'registered'; ticketId: string; event: EventDocument }
  | { kind: 'already-registered' }
  | { kind: 'full' }
  | { kind: 'closed' }
  | { kind: 'ended' }
  | { kind: 'unknown-event' }
  | { kind: 'invalid'; errors: Record<string, string> };

function ticketDocument(value: RegistrationFormValue, eventId: string, createdAt: string, place: Place): NewDocument<TicketCollection> {
  return { ...value.fields, ...place, eventId, createdAt } as NewDocument<TicketCollection>;
}

/**
 * Registration (issue 4): checks the form for the event's kind, then in one transaction makes
 * sure the e-mail holds no ticket yet and a seat is free, writes the ticket, its key and the new
 * seat count. Only then is the person added to `users` (SPEC "add user if new").
 */
export class RegisterForEvent {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly places: PlaceSource,
  ) {}

  async register(eventId: string, input: Record<string, unknown>): Promise<RegistrationOutcome> {
    const event = await this.store.getById('events', eventId);
    if (!event) return { kind: 'unknown-event' };
    const now = this.clock.now();
    const before = registrationState(event, now);
    if (before !== 'open') return { kind: before };
    const form = checkRegistrationForm(event.kind, input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };

    const collection = ticketCollectionFor(event.kind);
    const ticketId = this.store.newId(collection);
    const keyId = ticketKeyId(event.id, form.value.fields.email);
    const createdAt = now.toISOString();
    const outcome = await this.store.transaction(['events', 'ticketKeys', collection], async (transaction): Promise<RegistrationOutcome> => {
      const key = await transaction.get('ticketKeys', keyId);
      const current = await transaction.get('events', event.id);
      if (key) return { kind: 'already-registered' };
      if (!current) return { kind: 'unknown-event' };
      const state = registrationState(current, now);
      if (state !== 'open') return { kind: state };
      transaction.set(collection, ticketId, ticketDocument(form.value, event.id, createdAt, this.places.storedPlace()));
      transaction.set('ticketKeys', keyId, { eventId: event.id, ticketId, collection, createdAt });
      transaction.update('events', event.id, { seatsTaken: (current.seatsTaken ?? 0) + 1 });
      return { kind: 'registered', ticketId, event: { ...current, seatsTaken: (current.seatsTaken ?? 0) + 1 } };
    });
    if (outcome.kind === 'registered') await this.addToDirectory(form.value, createdAt);
    return outcome;
  }

  /** The ticket is what counts; a directory entry that fails is logged, not a failed registration. */
  private async addToDirectory(value: RegistrationFormValue, createdAt: string): Promise<void> {
    const { name, email, organisation, phone } = value.fields;
    try {
      await this.store.addUserIfNew('users', { name, email, organisation, phone, createdAt, source: 'registration', ...this.places.storedPlace() });
    } catch (error) {
      console.error('Error adding the person to the directory:', error);
    }
  }
}
