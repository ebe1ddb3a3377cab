import { describe, expect, it } from 'vitest';
import {
  admission,
  checkInWindow,
  hasEnded,
  hasStarted,
  isCheckInOpen,
  registrationState,
  seatsLeft,
  splitByTime,
  withSeats,
} from './event';

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

describe('registrationState', () => {
  const base = {
    id: 'e',
    slug: 'e',
    title: 'E',
    summary: '',
    description: '',
    venue: '',
    kind: 'standard' as const,
    startsAt: '2026-07-01T09:00:00.000Z',
    endsAt: '2026-07-01T17:00:00.000Z',
    capacity: 10,
    registrationOpen: true,
  };

  it('is open with seats left, full when none are, closed or ended otherwise', () => {
    expect(registrationState({ ...base, seatsTaken: 9 }, now)).toBe('open');
    expect(registrationState({ ...base, seatsTaken: 10 }, now)).toBe('full');
    expect(registrationState({ ...base, seatsTaken: 10, registrationOpen: false }, now)).toBe('closed');
    expect(
      registrationState({ ...base, seatsTaken: 0, endsAt: '2026-06-01T17:00:00.000Z', startsAt: '2026-06-01T09:00:00.000Z' }, now),
    ).toBe('ended');
    expect(admission({ ...base, registrationOpen: false }, now)).toBe('closed');
    expect(admission(base, now)).toBe('open');
    expect(registrationState({ ...base, capacity: null, seatsTaken: 5000 }, now)).toBe('open');
  });

  it('is not said to be full until its seats are counted', () => {
    expect(registrationState({ ...base, seatsTaken: null }, now)).toBe('open');
    expect(registrationState({ ...base, seatsTaken: 10 }, now)).toBe('full');
  });

  it('counts seats left, none below zero, null without a limit', () => {
    expect(seatsLeft({ capacity: 10, seatsTaken: 3 })).toBe(7);
    expect(seatsLeft({ capacity: 10, seatsTaken: 0 })).toBe(10);
    expect(seatsLeft({ capacity: 10, seatsTaken: 12 })).toBe(0);
    expect(seatsLeft({ capacity: null, seatsTaken: 12 })).toBeNull();
  });
});

describe('withSeats', () => {
  it('gives each event its count, and none counted is none taken', () => {
    const event = (id: string) => ({
      id,
      slug: id,
      title: id,
      summary: '',
      description: '',
      venue: '',
      kind: 'standard' as const,
      startsAt: '',
      endsAt: '',
      capacity: null,
      registrationOpen: true,
    });
    expect(withSeats([event('a'), event('b')], new Map([['a', 3]])).map((counted) => counted.seatsTaken)).toEqual([3, 0]);
  });
});

describe('the check-in window', () => {
  const event = { startsAt: new Date(2026, 5, 10, 18, 0).toISOString(), endsAt: new Date(2026, 5, 11, 2, 0).toISOString() };

  it('opens at midnight of the first day and closes at the end of the last, local time', () => {
    expect(isCheckInOpen(event, new Date(2026, 5, 10, 0, 0))).toBe(true);
    expect(isCheckInOpen(event, new Date(2026, 5, 11, 23, 59))).toBe(true);
    expect(isCheckInOpen(event, new Date(2026, 5, 9, 23, 59))).toBe(false);
    expect(isCheckInOpen(event, new Date(2026, 5, 12, 0, 0))).toBe(false);
  });

  it('opens and closes on the venue’s day, whatever the device’s zone', () => {
    // 10:00 to 12:00 in Tokyo: the day there runs from 15:00 UTC the day before.
    const inTokyo = { startsAt: '2026-06-10T01:00:00.000Z', endsAt: '2026-06-10T03:00:00.000Z', timeZone: 'Asia/Tokyo' };
    expect(checkInWindow(inTokyo)).toEqual({
      opensAt: new Date('2026-06-09T15:00:00.000Z'),
      closesAt: new Date('2026-06-10T15:00:00.000Z'),
    });
    expect(isCheckInOpen(inTokyo, new Date('2026-06-09T14:59:00.000Z'))).toBe(false);
    expect(isCheckInOpen(inTokyo, new Date('2026-06-10T14:59:00.000Z'))).toBe(true);
  });

  it('counts the venue’s day across a change of the clocks (25 hours in New York on 1 November 2026)', () => {
    const fallBack = { startsAt: '2026-11-01T14:00:00.000Z', endsAt: '2026-11-01T16:00:00.000Z', timeZone: 'America/New_York' };
    expect(checkInWindow(fallBack)).toEqual({
      opensAt: new Date('2026-11-01T04:00:00.000Z'),
      closesAt: new Date('2026-11-02T05:00:00.000Z'),
    });
  });

  it('knows whether an event has started', () => {
    expect(hasStarted(event, new Date(2026, 5, 10, 18, 0))).toBe(true);
    expect(hasStarted(event, new Date(2026, 5, 10, 17, 59))).toBe(false);
  });
});
