import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './attempt-limit';

const limit = { max: 3, windowMs: 1000 };

describe('nextAttemptAt', () => {
  it('allows an action while fewer than the limit happened within the window', () => {
    expect(nextAttemptAt([], 5000, limit)).toBeNull();
    expect(nextAttemptAt([4200, 4800], 5000, limit)).toBeNull();
  });

  it('forgets what happened before the window', () => {
    expect(nextAttemptAt([3000, 3500, 3999, 4500], 5000, limit)).toBeNull();
  });

  it('says when the oldest counted attempt leaves the window', () => {
    expect(nextAttemptAt([4800, 4200, 4500], 5000, limit)).toBe(5200);
    expect(nextAttemptAt([4100, 4200, 4500, 4900], 5000, limit)).toBe(5200);
  });

  it('ignores times in the future (a clock set back) rather than locking the person out', () => {
    expect(nextAttemptAt([9000, 9100, 9200], 5000, limit)).toBeNull();
  });
});
