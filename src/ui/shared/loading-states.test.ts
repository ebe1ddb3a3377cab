import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingStates, whenPageLoaded } from './loading-states';

const TIMING = { afterMs: 1_500, longestMs: 10_000 };

describe('whenPageLoaded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts its pause again when a loading state shows within it (a section loading after the page)', async () => {
    const states = new LoadingStates();
    const work = vi.fn();
    const pageGone = states.add();
    whenPageLoaded(states, work, TIMING);
    await vi.advanceTimersByTimeAsync(2_000);
    pageGone();
    await vi.advanceTimersByTimeAsync(1_000);
    const sectionGone = states.add();
    await vi.advanceTimersByTimeAsync(1_000);
    sectionGone();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(work).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the work runs when the pause ends.
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    states.add()();
    await vi.advanceTimersByTimeAsync(TIMING.longestMs);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('counts a loading state once however often it says it went (React runs effects twice in development)', async () => {
    const states = new LoadingStates();
    const work = vi.fn();
    const first = states.add();
    states.add();
    first();
    first();
    expect(states.anyShown()).toBe(true);
    whenPageLoaded(states, work, TIMING);
    await vi.advanceTimersByTimeAsync(TIMING.longestMs - 1);
    expect(work).not.toHaveBeenCalled();
  });

  it('does nothing once cancelled, even past the longest wait', async () => {
    const states = new LoadingStates();
    const work = vi.fn();
    states.add();
    const cancel = whenPageLoaded(states, work, TIMING);
    await vi.advanceTimersByTimeAsync(1_000);
    cancel();
    await vi.advanceTimersByTimeAsync(TIMING.longestMs * 2);
    expect(work).not.toHaveBeenCalled();
  });
});
