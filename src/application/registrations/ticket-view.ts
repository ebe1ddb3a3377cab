import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';

/** A ticket as its holder sees it: the ticket page, the home page of a signed-in visitor. */
export type TicketView = {
  ticketId: string;
  name: string;
  email: string;
  collection: TicketCollection;
  event: EventDocument;
  cancelledAt?: string;
  /** Shown from this device's copy, the server out of reach: when the device last had it from the server. */
  keptAt?: string;
};
