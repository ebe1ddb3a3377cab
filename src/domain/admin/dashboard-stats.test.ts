import { describe, expect, it } from 'vitest';
import type { CheckInDocument } from '../check-in/check-in';
import { arrivalsPerQuarterHour, countriesOf, progressPerEvent, ratingSummary } from './dashboard-stats';

const checkIn = (eventId: string, at: string): CheckInDocument => ({
  id: `${eventId}_${at}`,
  eventId,
  ticketId: at,
  foundInCollection: 'registrations',
  name: 'n',
  email: 'e',
  at,
  by: 's',
  method: 'qr',
  device: 'd',
});

describe('the dashboard figures', () => {
  it('counts registrations, check-ins and who is inside now per event, soonest first', () => {
    const events = [
      {
        id: 'b',
        title: 'B',
        startsAt: '2026-02-01',
        endsAt: '',
        slug: '',
        summary: '',
        description: '',
        venue: '',
        capacity: 10,
        registrationOpen: true,
        kind: 'standard' as const,
        seatsTaken: 7,
      },
      {
        id: 'a',
        title: 'A',
        startsAt: '2026-01-01',
        endsAt: '',
        slug: '',
        summary: '',
        description: '',
        venue: '',
        capacity: null,
        registrationOpen: true,
        kind: 'standard' as const,
        seatsTaken: 0,
      },
    ];
    const exit = {
      id: 'b_2026-02-01T10:00:00Z_1',
      eventId: 'b',
      ticketId: '2026-02-01T10:00:00Z',
      number: 1,
      kind: 'exit' as const,
      name: 'n',
      at: '2026-02-01T11:00:00Z',
      by: 's',
      device: 'd',
    };
    expect(progressPerEvent(events, [checkIn('b', '2026-02-01T10:00:00Z'), checkIn('b', '2026-02-01T10:01:00Z')], [exit])).toEqual([
      { eventId: 'a', title: 'A', registered: 0, capacity: null, checkedIn: 0, inside: 0, perDoor: [], startsAt: '2026-01-01' },
      {
        eventId: 'b',
        title: 'B',
        registered: 7,
        capacity: 10,
        checkedIn: 2,
        inside: 1,
        perDoor: [{ device: 'd', entries: 2, exits: 1 }],
        startsAt: '2026-02-01',
      },
    ]);
  });

  it('buckets arrivals per 15 minutes, empty quarters included', () => {
    const arrivals = arrivalsPerQuarterHour(
      [
        checkIn('e', '2026-01-01T09:01:00Z'),
        checkIn('e', '2026-01-01T09:14:59Z'),
        checkIn('e', '2026-01-01T09:50:00Z'),
        checkIn('other', '2026-01-01T09:20:00Z'),
      ],
      'e',
    );
    expect(arrivals).toEqual([
      { startsAt: '2026-01-01T09:00:00.000Z', count: 2 },
      { startsAt: '2026-01-01T09:15:00.000Z', count: 0 },
      { startsAt: '2026-01-01T09:30:00.000Z', count: 0 },
      { startsAt: '2026-01-01T09:45:00.000Z', count: 1 },
    ]);
    expect(arrivalsPerQuarterHour([], 'e')).toEqual([]);
  });

  it('averages the ratings to one decimal with their count, ignoring nonsense', () => {
    const feedback = [5, 4, 4, 9].map((rating, index) => ({ id: String(index), eventId: '', rating, comment: '', createdAt: '' }));
    expect(ratingSummary(feedback)).toEqual({ count: 3, average: 4.3, perStar: [0, 0, 0, 2, 1] });
    expect(ratingSummary([]).average).toBeNull();
  });

  it('counts visitors per country, most first', () => {
    expect(countriesOf([{ country: 'Ghana' }, { country: 'Japan' }, { country: 'Ghana' }, {}, { country: ' ' }])).toEqual({
      countries: [
        { country: 'Ghana', count: 2 },
        { country: 'Japan', count: 1 },
      ],
      unknown: 2,
    });
  });
});
