import { describe, expect, it } from 'vitest';
import { eventsHeldBy } from './events-held';

const events = [
  { id: 'gala', title: 'Spring Gala', startsAt: '2030-05-01T18:00:00.000Z' },
  { id: 'talk', title: 'Evening Talk', startsAt: '2030-06-01T18:00:00.000Z' },
];

describe('the events a person holds tickets for', () => {
  it('gathers each person’s tickets by e-mail, case aside, the latest event first, each with whether they were checked in', () => {
    const held = eventsHeldBy(
      [
        { id: 'T1', eventId: 'gala', email: 'Ada@X.org' },
        { id: 'T2', eventId: 'talk', email: 'ada@x.org' },
        { id: 'T3', eventId: 'gala', email: 'bob@x.org' },
      ],
      events,
      [{ ticketId: 'T1' }],
    );
    expect(held.get('ada@x.org')).toEqual([
      { eventId: 'talk', title: 'Evening Talk', startsAt: '2030-06-01T18:00:00.000Z', checkedIn: false },
      { eventId: 'gala', title: 'Spring Gala', startsAt: '2030-05-01T18:00:00.000Z', checkedIn: true },
    ]);
    expect(held.get('bob@x.org')).toEqual([
      { eventId: 'gala', title: 'Spring Gala', startsAt: '2030-05-01T18:00:00.000Z', checkedIn: false },
    ]);
    expect(held.has('nobody@x.org')).toBe(false);
  });

  it('leaves out a ticket of a deleted event', () => {
    expect(eventsHeldBy([{ id: 'T9', eventId: 'gone', email: 'ada@x.org' }], events, []).size).toBe(0);
  });
});
