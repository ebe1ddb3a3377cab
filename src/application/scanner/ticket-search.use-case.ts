import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { matchesSearch } from '../../domain/shared/search';
import type { DocumentStore } from '../ports/document-store.port';

export type TicketCandidate = {
  ticketId: string;
  name: string;
  email: string;
  organisation?: string;
  collection: TicketCollection;
  cancelled: boolean;
};

export const MIN_QUERY_LENGTH = 2;
const MAX_CANDIDATES = 10;

/** The scanner's manual path: the event's tickets whose name, e-mail or organisation match. */
export class TicketSearch {
  constructor(private readonly store: DocumentStore) {}

  async search(event: EventDocument, query: string): Promise<TicketCandidate[]> {
    if (query.trim().length < MIN_QUERY_LENGTH) return [];
    const collection = ticketCollectionFor(event.kind);
    const tickets = await this.store.whereEquals(collection, 'eventId', event.id);
    return tickets
      .filter((ticket) => matchesSearch(query, [ticket.name, ticket.email, ticket.organisation]))
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, MAX_CANDIDATES)
      .map((ticket) => ({
        ticketId: ticket.id,
        name: ticket.name,
        email: ticket.email,
        ...(ticket.organisation ? { organisation: ticket.organisation } : {}),
        collection,
        cancelled: Boolean(ticket.cancelledAt),
      }));
  }
}
