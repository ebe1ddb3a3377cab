import { describe, expect, it } from 'vitest';
import { hasEnded, splitByTime } from './event';

const now = new Date('2026-06-10T12:00:00.000Z');
const event = (id: string, startsAt: string, endsAt: string) => ({ id, startsAt, endsAt });

describe('splitByTime', () => {
  it('keeps a running event among the upcoming ones and sorts both lists for reading', () => {
    const { upcoming, past } = splitByTime(
      [
        event('later', '2026-07-01T09:00:00.000Z', '2026-07-01T17:00:00.000Z'),
        event('old', '2026-01-01T09:00:00.000Z', '2026-01-01T17:00:00.000Z'),
        event('running', '2026-06-10T09:00:00.000Z', '2026-06-10T17:00:00.000Z'),
        event('older', '2025-01-01T09:00:00.000Z', '2025-01-01T17:00:00.000Z'),
      ],
      now,
    );
    expect(upcoming.map((e) => e.id)).toEqual(['running', 'later']);
    expect(past.map((e) => e.id)).toEqual(['old', 'older']);
  });

  it('counts an event as ended only after its end', () => {
    expect(hasEnded({ endsAt: '2026-06-10T12:00:00.000Z' }, now)).toBe(false);
    expect(hasEnded({ endsAt: '2026-06-10T11:59:59.999Z' }, now)).toBe(true);
  });
});
