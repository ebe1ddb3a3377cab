import { TICKET_COLLECTIONS, type TicketCollection } from '../../domain/collections';
import { type DocumentOf } from '../ports/collections';
import type { EventDocument } from '../../domain/events/event';
import { normaliseEmail } from '../../domain/shared/email';
import type { DocumentStore } from '../ports/document-store.port';
import { StorePermissionError } from '../ports/store-errors';

export type TicketView = {
  ticketId: string;
  name: string;
  email: string;
  collection: TicketCollection;
  event: EventDocument;
  cancelledAt?: string;
};

/** Tickets as visitors see them: one by its id (the id is the secret), or all of one e-mail. */
export class TicketDesk {
  constructor(private readonly store: DocumentStore) {}

  /** The ticket, if it exists and is for this event; null otherwise (never another event's). */
  async ticket(eventId: string, ticketId: string): Promise<TicketView | null> {
    const [event, found] = await Promise.all([this.store.getById('events', eventId), this.store.findById(ticketId, TICKET_COLLECTIONS)]);
    if (!event || !found || found.eventId !== event.id) return null;
    return {
      ticketId: found.id,
      name: found.name,
      email: found.email,
      collection: found.foundInCollection,
      event,
      ...(found.cancelledAt ? { cancelledAt: found.cancelledAt } : {}),
    };
  }

  /** Every ticket held by this e-mail, soonest event first (the home page of a signed-in visitor). */
  async ticketsOf(email: string): Promise<TicketView[]> {
    const address = normaliseEmail(email);
    const perCollection = await Promise.all(
      TICKET_COLLECTIONS.map(async (collection) => (await this.ticketsIn(collection, address)).map((ticket) => ({ ticket, collection }))),
    );
    const tickets = perCollection.flat();
    const events = await Promise.all(tickets.map(({ ticket }) => this.store.getById('events', ticket.eventId)));
    return tickets
      .flatMap(({ ticket, collection }, index) => {
        const event = events[index];
        return event
          ? [
              {
                ticketId: ticket.id,
                name: ticket.name,
                email: ticket.email,
                collection,
                event,
                ...(ticket.cancelledAt ? { cancelledAt: ticket.cancelledAt } : {}),
              },
            ]
          : [];
      })
      .sort((a, b) => a.event.startsAt.localeCompare(b.event.startsAt));
  }

  /**
   * Under the security rules only an account whose e-mail is verified lists the tickets of that
   * e-mail; any other account simply has none to show (docs/security.md).
   */
  private async ticketsIn(collection: TicketCollection, email: string): Promise<Array<DocumentOf<TicketCollection>>> {
    try {
      return await this.store.whereEquals(collection, 'email', email);
    } catch (error) {
      if (error instanceof StorePermissionError) return [];
      throw error;
    }
  }
}
