import type { TicketCollection } from '../collections';

/** A ticket as found across the ticket collections ("find a person by id", with foundInCollection). */
export type FoundTicket = {
  id: string;
  eventId: string;
  name: string;
  email: string;
  foundInCollection: TicketCollection;
  cancelledAt?: string;
};
