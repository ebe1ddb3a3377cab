import type { TicketCollection } from '../collections';

export type CheckInMethod = 'qr' | 'manual' | 'self';

/** One admission of one ticket to one event. */
export type CheckInDocument = {
  readonly id: string;
  eventId: string;
  ticketId: string;
  foundInCollection: TicketCollection;
  name: string;
  email: string;
  /** ISO 8601 in UTC. */
  at: string;
  /** The account id of the staff member, or `self`. */
  by: string;
  method: CheckInMethod;
  device: string;
  /**
   * Staff admitted the ticket though it was missing from the door's list without network
   * ("Admit anyway"); the server checked the ticket when the door came back online.
   */
  notOnDeviceList?: true;
  country?: string;
  city?: string;
};

/**
 * The deterministic id `{eventId}_{ticketId}`: a second scan, a second device or an
 * offline replay all address the same document, so there is never a second admission.
 */
export function checkInId(eventId: string, ticketId: string): string {
  return `${eventId}_${ticketId}`;
}
