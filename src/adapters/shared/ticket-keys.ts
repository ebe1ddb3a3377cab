import type { TicketCollection } from '../../domain/collections';
import type { DocumentOf } from '../../application/ports/collections';

/**
 * Both stores keep one key per (event, e-mail) beside the tickets: a second registration with
 * the same e-mail finds it, in the same transaction, and never makes a second ticket. Plain
 * text (valid e-mails hold no "/"), so Firestore's security rules can rebuild it from a ticket.
 */
export function ticketKeyId(eventId: string, normalisedEmail: string): string {
  return `${eventId}_${normalisedEmail}`;
}

/** Collection (table) `ticketKeys`: storage only, never read by the application layer. */
export type TicketKeyRecord = {
  id: string;
  eventId: string;
  ticketId: string;
  collection: TicketCollection;
  /** Firestore: the number of the seat the ticket took (seat-counters.ts); the offline store has none. */
  seat?: number;
  createdAt: string;
};

/** The keys of tickets already stored (the demo data, an import). */
export function ticketKeysOf(
  tickets: ReadonlyArray<DocumentOf<TicketCollection>>,
  collection: TicketCollection,
  createdAt: string,
): TicketKeyRecord[] {
  return tickets.map((ticket) => ({
    id: ticketKeyId(ticket.eventId, ticket.email),
    eventId: ticket.eventId,
    ticketId: ticket.id,
    collection,
    createdAt,
  }));
}
