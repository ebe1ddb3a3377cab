import { describe, expect, it } from 'vitest';
import { BUSY_PATIENCE_MS, RACES, triesAgain } from './retries';

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
