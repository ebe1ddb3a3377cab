import { describe, expect, it } from 'vitest';
import type { EventDocument } from '../../domain/events/event';
import { doorEvents } from './door-events';

const event = (id: string, startsAt: string, endsAt: string): EventDocument => ({
  id,
  slug: id,
  title: id,
  kind: 'standard',
  summary: '',
  description: '',
  venue: '',
  startsAt,
  endsAt,
  capacity: null,
  registrationOpen: true,
  timeZone: 'UTC',
});

const LAST_WEEK = event('last-week', '2026-06-03T18:00:00.000Z', '2026-06-03T22:00:00.000Z');
const THIS_MORNING = event('this-morning', '2026-06-10T08:00:00.000Z', '2026-06-10T11:00:00.000Z');
const EARLIER = event('earlier', '2026-06-09T08:00:00.000Z', '2026-06-09T11:00:00.000Z');
const TONIGHT = event('tonight', '2026-06-10T18:00:00.000Z', '2026-06-10T22:00:00.000Z');
const NOON = new Date('2026-06-10T12:00:00.000Z');

describe('doorEvents', () => {
  it('offers the upcoming events and the ended ones whose check-in day is not over, oldest first', () => {
    const listed = doorEvents({ upcoming: [TONIGHT], past: [THIS_MORNING, EARLIER, LAST_WEEK] }, null, NOON);
    expect(listed.map(({ id }) => id)).toEqual(['this-morning', 'tonight']);
  });

  it('keeps the event the door scans for after its day is over', () => {
    const listed = doorEvents({ upcoming: [TONIGHT], past: [THIS_MORNING, EARLIER, LAST_WEEK] }, 'last-week', NOON);
    expect(listed.map(({ id }) => id)).toEqual(['last-week', 'this-morning', 'tonight']);
  });
});
