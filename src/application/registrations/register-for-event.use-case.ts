import type { EventDocument } from '../../domain/events/event';
import { normaliseEmail } from '../../domain/shared/email';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import type { TicketLedger } from '../ports/ticket-ledger.port';
import type { AttemptLog } from '../ports/attempt-log.port';
import type { Messenger } from '../messages/messenger';
import { RegistrationIntake, type IntakeRefusal } from './registration-intake';
import { writeTicketEmail, type TicketEmail } from './ticket-email';

export type RegistrationOutcome =
  | { kind: 'registered'; ticketId: string; event: EventDocument; email: TicketEmail }
  | { kind: 'already-registered' }
  | { kind: 'full' }
  | IntakeRefusal;

/**
 * Registration: checks the form for the event's kind, then the ticket ledger issues the ticket
 * in one write with its seat and the person's directory entry, or says truthfully why not
 * (already registered, full, closed, over), also when many register at the same moment. One
 * browser registers at most REGISTRATION_LIMIT times in its window (a flood gets a clear answer).
 * The confirmation with the ticket goes to the ticket's address; a registration made stands
 * when that e-mail could not be written (`email` says so).
 */
export class RegisterForEvent {
  private readonly intake: RegistrationIntake;

  constructor(
    store: DocumentStore,
    private readonly ledger: TicketLedger,
    clock: Clock,
    places: PlaceSource,
    attempts: AttemptLog,
    /** Writes the confirmation with the ticket; tests of seats alone leave it out. */
    private readonly messenger?: Pick<Messenger, 'ticket'>,
  ) {
    this.intake = new RegistrationIntake(store, clock, places, attempts);
  }

  /**
   * `signedInAdmin`: an administrator registering people at the desk is not held to the
   * browser's flood limit (the security rules decide what their account may do); the event's
   * own rules (open, not over, seats) still apply.
   */
  async register(eventId: string, input: Record<string, unknown>, { signedInAdmin = false } = {}): Promise<RegistrationOutcome> {
    const form = await this.intake.check(eventId, input, { limited: !signedInAdmin });
    if (form.kind !== 'accepted') return form;
    const { event, fields, place, now } = form;
    const { name, email, organisation, phone, createdAt } = fields;
    const issued = await this.ledger.issue({
      event,
      fields,
      now,
      enforceRegistrationRules: true,
      directoryEntry: { name, email, organisation, phone, createdAt, source: 'registration', ...place },
    });
    if (issued.kind !== 'issued') return issued;
    if (!signedInAdmin) this.intake.taken(now);
    const sent = await writeTicketEmail(this.messenger, event, { ticketId: issued.ticketId, name, email: normaliseEmail(email) }, now);
    return { kind: 'registered', ticketId: issued.ticketId, event, email: sent };
  }
}
