import type { TicketCollection } from '../../domain/collections';
import type { CollectionDocuments } from '../../application/ports/collections';
import type { EventDocument } from '../../domain/events/event';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { ticketKeyId, type TicketKeyRecord } from '../shared/ticket-keys';
import type { TicketSeatRecord } from './seat-book';
import { counterOf, countersFor, takenSeat, type SeatCounter, type SeatRecord } from './seat-counters';

export type LedgerDocuments = {
  ticketKeys: TicketKeyRecord[];
  seats: SeatRecord[];
  seatCounters: SeatCounter[];
  ticketSeats: TicketSeatRecord[];
};

/**
 * What the Firestore ledger keeps beside tickets stored in bulk (the demo data on the
 * emulators): a seat per ticket, numbered from 0, each event's counters, and a key per ticket.
 */
export function ledgerDocumentsFor(
  events: readonly EventDocument[],
  tickets: { [C in TicketCollection]: ReadonlyArray<CollectionDocuments[C]> },
  createdAt: string,
): LedgerDocuments {
  const documents: LedgerDocuments = { ticketKeys: [], seats: [], seatCounters: [], ticketSeats: [] };
  for (const event of events) {
    const collection = ticketCollectionFor(event.kind);
    const own = tickets[collection].filter((ticket) => ticket.eventId === event.id);
    own.forEach((ticket, number) => {
      const counter = counterOf(number, event.capacity);
      documents.seats.push(takenSeat(event.id, number, counter, ticket.id, collection));
      documents.ticketSeats.push({ id: ticket.id, eventId: event.id, seat: number, counter });
      documents.ticketKeys.push({
        id: ticketKeyId(event.id, ticket.email),
        eventId: event.id,
        ticketId: ticket.id,
        collection,
        seat: number,
        createdAt,
      });
    });
    documents.seatCounters.push(
      ...countersFor(
        event.id,
        event.capacity,
        own.map((_, number) => number),
      ),
    );
  }
  return documents;
}
