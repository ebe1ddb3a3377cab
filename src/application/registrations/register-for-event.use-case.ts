import type { TicketCollection } from '../../domain/collections';
import { registrationState, type EventDocument } from '../../domain/events/event';
import { checkRegistrationForm, type RegistrationFormValue } from '../../domain/registrations/registration-forms';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, NewDocument } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import { RegisterLedger } from './register-ledger';

export type RegistrationOutcome =
  | { kind: 'registered'; ticketId: string; event: EventDocument }
  | { kind: 'already-registered' }
  | { kind: 'full' }
  | { kind: 'closed' }
  | { kind: 'ended' }
  | { kind: 'unknown-event' }
  | { kind: 'invalid'; errors: Record<string, string> };

/**
 * Registration (issue 4): checks the form for the event's kind, then the ledger, in one
 * transaction, makes sure the e-mail holds no ticket yet and a seat is free, and writes the
 * ticket, its key and the new seat count. Only then is the person added to `users`.
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

    const createdAt = now.toISOString();
    const issued = await new RegisterLedger(this.store).issue(
      event.id,
      ticketCollectionFor(event.kind),
      { ...form.value.fields, ...this.places.storedPlace(), createdAt } as Omit<NewDocument<TicketCollection>, 'eventId'>,
      { now, enforceRegistrationRules: true },
    );
    const outcome: RegistrationOutcome = issued.kind === 'issued' ? { kind: 'registered', ticketId: issued.ticketId, event: issued.event } : issued;
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
