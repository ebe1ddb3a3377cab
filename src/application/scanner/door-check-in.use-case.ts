import type { EventDocument } from '../../domain/events/event';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { CheckInAttendee, CheckInContext } from '../check-in/check-in-attendee.use-case';
import type { PublicApi } from '../tokens';
import type { DoorList } from './door-list';
import type { CheckInRequest } from './scanner.machine';

/**
 * A check-in at the door, decided from the door's list: a ticket on it is admitted without a
 * request for the ticket (the check-in itself is queued when there is no network); one missing
 * from it is asked of the store of record when that can be reached, and otherwise has its own
 * outcome, since the list may be older than the ticket.
 */
export class DoorCheckIn {
  constructor(private readonly attendee: PublicApi<CheckInAttendee>) {}

  checkIn(event: EventDocument, list: Pick<DoorList, 'find' | 'canAskSource' | 'state'>, request: CheckInRequest, context: Pick<CheckInContext, 'by' | 'device'>): Promise<CheckInOutcome> {
    const admission: CheckInContext = { ...context, method: request.method, onlyOnEventDays: false };
    const ticket = list.find(request.ticketId);
    if (ticket) return this.attendee.checkIn(event, { ticket: { ...ticket, foundInCollection: ticket.collection } }, admission);
    if (list.canAskSource()) return this.attendee.checkIn(event, { ticketId: request.ticketId }, admission);
    return Promise.resolve({ kind: 'not-on-device-list', updatedAt: list.state.updatedAt });
  }
}
