import type { TicketCollection } from '../collections';

/** A ticket as found across the ticket collections (SPEC "find user by id", with foundInCollection). */
export type FoundTicket = {
  id: string;
  eventId: string;
  name: string;
  email: string;
  foundInCollection: TicketCollection;
  cancelledAt?: string;
};
