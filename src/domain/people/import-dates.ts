import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { convertExcelSerialDateToTimestamp } from '../shared/dates';
import { instantIn, type WallClock } from '../shared/time-zones';
import { isSpreadsheetDateCell, numberInCell } from './spreadsheet-cell';

type ImportedDate = { iso: string } | { problem: string };

/** What to do with a date that cannot be read: one form every program writes and reads. */
const isoAdvice = () => t`write it as 2026-11-22 (or 2026-11-22 14:30)`;
const notADate = (text: string) => {
  const what = isoAdvice();
  return { problem: t`“${text}” is not a date: ${what}.` };
};
/** A day and month in the reader's language and order ("1 October", "1. Oktober"). */
const dayAndMonth = (month: number, day: number) =>
  i18n.date(new Date(Date.UTC(2000, month - 1, day)), { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A serial number's date and time of day, by the product's formula (read as a wall clock, not as UTC). */
function fromSerial(serial: number): WallClock | null {
  const utc = Number.isFinite(serial) ? convertExcelSerialDateToTimestamp(serial) : null;
  if (utc === null) return null;
  const date = new Date(Math.round(utc));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: date.getUTCMilliseconds(),
  };
}

function valid(wall: WallClock): boolean {
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  return (
    check.getUTCFullYear() === wall.year &&
    check.getUTCMonth() === wall.month - 1 &&
    check.getUTCDate() === wall.day &&
    wall.hour < 24 &&
    wall.minute < 60 &&
    wall.second < 60
  );
}

const TIME = String.raw`(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})${TIME}\s*(Z|[+-]\d{2}:?\d{2})?$`, 'i');
/**
 * A day-month date as spreadsheets and other programs write it: a four- or two-digit year (Excel's
 * "11/30/26"), then perhaps a time after a space or a comma ("30/11/2026, 14:30", as browsers
 * write it), with seconds, and AM or PM ("11/30/2026 2:30 PM", as US programs write it).
 */
