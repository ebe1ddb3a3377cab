import type { TicketCollection } from '../../domain/collections';
import type { DocumentOf } from '../../application/ports/collections';
import type { DoorTicket } from '../../application/ports/door-copy.port';

/** What the door keeps of a stored ticket: nothing it does not show or decide with. */
export function doorTicketOf(ticket: DocumentOf<TicketCollection>, collection: TicketCollection): DoorTicket {
  return {
    id: ticket.id,
    eventId: ticket.eventId,
    name: ticket.name,
    email: ticket.email,
    ...(ticket.organisation ? { organisation: ticket.organisation } : {}),
    collection,
    ...(ticket.cancelledAt ? { cancelledAt: ticket.cancelledAt } : {}),
  };
}
