import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { EventDocument } from '../../domain/events/event';
import { checkRegistrationForm } from '../../domain/registrations/registration-forms';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { normaliseEmail } from '../../domain/shared/email';
import type { CheckInAttendee, CheckInContext } from '../check-in/check-in-attendee.use-case';
import type { Messenger } from '../messages/messenger';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { TicketFields, TicketLedger } from '../ports/ticket-ledger.port';
import { writeTicketEmail, type TicketEmail } from './ticket-email';

/** Who registers the walk-in, on which device, and whether they are let in at once. */
export type DeskContext = Pick<CheckInContext, 'by' | 'device'> & { checkInNow: boolean };

/**
 * `registered`: a new ticket, with whether its e-mail was written; `already-registered`: the
 * e-mail already held one, which is the one checked in. `checkIn` is the check-in's own outcome
 * when one was asked for.
 */
export type WalkInOutcome =
  | { kind: 'registered'; ticketId: string; name: string; checkIn: CheckInOutcome | null; email: TicketEmail }
  | { kind: 'already-registered'; ticketId: string; name: string; checkIn: CheckInOutcome | null }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'gone' };

/**
 * A walk-in at the desk, in one step: the event's own form, a ticket issued by the
 * administrators' path (no per-browser limit, no closing or capacity check: the desk decides,
 * and the security rules decide who may), its confirmation sent like any other, and the check-in
 * if asked. Someone who already holds a ticket is checked in with it rather than refused.
 */
export class RegisterWalkIn {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
    private readonly clock: Clock,
    private readonly attendee: Pick<CheckInAttendee, 'checkIn'>,
    private readonly messenger?: Pick<Messenger, 'ticket'>,
  ) {}

  async register(event: EventDocument, input: Record<string, unknown>, desk: DeskContext): Promise<WalkInOutcome> {
    const form = checkRegistrationForm(event.kind, input);
    if (!form.ok) return { kind: 'invalid', errors: form.errors };
    const now = this.clock.now();
    const fields = { ...form.value.fields, createdAt: now.toISOString() } as TicketFields;
    const { name, organisation, phone, createdAt } = fields;
    const email = normaliseEmail(fields.email);
    const issued = await this.ledger.issue({
      event,
      fields,
      now,
      enforceRegistrationRules: false,
      directoryEntry: { name, email, organisation, phone, createdAt, source: 'admin' },
    });
    if (issued.kind === 'issued') {
      // Let in whether or not the e-mail could be written: the ticket is theirs.
      const sent = await writeTicketEmail(this.messenger, event, { ticketId: issued.ticketId, name, email }, now);
      return {
        kind: 'registered',
        ticketId: issued.ticketId,
        name,
        checkIn: await this.checkIn(event, issued.ticketId, desk),
        email: sent,
      };
    }
    if (issued.kind !== 'already-registered') return { kind: 'gone' };
    const [held] = await this.store.list(ticketCollectionFor(event.kind), {
      where: [
        { field: 'eventId', op: '==', value: event.id },
        { field: 'email', op: '==', value: email },
      ],
      limit: 1,
    });
    if (!held) return { kind: 'gone' };
    return { kind: 'already-registered', ticketId: held.id, name: held.name, checkIn: await this.checkIn(event, held.id, desk) };
  }

  private checkIn(event: EventDocument, ticketId: string, desk: DeskContext): Promise<CheckInOutcome | null> {
    if (!desk.checkInNow) return Promise.resolve(null);
    return this.attendee.checkIn(event, { ticketId }, { method: 'manual', by: desk.by, device: desk.device, onlyOnEventDays: false });
  }
}
