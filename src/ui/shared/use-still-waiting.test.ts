import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STILL_WAITING_MS, useStillWaiting } from './use-still-waiting';

describe('useStillWaiting', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('says a send is still under way once it has lasted long, and stops saying it when it ends', () => {
    const { result, rerender } = renderHook(({ busy }) => useStillWaiting(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(STILL_WAITING_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ busy: false });
    expect(result.current).toBe(false);
  });

  it('does not say an import that keeps moving is waiting, and says it once a step goes unanswered', () => {
    const { result, rerender } = renderHook(({ progress }) => useStillWaiting(true, { progress }), { initialProps: { progress: 0 } });
    // A step answered every 5 s: 20 s in all, never 8 s without one.
    for (const progress of [500, 1_000, 1_500, 2_000]) {
      act(() => vi.advanceTimersByTime(5_000));
      rerender({ progress });
      expect(result.current).toBe(false);
    }
    act(() => vi.advanceTimersByTime(STILL_WAITING_MS));
    expect(result.current).toBe(true);
    // The server answers the step at last: no longer said, until the next one waits as long.
    rerender({ progress: 2_500 });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(STILL_WAITING_MS));
    expect(result.current).toBe(true);
  });
});
