import { describe, expect, it } from 'vitest';
import { instantOfWallClock, isTimeZone, spreadsheetTimeIn, wallClockOf, zoneOfEvent } from './time-zones';

describe('time zones', () => {
  it('reads a wall clock in a zone, across a change of the clocks, and back', () => {
    expect(instantOfWallClock('2026-03-28T09:00', 'Europe/Zurich')).toBe('2026-03-28T08:00:00.000Z');
    expect(instantOfWallClock('2026-03-30T09:00', 'Europe/Zurich')).toBe('2026-03-30T07:00:00.000Z');
    expect(wallClockOf('2026-03-30T07:00:00.000Z', 'Europe/Zurich')).toBe('2026-03-30T09:00');
    expect(wallClockOf('2026-03-30T07:00:00.000Z', 'America/New_York')).toBe('2026-03-30T03:00');
    expect(wallClockOf('2026-12-31T23:30:00.000Z', 'Asia/Tokyo')).toBe('2027-01-01T08:30');
  });

  it('refuses what is no wall clock or no zone', () => {
    expect(instantOfWallClock('next Tuesday', 'UTC')).toBeNull();
    expect(wallClockOf('not a date', 'UTC')).toBe('');
    expect(isTimeZone('Europe/Zurich')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('keeps each zone to itself when asked for several in turn (their formatters are kept)', () => {
    const instant = '2026-07-01T12:00:00.000Z';
    for (let round = 0; round < 2; round += 1) {
      expect(wallClockOf(instant, 'Europe/Zurich')).toBe('2026-07-01T14:00');
      expect(wallClockOf(instant, 'America/New_York')).toBe('2026-07-01T08:00');
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(instantOfWallClock('2026-07-01T08:00', 'America/New_York')).toBe(instant);
      expect(instantOfWallClock('2026-07-01T14:00', 'Europe/Zurich')).toBe(instant);
    }
  });

  it('writes an instant as the zone’s clock shows it, the way spreadsheets read a date and time, across a change of the clocks', () => {
    expect(spreadsheetTimeIn('2026-03-29T00:59:59.000Z', 'Europe/Zurich')).toBe('2026-03-29 01:59:59');
    expect(spreadsheetTimeIn('2026-03-29T01:00:00.000Z', 'Europe/Zurich')).toBe('2026-03-29 03:00:00');
    expect(spreadsheetTimeIn('2026-11-30T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-12-01 08:30:00');
    expect(spreadsheetTimeIn('2026-11-30T00:00:00.000Z', 'UTC')).toBe('2026-11-30 00:00:00');
    expect(['', 'not a time'].map((text) => spreadsheetTimeIn(text, 'UTC'))).toEqual(['', '']);
  });

  it('reads an event’s times in its zone, or in this device’s for an event saved without one', () => {
    expect(zoneOfEvent({ timeZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect([zoneOfEvent({}), zoneOfEvent({ timeZone: 'Not/AZone' })]).toEqual([own, own]);
  });
});
