import type { TicketCollection } from '../../domain/collections';
import { registrationState, type EventDocument } from '../../domain/events/event';
import { checkRegistrationForm, type RegistrationFormValue } from '../../domain/registrations/registration-forms';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, NewDocument } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import { REGISTRATION_LIMIT } from '../../domain/shared/attempt-limit';
import { AttemptGate, type TooMany } from '../limits/attempt-gate';
import type { AttemptLog } from '../ports/attempt-log.port';
import { StorePermissionError } from '../ports/store-errors';
import { RegisterLedger } from './register-ledger';

export type RegistrationOutcome =
  | { kind: 'registered'; ticketId: string; event: EventDocument }
  | { kind: 'already-registered' }
  | { kind: 'full' }
  | { kind: 'closed' }
  | { kind: 'ended' }
  | { kind: 'unknown-event' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | TooMany;

/**
 * Registration (issue 4): checks the form for the event's kind, then the ledger, in one
 * transaction, makes sure the e-mail holds no ticket yet and a seat is free, and writes the
 * ticket, its key and the new seat count. Only then is the person added to `users`. One browser
 * registers at most REGISTRATION_LIMIT times in its window (issue 7: a flood gets a clear answer).
 */
export class RegisterForEvent {
  private readonly gate: AttemptGate;

  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly places: PlaceSource,
    attempts: AttemptLog,
  ) {
    this.gate = new AttemptGate(attempts, 'registration', REGISTRATION_LIMIT);
  }

  async register(eventId: string, input: Record<string, unknown>): Promise<RegistrationOutcome> {
    const event = await this.store.getById('events', eventId);
    if (!event) return { kind: 'unknown-event' };
    const now = this.clock.now();
    const before = registrationState(event, now);
    if (before !== 'open') return { kind: before };
    const form = checkRegistrationForm(event.kind, input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const tooMany = this.gate.refusal(now);
    if (tooMany) return tooMany;

    const createdAt = now.toISOString();
    const issued = await new RegisterLedger(this.store).issue(
      event.id,
      ticketCollectionFor(event.kind),
      { ...form.value.fields, ...this.places.storedPlace(), createdAt } as Omit<NewDocument<TicketCollection>, 'eventId'>,
      { now, enforceRegistrationRules: true },
    );
    const outcome: RegistrationOutcome = issued.kind === 'issued' ? { kind: 'registered', ticketId: issued.ticketId, event: issued.event } : issued;
    if (outcome.kind === 'registered') {
      this.gate.record(now);
      await this.addToDirectory(form.value, createdAt);
    }
    return outcome;
  }

  /**
   * The ticket is what counts; a directory entry that fails is logged, not a failed registration.
   * Under the security rules a visitor cannot read the directory to look for the e-mail, only
   * add to it: the administrators' duplicate cleanup then merges repeated people.
   */
  private async addToDirectory(value: RegistrationFormValue, createdAt: string): Promise<void> {
    const { name, email, organisation, phone } = value.fields;
    const entry = { name, email, organisation, phone, createdAt, source: 'registration' as const, ...this.places.storedPlace() };
    try {
      await this.store.addUserIfNew('users', entry);
    } catch (error) {
      if (error instanceof StorePermissionError) return this.addUnchecked(entry);
      console.error('Error adding the person to the directory:', error);
    }
  }

  private async addUnchecked(entry: NewDocument<'users'>): Promise<void> {
    try {
      await this.store.create('users', entry);
    } catch (error) {
      console.error('Error adding the person to the directory:', error);
    }
  }
}
