import type { EventDocument } from '../../domain/events/event';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { CheckInAttendee, CheckInContext } from '../check-in/check-in-attendee.use-case';
import type { PublicApi } from '../tokens';
import { StoreOfflineError } from '../ports/store-errors';
import type { DoorList } from './door-list';
import type { CheckInRequest } from './scanner.machine';

/**
 * A check-in at the door, decided from the door's list: a ticket on it is admitted without a
 * request for the ticket (the check-in itself is queued when there is no network); one missing
 * from it has its own outcome when the server cannot say, since the list may be older than the
 * ticket.
 */
export class DoorCheckIn {
  constructor(private readonly attendee: PublicApi<CheckInAttendee>) {}

  checkIn(event: EventDocument, list: Pick<DoorList, 'find' | 'canAskSource' | 'state'>, request: CheckInRequest, context: Pick<CheckInContext, 'by' | 'device'>): Promise<CheckInOutcome> {
    const admission: CheckInContext = { ...context, method: request.method, onlyOnEventDays: false };
    const ticket = list.find(request.ticketId);
    if (ticket) return this.attendee.checkIn(event, { ticket: { ...ticket, foundInCollection: ticket.collection } }, admission);
    return this.missingFromList(event, list, request.ticketId, admission);
  }

  /**
   * A ticket missing from the list: asked of the store, which answers from the server when it
   * can, else from what this device holds. Unknown to a device that cannot reach the server, or
   * a server the device cannot reach yet (just back online), it is "not on this device's list".
   */
  private async missingFromList(event: EventDocument, list: Pick<DoorList, 'state' | 'canAskSource'>, ticketId: string, admission: CheckInContext): Promise<CheckInOutcome> {
    const notOnList: CheckInOutcome = { kind: 'not-on-device-list', updatedAt: list.state.updatedAt };
    const reachable = list.canAskSource();
    try {
      const outcome = await this.attendee.checkIn(event, { ticketId }, admission);
      return outcome.kind === 'unknown-ticket' && !reachable ? notOnList : outcome;
    } catch (error) {
      if (error instanceof StoreOfflineError) return notOnList;
      throw error;
    }
  }
}
