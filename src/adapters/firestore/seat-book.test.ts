import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { RESIZE_MARK_MINUTES, isMarkStanding } from './seat-book';

describe("a resize's mark on a seat counter", () => {
  const at = Date.parse('2026-11-30T12:00:00Z');
  const mark = (minutesAgo: number) => ({ resizing: Timestamp.fromMillis(at - minutesAgo * 60_000) });

  it('stands for as long as firestore.rules count it, by the server time it was written at', () => {
    expect(isMarkStanding(mark(0), at)).toBe(true);
    expect(isMarkStanding(mark(RESIZE_MARK_MINUTES - 0.1), at)).toBe(true);
    expect(isMarkStanding(mark(RESIZE_MARK_MINUTES), at)).toBe(false);
    expect(isMarkStanding(mark(30), at)).toBe(false);
  });

  it('is no mark on a counter without one, or on no counter at all', () => {
    expect(isMarkStanding({}, at)).toBe(false);
    expect(isMarkStanding(undefined, at)).toBe(false);
  });

  it('stands while its server time is not known yet (a write of this device not answered)', () => {
    expect(isMarkStanding({ resizing: { pending: true } }, at)).toBe(true);
  });
});
