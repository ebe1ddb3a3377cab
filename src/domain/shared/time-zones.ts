import { instantIn } from '../people/import-dates';

/** Whether the runtime knows this IANA time zone ("Europe/Zurich"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant a form's "2026-06-10T09:00" (a wall clock, as a datetime-local input gives it) means in `zone`; null if it is no such value. */
export function instantOfWallClock(value: string, zone: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = instantIn({ year, month, day, hour, minute, second, millisecond: 0 }, zone);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** The wall clock an instant shows in `zone`, as a datetime-local input takes it: "2026-06-10T09:00". */
export function wallClockOf(iso: string, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
