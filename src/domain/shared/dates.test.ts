import { afterEach, describe, expect, it, vi } from 'vitest';
import { convertExcelSerialDateToTimestamp, formatLocalDate } from './dates';

const MESSAGE = 'Invalid input for convertExcelSerialDateToTimestamp: expected a number.';

describe('convertExcelSerialDateToTimestamp', () => {
  afterEach(() => vi.restoreAllMocks());

  it('applies (serial − 25569) × 86,400,000', () => {
    expect(convertExcelSerialDateToTimestamp(25569)).toBe(0);
    expect(convertExcelSerialDateToTimestamp(45658)).toBe(Date.UTC(2025, 0, 1));
    expect(convertExcelSerialDateToTimestamp(45658.5)).toBe(Date.UTC(2025, 0, 1, 12));
  });

  it.each([['45658'], [null], [undefined], [Number.NaN], [{}]])('returns null for %j and says why', (input) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(convertExcelSerialDateToTimestamp(input)).toBeNull();
    expect(error).toHaveBeenCalledWith(MESSAGE);
  });

  it('returns null without the message when the number gives no valid date', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(convertExcelSerialDateToTimestamp(Number.POSITIVE_INFINITY)).toBeNull();
    expect(convertExcelSerialDateToTimestamp(1e12)).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('formatLocalDate', () => {
  it('writes YYYY-MM-DD with zero-padded month and day', () => {
    expect(formatLocalDate(new Date(2026, 0, 5, 10, 30))).toBe('2026-01-05');
    expect(formatLocalDate(new Date(2026, 10, 22))).toBe('2026-11-22');
  });

  it('uses local time, not UTC, just before midnight', () => {
    const lateEvening = new Date(2026, 11, 31, 23, 59, 59);
    expect(formatLocalDate(lateEvening)).toBe('2026-12-31');
  });
});
