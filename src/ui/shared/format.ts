const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' });
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "22 Nov 2026, 09:00 – 17:00" in the visitor's language and time zone. */
export function formatEventTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime())) return startsAt;
  if (Number.isNaN(end.getTime()) || end < start) return dateTime.format(start);
  return dateTime.formatRange(start, end);
}

/** A stored date that is not one (imported data) is shown as it was written, never crashes the page. */
function safely(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export function formatDateTime(iso: string): string {
  return safely(dateTime, iso);
}

export function formatDay(iso: string): string {
  return safely(dateOnly, iso);
}

export function formatTime(iso: string): string {
  return safely(timeOnly, iso);
}

export function formatSeats(left: number | null): string {
  if (left === null) return 'No seat limit';
  if (left === 0) return 'Full';
  return left === 1 ? '1 seat left' : `${left} seats left`;
}
