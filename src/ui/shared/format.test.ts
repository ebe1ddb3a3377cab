import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatDay, formatTime } from './format';

// 23:30 on 31 December in UTC: already 1 January in Tokyo, still 31 December in New York.
const LATE = '2026-12-31T23:30:00.000Z';

/** The name Intl gives `zone` at `iso` in the tests' language ("JST", "GMT+9"), whatever the machine's ICU. */
function zoneName(iso: string, zone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

describe('times shown', () => {
  it('are in the zone they belong to, with its name', () => {
    expect(formatTime(LATE, 'Asia/Tokyo')).toBe(`08:30 ${zoneName(LATE, 'Asia/Tokyo')}`);
    expect(formatTime(LATE, 'America/New_York')).toBe(`18:30 ${zoneName(LATE, 'America/New_York')}`);
    expect(formatClock(LATE, 'Asia/Kolkata')).toBe(`5:00:00 ${zoneName(LATE, 'Asia/Kolkata')}`);
  });

  it('carry the viewer’s zone name when they belong to no zone', () => {
    expect(formatTime(LATE)).toMatch(new RegExp(`${zoneName(LATE).replace('+', '\\+')}$`));
    expect(formatDateTime(LATE)).toMatch(new RegExp(`${zoneName(LATE).replace('+', '\\+')}$`));
  });

  it('give the date of the zone, not of the machine', () => {
    expect(formatDate(LATE, 'Asia/Tokyo')).toBe('1 Jan 2027');
    expect(formatDate(LATE, 'America/New_York')).toBe('31 Dec 2026');
    expect(formatDay(LATE, 'Asia/Tokyo')).toBe('Friday, 1 January 2027');
    expect(formatDateTime(LATE, 'Asia/Tokyo')).toBe(`1 Jan 2027, 08:30 ${zoneName(LATE, 'Asia/Tokyo')}`);
  });

  it('show a stored value that is no date as it was written', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatTime('', 'Asia/Tokyo')).toBe('');
  });
});
