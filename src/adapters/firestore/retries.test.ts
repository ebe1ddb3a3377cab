import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_PATIENCE_MS, BUSY_WAIT_CEILING_MS, RACES, busyWait, triesAgain } from './retries';

describe('trying a registration again', () => {
  const race = { races: 1, code: 'permission-denied', elapsedMs: 0, online: true };

  it('tries again after each lost race, up to the race budget', () => {
    expect(triesAgain({ ...race, races: RACES - 1 })).toBe(true);
    expect(triesAgain({ ...race, races: RACES })).toBe(false);
  });

  it('keeps trying through a busy server while online, within the patience', () => {
    expect(triesAgain({ ...race, races: RACES + 20, code: 'aborted', elapsedMs: BUSY_PATIENCE_MS - 1 })).toBe(true);
    expect(triesAgain({ ...race, races: RACES + 20, code: 'aborted', elapsedMs: BUSY_PATIENCE_MS })).toBe(false);
    expect(triesAgain({ ...race, races: RACES, code: 'aborted', elapsedMs: 1_000, online: false })).toBe(false);
  });
});

describe('the wait after a busy server', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** How long `busyWait` waits when the random draw is at the top of its range. */
  async function longestWait(attempt: number): Promise<number> {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    const started = Date.now();
    const waited = busyWait(attempt);
    await vi.runAllTimersAsync();
    await waited;
    return Date.now() - started;
  }

  it('doubles with each try, from half a second', async () => {
    expect(await longestWait(1)).toBeCloseTo(500, -1);
    expect(await longestWait(2)).toBeCloseTo(1_000, -1);
    expect(await longestWait(4)).toBeCloseTo(4_000, -1);
  });

  it('stops growing at its ceiling, so that a visitor is not left waiting behind a crowd that has gone', async () => {
    expect(await longestWait(5)).toBeCloseTo(BUSY_WAIT_CEILING_MS, -1);
    expect(await longestWait(12)).toBeCloseTo(BUSY_WAIT_CEILING_MS, -1);
    expect(BUSY_WAIT_CEILING_MS).toBe(8_000);
  });
});