const NUMERIC = new RegExp(
  String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:(?:,?\s+|T)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?\s*(?:([ap])\.?m\.?)?)?$`,
  'i',
);

/** A two-digit year as Excel reads it: 00–29 are 2000–2029, 30–99 are 1930–1999. */
const fullYear = (digits: string) => (digits.length === 4 ? Number(digits) : Number(digits) + (Number(digits) < 30 ? 2000 : 1900));

/** A 12-hour clock's hour on the 24-hour clock ("12 AM" is 0, "1 PM" is 13); NaN for an hour no 12-hour clock shows. */
function hourOf(hour: string | undefined, meridiem: string | undefined): string | undefined {
  if (!meridiem || hour === undefined) return hour;
  const value = Number(hour);
  if (value < 1 || value > 12) return 'NaN';
  return String((value % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0));
}
const YEARLESS = /^(\d{1,2})[/.-](\d{1,2})$|^(?:\d{1,2}\s+)?[a-z]{3,}\.?(?:\s+\d{1,2})?$/i;

function wallOf(date: [number, number, number], time: ArrayLike<string | undefined>, from: number): WallClock {
  return {
    year: date[0],
    month: date[1],
    day: date[2],
    hour: Number(time[from] ?? 0),
    minute: Number(time[from + 1] ?? 0),
    second: Number(time[from + 2] ?? 0),
    millisecond: Number((time[from + 3] ?? '0').padEnd(3, '0')),
  };
}

function result(wall: WallClock | null, timeZone: string, text: string): ImportedDate {
  if (!wall || !valid(wall)) return notADate(text);
  return { iso: new Date(instantIn(wall, timeZone)).toISOString() };
}

/** How a column writes its numeric dates, when one of them says (a day or a month above 12). */
export type DateOrder = 'day-first' | 'month-first';

/**
 * The order of a column's day-month dates: day first if one of them can only be read so
 * (25/12/2026), month first if one can only be read the other way (12/25/2026); null when
 * none says, or they disagree (then each ambiguous date is refused).
 */
export function dateOrderOf(values: readonly unknown[]): DateOrder | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const numeric = typeof value === 'string' ? NUMERIC.exec(value.trim()) : null;
    if (!numeric || numeric[2] === '.') continue;
    if (Number(numeric[1]) > 12) dayFirst = true;
    if (Number(numeric[3]) > 12) monthFirst = true;
  }
  return dayFirst === monthFirst ? null : dayFirst ? 'day-first' : 'month-first';
}

function fromText(text: string, timeZone: string, order: DateOrder | null): ImportedDate {
  if (/^\d+(\.\d+)?$/.test(text)) return result(fromSerial(Number(text)), timeZone, text);
  const iso = ISO.exec(text);
  if (iso) {
    const wall = wallOf([Number(iso[1]), Number(iso[2]), Number(iso[3])], iso, 4);
    const offset = iso[8];
    if (!offset) return result(wall, timeZone, text);
    if (!valid(wall)) return notADate(text);
    // The file says its zone: the instant it names, whatever zone the import assumes.
    const sign = offset.startsWith('-') ? -1 : 1;
    const [hours, minutes] = offset.toUpperCase() === 'Z' ? [0, 0] : [Number(offset.slice(1, 3)), Number(offset.slice(-2))];
    return { iso: new Date(instantIn(wall, 'UTC') - sign * (hours * 60 + minutes) * 60_000).toISOString() };
  }
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[3]), fullYear(numeric[4] ?? '')];
    // Dots are day first (1.10.2020); slashes and hyphens are read either way only when one way is no date.
    const dayFirst = numeric[2] === '.' || first > 12 || (second <= 12 && order === 'day-first');
    if (!dayFirst && second <= 12 && first !== second && order !== 'month-first') {
      const [dayFirstReading, monthFirstReading, what] = [dayAndMonth(second, first), dayAndMonth(first, second), isoAdvice()];
      return { problem: t`“${text}” could be ${dayFirstReading} or ${monthFirstReading} ${year}: ${what}.` };
    }
    const time = [numeric[0], hourOf(numeric[5], numeric[9]), numeric[6], numeric[7], numeric[8]];
    return result(wallOf(dayFirst ? [year, second, first] : [year, first, second], time, 1), timeZone, text);
  }
  if (YEARLESS.test(text)) {
    const what = isoAdvice();
    return { problem: t`“${text}” has no year: ${what}.` };
  }
  // Month names ("1 October 2020", "Oct 1, 2020 10:00 AM"), with a four-digit year only.
  const parsed = /\b\d{4}\b/.test(text) && /[a-z]{3}/i.test(text) ? new Date(text) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) return notADate(text);
  return result(
    {
      year: parsed.getFullYear(),
      month: parsed.getMonth() + 1,
      day: parsed.getDate(),
      hour: parsed.getHours(),
      minute: parsed.getMinutes(),
      second: parsed.getSeconds(),
      millisecond: 0,
    },
    timeZone,
    text,
  );
}

/**
 * A date cell of an imported file, read in `timeZone` (the one the import preview shows) unless
 * it says its own: a spreadsheet date (its serial number: a whole day is that calendar date, at
 * midnight there), a serial number written as a number or text (spreadsheet dates), an
 * ISO date or date-time, a day-month-year or month-day-year date when only one reading is a
 * date or its column's other dates say the order (`dateOrderOf`), or a date with a month name
 * and a year. Dates without a year, and those that read two
 * ways, are refused with the reason.
 */
export function importDate(value: unknown, timeZone = 'UTC', order: DateOrder | null = null): ImportedDate {
  // A date-only cell is the day the file shows: the serial's whole part, any time in it hidden.
  if (isSpreadsheetDateCell(value))
    return result(fromSerial(value.dateOnly ? Math.floor(value.serial) : value.serial), timeZone, value.shown || String(value.serial));
  const number = numberInCell(value);
  if (number !== undefined) return result(fromSerial(number), timeZone, String(number));
  return fromText(String(value ?? '').trim(), timeZone, order);
}
