import { describe, expect, it } from 'vitest';
import { attendeeCounts, attendeesOf, keepsArrival } from './attendee-list';
import type { CheckInDocument } from './check-in';

const ticket = (id: string, name: string, email = `${id.toLowerCase()}@x.org`) => ({
  id,
  name,
  email,
  createdAt: '2030-04-01T10:00:00.000Z',
});
const checkIn = (ticketId: string, by: string, device: string): CheckInDocument => ({
  id: `gala_${ticketId}`,
  eventId: 'gala',
  ticketId,
  foundInCollection: 'registrations',
  name: 'as on the ticket',
  email: 'x@x.org',
  at: '2030-05-01T09:12:00.000Z',
  by,
  method: 'qr',
  device,
});

describe('the attendee list', () => {
  const tickets = [ticket('Z', 'zoë'), ticket('A', 'Émile', 'a@x.org'), ticket('B', 'Adam', 'b@x.org'), ticket('C', 'adam', 'a@x.org')];
  const checkIns = [checkIn('A', 'staff-1', 'North door'), checkIn('C', 'self', 'Phone'), checkIn('GONE', 'staff-1', 'North door')];

  it('lists every ticket by name as a reader expects (accents and case aside, then by e-mail), with its check-in', () => {
    const attendees = attendeesOf(tickets, checkIns);
    expect(attendees.map((attendee) => [attendee.name, attendee.email])).toEqual([
      ['adam', 'a@x.org'],
      ['Adam', 'b@x.org'],
      ['Émile', 'a@x.org'],
      ['zoë', 'z@x.org'],
    ]);
    expect(attendees.map((attendee) => attendee.arrival)).toEqual([
      { at: '2030-05-01T09:12:00.000Z', byVisitor: true, device: 'Phone' },
      null,
      { at: '2030-05-01T09:12:00.000Z', byVisitor: false, device: 'North door' },
      null,
    ]);
  });

  it('leaves out a check-in whose ticket is gone, and counts who arrived and who has not', () => {
    const attendees = attendeesOf(tickets, checkIns);
    expect(attendees.map((attendee) => attendee.ticketId)).not.toContain('GONE');
    expect(attendeeCounts(attendees)).toEqual({ registered: 4, arrived: 2, notArrived: 2 });
    expect(attendeeCounts([])).toEqual({ registered: 0, arrived: 0, notArrived: 0 });
  });

  it('filters by arrival', () => {
    const attendees = attendeesOf(tickets, checkIns);
    const names = (filter: 'all' | 'arrived' | 'not-arrived') =>
      attendees.filter((attendee) => keepsArrival(filter, attendee)).map((attendee) => attendee.ticketId);
    expect(names('all')).toEqual(['C', 'B', 'A', 'Z']);
    expect(names('arrived')).toEqual(['C', 'A']);
    expect(names('not-arrived')).toEqual(['B', 'Z']);
  });
});
