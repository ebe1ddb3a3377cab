import { TICKET_COLLECTIONS } from '../../domain/collections';
import { checkInId, type CheckInMethod } from '../../domain/check-in/check-in';
import type { CheckInOutcome, TicketEvent } from '../../domain/check-in/check-in-outcome';
import { checkInWindow, isCheckInOpen, type EventDocument } from '../../domain/events/event';
import type { FoundTicket } from '../../domain/registrations/found-ticket';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { normaliseEmail } from '../../domain/shared/email';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import { StorePermissionError } from '../ports/store-errors';

const EMAIL_IS_PRIVATE = Symbol('email-is-private');

/** A ticket's number, an e-mail, or a ticket the door already holds (its list, door-list.ts). */
export type CheckInAttempt = { ticketId: string } | { email: string } | { ticket: FoundTicket };

export type CheckInContext = {
  method: CheckInMethod;
  /** The staff account id, or `self`. */
  by: string;
  device: string;
  /** Self check-in is allowed on the event's day(s) only; staff may admit at any time. */
  onlyOnEventDays: boolean;
  /** When the person was let in, if earlier than now: a door's admission settled after a time offline. */
  admittedAt?: string;
  /** Let in with "Admit anyway", the ticket missing from the door's list: kept on the check-in. */
  notOnDeviceList?: boolean;
};

/** The device a check-in made from an admin list is recorded as. */
export const ADMIN_LIST_DEVICE = 'Admin list';

/**
 * One check-in per person per event, for the staff scanner and self check-in
 * alike: the ticket is looked up across every ticket collection, and the check-in document's
 * deterministic id `{eventId}_{ticketId}` is created only if absent, so a second scan, another
 * device or an offline replay never admit twice.
 */
export class CheckInAttendee {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly places: PlaceSource,
  ) {}

  async checkIn(event: EventDocument, attempt: CheckInAttempt, context: CheckInContext): Promise<CheckInOutcome> {
    const now = this.clock.now();
    if (context.onlyOnEventDays && !isCheckInOpen(event, now)) {
      const { opensAt, closesAt } = checkInWindow(event);
      return { kind: 'closed', opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() };
    }
    const found = await this.findTicket(event, attempt);
    if (found === EMAIL_IS_PRIVATE) return { kind: 'email-needs-sign-in' };
    const ticket = found;
    if (!ticket) return !('email' in attempt) ? { kind: 'unknown-ticket' } : { kind: 'not-registered', reason: 'no-ticket-for-email' };
    if (ticket.eventId !== event.id) return { kind: 'not-registered', reason: 'other-event', ticket, ...(await this.eventOf(ticket)) };
    if (ticket.cancelledAt) return { kind: 'not-registered', reason: 'cancelled', ticket };

    const result = await this.store.createIfAbsent('checkins', checkInId(event.id, ticket.id), {
      eventId: event.id,
      ticketId: ticket.id,
      foundInCollection: ticket.foundInCollection,
      name: ticket.name,
      email: ticket.email,
      at: context.admittedAt ?? now.toISOString(),
      by: context.by,
      method: context.method,
      device: context.device,
      ...(context.notOnDeviceList ? { notOnDeviceList: true as const } : {}),
      ...this.places.storedPlace(),
    });
    if (!result.created) return { kind: 'already-checked-in', checkIn: result.document };
    return { kind: 'checked-in', checkIn: result.document, ...(result.pending ? { pending: true } : {}) };
  }

  /**
   * An administrator admits someone from a register's list: by hand, on any day (the desk may
   * settle an arrival afterwards), the list named as the device. `event-gone`: the register's
   * event was deleted.
   */
  async admitFromList(eventId: string, ticketId: string, by: string): Promise<CheckInOutcome | { kind: 'event-gone' }> {
    const event = await this.store.getById('events', eventId);
    if (!event) return { kind: 'event-gone' };
    return this.checkIn(event, { ticketId }, { method: 'manual', by, device: ADMIN_LIST_DEVICE, onlyOnEventDays: false });
  }

  /** The ticket's own event, to name it; the refusal stands without it (unreadable offline, or deleted). */
  private async eventOf(ticket: FoundTicket): Promise<{ ticketEvent?: TicketEvent }> {
    const other = await this.store.getById('events', ticket.eventId).catch(() => null);
    if (!other) return {};
    const { title, startsAt, endsAt, venue, timeZone } = other;
    return { ticketEvent: { title, startsAt, endsAt, venue, ...(timeZone ? { timeZone } : {}) } };
  }

  private async findTicket(event: EventDocument, attempt: CheckInAttempt): Promise<FoundTicket | null | typeof EMAIL_IS_PRIVATE> {
    if ('ticket' in attempt) return attempt.ticket;
    if ('ticketId' in attempt) return this.store.findById(attempt.ticketId.trim(), TICKET_COLLECTIONS);
    const collection = ticketCollectionFor(event.kind);
    try {
      const [ticket] = await this.store.list(collection, {
        where: [
          { field: 'eventId', op: '==', value: event.id },
          { field: 'email', op: '==', value: normaliseEmail(attempt.email) },
        ],
        limit: 1,
      });
      return ticket ? { ...ticket, foundInCollection: collection } : null;
    } catch (error) {
      // The rules refuse whether or not a ticket exists: the refusal tells nobody anything.
      if (error instanceof StorePermissionError) return EMAIL_IS_PRIVATE;
      throw error;
    }
  }
}
