import { TICKET_COLLECTIONS, type TicketCollection } from '../../domain/collections';
import { type DocumentOf } from '../ports/collections';
import { normaliseEmail } from '../../domain/shared/email';
import { systemClock, type Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import { NO_KEPT_TICKETS, type KeptTickets } from '../ports/kept-tickets.port';
import { StoreOfflineError, StorePermissionError } from '../ports/store-errors';
import type { TicketView } from './ticket-view';

export type { TicketView } from './ticket-view';

/** Tickets as visitors see them: one by its id (the id is the secret), or all of one e-mail. */
export class TicketDesk {
  constructor(
    private readonly store: DocumentStore,
    private readonly kept: KeptTickets = NO_KEPT_TICKETS,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * The ticket, if it exists and is for this event; null otherwise (never another event's). Read
   * from the server, it is kept on the device; with the server out of reach (no network at the
   * venue), the device's copy is shown, saying when it was kept.
   */
  async ticket(eventId: string, ticketId: string): Promise<TicketView | null> {
    let view: TicketView | null;
    try {
      view = await this.storedTicket(eventId, ticketId);
    } catch (error) {
      const kept = error instanceof StoreOfflineError ? this.kept.ticket(ticketId) : null;
      if (kept?.event.id !== eventId) throw error;
      return kept;
    }
    if (view) this.kept.keep({ ...view, keptAt: this.clock.now().toISOString() });
    else this.kept.forget(ticketId);
    return view;
  }

  /** The ticket as the store holds it, never the device's copy: what a change to it is decided on. */
  async storedTicket(eventId: string, ticketId: string): Promise<TicketView | null> {
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

  /**
   * Every ticket held by this e-mail, soonest event first (the home page of a signed-in visitor).
   * Each is kept on the device; with the server out of reach, the kept ones are shown.
   */
  async ticketsOf(email: string): Promise<TicketView[]> {
    const address = normaliseEmail(email);
    try {
      const tickets = await this.storedOf(address);
      const keptAt = this.clock.now().toISOString();
      this.kept.keep(...tickets.map((ticket) => ({ ...ticket, keptAt })));
      return tickets;
    } catch (error) {
      if (!(error instanceof StoreOfflineError)) throw error;
      const kept = this.kept.heldBy(address);
      if (kept.length === 0) throw error;
      return soonestFirst(kept);
    }
  }

  private async storedOf(address: string): Promise<TicketView[]> {
    const perCollection = await Promise.all(
      TICKET_COLLECTIONS.map(async (collection) => (await this.ticketsIn(collection, address)).map((ticket) => ({ ticket, collection }))),
    );
    const tickets = perCollection.flat();
    const events = await Promise.all(tickets.map(({ ticket }) => this.store.getById('events', ticket.eventId)));
    return soonestFirst(
      tickets.flatMap(({ ticket, collection }, index) => {
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
      }),
    );
  }

  /**
   * Under the security rules only an account whose e-mail is verified lists the tickets of that
   * e-mail; any other account simply has none to show (docs/security.md). Only the store of
   * record's answer: a device's cache without network may hold none of them, and "you hold no
   * ticket" would hide those kept on the device.
   */
  private async ticketsIn(collection: TicketCollection, email: string): Promise<Array<DocumentOf<TicketCollection>>> {
    try {
      return await this.store.list(collection, { where: [{ field: 'email', op: '==', value: email }], confirmed: true });
    } catch (error) {
      if (error instanceof StorePermissionError) return [];
      throw error;
    }
  }
}

const soonestFirst = (tickets: TicketView[]) => tickets.sort((a, b) => a.event.startsAt.localeCompare(b.event.startsAt));
