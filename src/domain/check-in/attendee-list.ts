import type { CheckInDocument } from './check-in';

/** A ticket of the event, as the attendee list needs it. */
export type AttendeeTicket = { id: string; name: string; email: string; createdAt: string };

/** One line of an event's attendee list: a ticket, and its check-in if the person has arrived. */
export type Attendee = {
  ticketId: string;
  name: string;
  email: string;
  registeredAt: string;
  arrival: { at: string; byVisitor: boolean; device: string } | null;
};

export type AttendeeCounts = { registered: number; arrived: number; notArrived: number };

export type ArrivalFilter = 'all' | 'arrived' | 'not-arrived';

/**
 * Every ticket of the event with its check-in, by name as a printed door list is read. A
 * check-in whose ticket is gone (cancelled after arriving) is not an attendee: it stays in
 * the check-ins log.
 */
export function attendeesOf(tickets: readonly AttendeeTicket[], checkIns: readonly CheckInDocument[]): Attendee[] {
  const arrivals = new Map(checkIns.map((checkIn) => [checkIn.ticketId, checkIn]));
  return tickets
    .map((ticket) => {
      const checkIn = arrivals.get(ticket.id);
      return {
        ticketId: ticket.id,
        name: ticket.name,
        email: ticket.email,
        registeredAt: ticket.createdAt,
        arrival: checkIn ? { at: checkIn.at, byVisitor: checkIn.by === 'self', device: checkIn.device } : null,
      };
    })
    .sort((a, b) => byName.compare(a.name, b.name) || a.email.localeCompare(b.email));
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export function attendeeCounts(attendees: readonly Attendee[]): AttendeeCounts {
  const arrived = attendees.filter((attendee) => attendee.arrival !== null).length;
  return { registered: attendees.length, arrived, notArrived: attendees.length - arrived };
}

export function keepsArrival(filter: ArrivalFilter, attendee: Attendee): boolean {
  if (filter === 'all') return true;
  return (attendee.arrival !== null) === (filter === 'arrived');
}
