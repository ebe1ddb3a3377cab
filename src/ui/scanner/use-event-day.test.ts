import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_DAY_CHECK_MS, useIsEventDay } from './use-event-day';

// 10:00 to 12:00 in Zurich on 10 June 2026: its day there ends at 22:00 UTC.
const EVENT = { startsAt: '2026-06-10T08:00:00.000Z', endsAt: '2026-06-10T10:00:00.000Z', timeZone: 'Europe/Zurich' };

describe('useIsEventDay', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('notices within a minute that the venue’s day is over, without a reload', () => {
    vi.setSystemTime(new Date('2026-06-10T21:59:30.000Z'));
    const clock = { now: () => new Date() };
    const { result } = renderHook(() => useIsEventDay(EVENT, clock));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(EVENT_DAY_CHECK_MS));
    expect(result.current).toBe(false);
  });

  it('notices the day beginning too', () => {
    vi.setSystemTime(new Date('2026-06-09T21:59:30.000Z'));
    const clock = { now: () => new Date() };
    const { result } = renderHook(() => useIsEventDay(EVENT, clock));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(EVENT_DAY_CHECK_MS));
    expect(result.current).toBe(true);
  });
});
