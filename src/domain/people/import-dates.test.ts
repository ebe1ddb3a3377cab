import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantIn } from '../shared/time-zones';
import { dateOrderOf, importDate } from './import-dates';

const NEW_YORK = 'America/New_York';
const ZURICH = 'Europe/Zurich';
const dateCell = (serial: number, shown: string, dateOnly = true) => ({ serial, shown, dateOnly });

describe('importDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the product’s spreadsheet serial numbers, in UTC, also when they come as text', () => {
    expect(importDate(45658)).toEqual({ iso: '2025-01-01T00:00:00.000Z' });
    expect(importDate('45658.5')).toEqual({ iso: '2025-01-01T12:00:00.000Z' });
  });

  it('reads a date-only cell as that calendar date at midnight in the import’s time zone, whatever program wrote it', () => {
    expect(importDate(dateCell(44105, '2020-10-01'), NEW_YORK)).toEqual({ iso: '2020-10-01T04:00:00.000Z' });
    expect(importDate(dateCell(44105, '2020-10-01'), ZURICH)).toEqual({ iso: '2020-09-30T22:00:00.000Z' });
    // A time the format does not show (an OpenDocument date-time shown as a date): the day shown.
    expect(importDate(dateCell(44105 + 14.5 / 24, '10/1/20'), NEW_YORK)).toEqual({ iso: '2020-10-01T04:00:00.000Z' });
    // A date-time cell keeps its time of day.
    expect(importDate(dateCell(44105.5, '2020-10-01 12:00', false), ZURICH)).toEqual({ iso: '2020-10-01T10:00:00.000Z' });
  });

  it('reads ISO dates and date-times in the import’s time zone, unless they say their own', () => {
    expect(importDate('2026-03-04', NEW_YORK)).toEqual({ iso: '2026-03-04T05:00:00.000Z' });
    expect(importDate('2026-07-04 09:30', NEW_YORK)).toEqual({ iso: '2026-07-04T13:30:00.000Z' });
    expect(importDate('2026-11-02 09:14:22-05:00', ZURICH)).toEqual({ iso: '2026-11-02T14:14:22.000Z' });
    expect(importDate('2026-11-02T09:14:22Z', NEW_YORK)).toEqual({ iso: '2026-11-02T09:14:22.000Z' });
  });

  it('reads day-month-year and month-day-year only when one reading is a date, and dots day first', () => {
    expect(importDate('25/12/2026', 'UTC')).toEqual({ iso: '2026-12-25T00:00:00.000Z' });
    expect(importDate('12/25/2026', 'UTC')).toEqual({ iso: '2026-12-25T00:00:00.000Z' });
    expect(importDate('1.10.2020', 'UTC')).toEqual({ iso: '2020-10-01T00:00:00.000Z' });
    expect(importDate('10/10/2020', 'UTC')).toEqual({ iso: '2020-10-10T00:00:00.000Z' });
    expect(importDate('10/1/2020', 'UTC')).toEqual({
      problem: '“10/1/2020” could be 10 January or 1 October 2020: write it as 2026-11-22 (or 2026-11-22 14:30).',
    });
  });

  it('reads the times other programs write after a day-month date: AM and PM, after a comma, and two-digit years as Excel does', () => {
    // US programs (Zoom's and Salesforce's exports, Excel in English): a 12-hour clock.
    expect(importDate('11/30/2026 2:30 PM', 'UTC')).toEqual({ iso: '2026-11-30T14:30:00.000Z' });
    expect(importDate('11/30/2026 12:05:09 am', 'UTC')).toEqual({ iso: '2026-11-30T00:05:09.000Z' });
    expect(importDate('11/30/2026 12:00 p.m.', 'UTC')).toEqual({ iso: '2026-11-30T12:00:00.000Z' });
    expect(importDate('11/30/2026 13:00 PM', 'UTC')).toMatchObject({ problem: expect.stringContaining('is not a date') });
    // A browser's "30/11/2026, 14:30"; Excel's CSV of a short date, "11/30/26".
    expect(importDate('30/11/2026, 14:30', ZURICH)).toEqual({ iso: '2026-11-30T13:30:00.000Z' });
    expect(importDate('11/30/26', 'UTC')).toEqual({ iso: '2026-11-30T00:00:00.000Z' });
    expect(importDate('1.10.95', 'UTC')).toEqual({ iso: '1995-10-01T00:00:00.000Z' });
    expect(dateOrderOf(['11/5/26 9:00 AM', '11/30/26 2:30 PM'])).toBe('month-first');
  });

  it('reads month names with a year, and refuses dates without a year or that are no date', () => {
    expect(importDate('1 October 2020', ZURICH)).toEqual({ iso: '2020-09-30T22:00:00.000Z' });
    expect(importDate('Oct 1, 2020', 'UTC')).toEqual({ iso: '2020-10-01T00:00:00.000Z' });
    expect(importDate('10/1', 'UTC')).toEqual({ problem: '“10/1” has no year: write it as 2026-11-22 (or 2026-11-22 14:30).' });
    expect(importDate('Oct 1', 'UTC')).toMatchObject({ problem: expect.stringContaining('has no year') });
    expect(importDate('next Tuesday', 'UTC')).toEqual({
      problem: '“next Tuesday” is not a date: write it as 2026-11-22 (or 2026-11-22 14:30).',
    });
    expect(importDate('2026-02-30', 'UTC')).toMatchObject({ problem: expect.stringContaining('is not a date') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(importDate(Number.NaN)).toMatchObject({ problem: expect.stringContaining('is not a date') });
  });
});

describe('dateOrderOf', () => {
  it('takes the order of a column from the dates that can only be read one way', () => {
    expect(dateOrderOf(['11/5/2026 14:03:10', '11/15/2026 9:12:44'])).toBe('month-first');
    expect(dateOrderOf(['5/11/2026', '25/11/2026'])).toBe('day-first');
    expect(dateOrderOf(['5/11/2026', '6/11/2026', '', 45658, '2026-11-05'])).toBeNull();
    expect(dateOrderOf(['25/11/2026', '11/25/2026'])).toBeNull();
  });

  it('reads an ambiguous date in its column’s order', () => {
    expect(importDate('11/5/2026', 'UTC', 'month-first')).toEqual({ iso: '2026-11-05T00:00:00.000Z' });
    expect(importDate('11/5/2026', 'UTC', 'day-first')).toEqual({ iso: '2026-05-11T00:00:00.000Z' });
    expect(importDate('11/5/2026', 'UTC', null)).toMatchObject({ problem: expect.stringContaining('could be 11 May or 5 November 2026') });
  });
});

describe('instantIn', () => {
  it('finds the instant a wall clock shows, across changes of the clocks', () => {
    const wall = (month: number, day: number, hour: number) => ({ year: 2026, month, day, hour, minute: 30, second: 0, millisecond: 0 });
    expect(new Date(instantIn(wall(1, 15, 9), ZURICH)).toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(new Date(instantIn(wall(7, 15, 9), ZURICH)).toISOString()).toBe('2026-07-15T07:30:00.000Z');
    expect(new Date(instantIn(wall(3, 8, 12), NEW_YORK)).toISOString()).toBe('2026-03-08T16:30:00.000Z');
    expect(new Date(instantIn(wall(6, 1, 0), 'Asia/Kolkata')).toISOString()).toBe('2026-05-31T19:00:00.000Z');
  });
});
