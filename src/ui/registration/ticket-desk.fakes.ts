import type { TicketDesk, TicketView } from '../../application/registrations/ticket-desk.use-case';
import type { PublicApi } from '../../application/tokens';
import { sampleEvent } from '../events/event-catalog.fakes';

export const SAMPLE_TICKET: TicketView = {
  ticketId: 'Xy7Kq2LmN9pRt4VwZ1bC',
  name: 'Zoë Ångström',
  email: 'zoe@example.org',
  collection: 'registrations',
  event: sampleEvent({ id: 'summit', slug: 'summit', title: 'Open Source Summit 2026', venue: 'Palais des Congrès, Hall A' }),
};

/** A desk that knows one ticket (for any event it is asked about), whatever the store holds. */
export const oneTicketDesk: PublicApi<TicketDesk> = {
  ticket: async (_eventId, ticketId) => (ticketId === SAMPLE_TICKET.ticketId ? SAMPLE_TICKET : null),
  storedTicket: async (_eventId, ticketId) => (ticketId === SAMPLE_TICKET.ticketId ? SAMPLE_TICKET : null),
  ticketsOf: async () => [SAMPLE_TICKET],
};
