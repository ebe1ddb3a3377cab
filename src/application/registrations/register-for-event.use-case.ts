import { admission, type EventDocument } from '../../domain/events/event';
import { checkRegistrationForm } from '../../domain/registrations/registration-forms';
import { normaliseEmail } from '../../domain/shared/email';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import type { TicketFields, TicketLedger } from '../ports/ticket-ledger.port';
import { REGISTRATION_LIMIT } from '../../domain/shared/attempt-limit';
import { AttemptGate, type TooMany } from '../limits/attempt-gate';
import type { AttemptLog } from '../ports/attempt-log.port';
import type { Messenger } from '../messages/messenger';

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
 * Registration: checks the form for the event's kind, then the ticket ledger issues the ticket
 * in one write with its seat and the person's directory entry, or says truthfully why not
 * (already registered, full, closed, over), also when many register at the same moment. One
 * browser registers at most REGISTRATION_LIMIT times in its window (a flood gets a clear answer).
 * The confirmation with the ticket goes to the ticket's address.
 */
export class RegisterForEvent {
  private readonly gate: AttemptGate;

  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
    private readonly clock: Clock,
    private readonly places: PlaceSource,
    attempts: AttemptLog,
    /** Writes the confirmation with the ticket; tests of seats alone leave it out. */
    private readonly messenger?: Pick<Messenger, 'ticket'>,
  ) {
    this.gate = new AttemptGate(attempts, 'registration', REGISTRATION_LIMIT);
  }

  async register(eventId: string, input: Record<string, unknown>): Promise<RegistrationOutcome> {
    const event = await this.store.getById('events', eventId);
    if (!event) return { kind: 'unknown-event' };
    const now = this.clock.now();
    const before = admission(event, now);
    if (before !== 'open') return { kind: before };
    const form = checkRegistrationForm(event.kind, input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const tooMany = this.gate.refusal(now);
    if (tooMany) return tooMany;

    const createdAt = now.toISOString();
    const place = this.places.storedPlace();
    const { name, email, organisation, phone } = form.value.fields;
    const issued = await this.ledger.issue({
      event,
      fields: { ...form.value.fields, ...place, createdAt } as TicketFields,
      now,
      enforceRegistrationRules: true,
      directoryEntry: { name, email, organisation, phone, createdAt, source: 'registration', ...place },
    });
    if (issued.kind !== 'issued') return issued;
    this.gate.record(now);
    await this.messenger?.ticket(event, { ticketId: issued.ticketId, name, email: normaliseEmail(email) }, now);
    return { kind: 'registered', ticketId: issued.ticketId, event };
  }
}
