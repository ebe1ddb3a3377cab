/** A date and time as a file writes it, without a time zone. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number; millisecond: number };

// Building a formatter costs far more than using one (about 0.2 ms here, four times that on a
// phone, and an event page's first render asks for its zone a dozen times or more): one per zone
// and use, kept.
function keptPerZone(options: Intl.DateTimeFormatOptions, locale: string): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const formatterFor = keptPerZone(
  { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  'en-US',
);
// A zone's wall clock to the second, in parts: for a datetime-local input (to the minute) and
// for a spreadsheet's date and time.
const wallClockFormatterFor = keptPerZone(
  { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  'en-GB',
);

/** The offset of `timeZone` from UTC at the instant `utc`, in milliseconds. */
function zoneOffset(utc: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const parts = formatterFor(timeZone).formatToParts(new Date(utc));
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(utc / 1000) * 1000
  );
}

/** The instant a wall clock in `timeZone` shows (the later one in a change of the clocks). */
export function instantIn(wall: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  const first = asUtc - zoneOffset(asUtc, timeZone);
  return asUtc - zoneOffset(first, timeZone);
}

/** Whether the runtime knows this IANA time zone ("Europe/Zurich"): a zone it knows has its formatter kept. */
export function isTimeZone(zone: string): boolean {
  if (zone === '') return false;
  try {
    wallClockFormatterFor(zone);
    return true;
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
  const parts = wallClockFormatterFor(zone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** Midnight starting the day `iso` falls on in `zone`, `daysLater` days on (0: that day's own). */
export function midnightIn(iso: string, zone: string, daysLater = 0): Date {
  const [year, month, day] = wallClockOf(iso, zone).slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + daysLater));
  return new Date(
    instantIn(
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0, second: 0, millisecond: 0 },
      zone,
    ),
  );
}

/**
 * An instant as the wall clock of `zone` shows it, written the way spreadsheets take a date and
 * time in any language (Excel, LibreOffice, Numbers, Google Sheets): "2026-11-30 09:14:22".
 * Empty for what is no instant.
 */
export function spreadsheetTimeIn(iso: string, zone: string): string {
  const date = new Date(iso);
  if (iso === '' || Number.isNaN(date.getTime())) return '';
  const parts = wallClockFormatterFor(zone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The zone an event's times are read in: its own, or this device's for an event saved without one. */
export function zoneOfEvent(event: { timeZone?: string }): string {
  const own = event.timeZone;
  return own && isTimeZone(own) ? own : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
