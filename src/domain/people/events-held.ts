import type { CheckInDocument } from '../check-in/check-in';
import type { EventDocument } from '../events/event';

/** An event a person holds a ticket for, and whether they were checked in there. */
export type EventHeld = { eventId: string; title: string; startsAt: string; checkedIn: boolean };

type Ticket = { id: string; eventId: string; email: string };

/**
 * The events each person holds a ticket for, by e-mail (case aside), the latest first. A ticket
 * of a deleted event is left out: there is nothing to say about it.
 */
export function eventsHeldBy(
  tickets: Iterable<Ticket>,
  events: readonly Pick<EventDocument, 'id' | 'title' | 'startsAt'>[],
  checkIns: readonly Pick<CheckInDocument, 'ticketId'>[],
): ReadonlyMap<string, readonly EventHeld[]> {
  const eventsById = new Map(events.map((event) => [event.id, event]));
  const arrived = new Set(checkIns.map((checkIn) => checkIn.ticketId));
  const held = new Map<string, EventHeld[]>();
  for (const ticket of tickets) {
    const event = eventsById.get(ticket.eventId);
    if (!event) continue;
    const email = ticket.email.toLowerCase();
    const line = { eventId: event.id, title: event.title, startsAt: event.startsAt, checkedIn: arrived.has(ticket.id) };
    const lines = held.get(email);
    if (lines) lines.push(line);
    else held.set(email, [line]);
  }
  for (const lines of held.values()) lines.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return held;
}
