import { createEvent } from 'ics';
import type { EventDocument } from '../events/event';

/** An .ics file for the ticket's event (RFC 5545, written by the `ics` library). */
export function ticketCalendarFile(event: EventDocument, ticketId: string, url: string): string {
  const { error, value } = createEvent({
    uid: `${ticketId}@rollcall`,
    title: event.title,
    description: `${event.summary}\n\nYour ticket: ${url}`,
    location: event.venue,
    url,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    productId: 'rollcall/ics',
  });
  if (error || !value) throw new Error(`The calendar file could not be written: ${error?.message ?? 'no output'}`);
  return value;
}
