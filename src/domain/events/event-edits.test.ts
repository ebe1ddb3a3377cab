import { describe, expect, it } from 'vitest';
import type { EventDocument } from './event';
import { eventEdits, type EditedEvent } from './event-edits';

const opened: EventDocument = {
  id: 'harbour',
  slug: 'harbour-talks',
  title: 'Harbour Talks',
  summary: 'Ships and ports.',
  description: '',
  venue: 'Pier 4',
  startsAt: '2030-05-01T09:00:00.000Z',
  endsAt: '2030-05-01T17:00:00.000Z',
  capacity: 40,
  registrationOpen: true,
  kind: 'standard',
  timeZone: 'Europe/Zurich',
};
const { id: _id, ...asTyped } = opened;
const typed = (changes: Partial<EditedEvent>): EditedEvent => ({ ...asTyped, holdHours: 24, reEntry: false, ...changes });

describe('an administrator’s edit of an event', () => {
  it('saves only what they changed, so that what someone else saved meanwhile stays', () => {
    const current = { ...opened, registrationOpen: false, venue: 'Pier 5' };
    expect(eventEdits(opened, typed({ title: 'Harbour Talks 2030' }), current)).toEqual({
      changed: { title: 'Harbour Talks 2030' },
      clashes: [],
    });
  });

  it('holds back a field someone else changed to something else meanwhile, not one changed to the same', () => {
    const current = { ...opened, capacity: 50, title: 'Harbour Talks 2030' };
    expect(eventEdits(opened, typed({ capacity: 45, title: 'Harbour Talks 2030' }), current)).toEqual({
      changed: { capacity: 45, title: 'Harbour Talks 2030' },
      clashes: ['capacity'],
    });
  });

  it('reads times as instants and fields left at their default as unchanged', () => {
    const withSeconds = { ...opened, startsAt: '2030-05-01T09:00:00Z' };
    expect(eventEdits(withSeconds, typed({}), withSeconds).changed).toEqual({});
    expect(eventEdits(opened, typed({ capacity: null }), opened).changed).toEqual({ capacity: null });
  });
});
