const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'full' });
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "22 Nov 2026, 09:00 – 17:00" in the visitor's language and time zone. */
export function formatEventTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return dateTime.format(start);
  return dateTime.formatRange(start, end);
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDay(iso: string): string {
  return dateOnly.format(new Date(iso));
}

export function formatTime(iso: string): string {
  return timeOnly.format(new Date(iso));
}

export function formatSeats(left: number | null): string {
  if (left === null) return 'No seat limit';
  if (left === 0) return 'Full';
  return left === 1 ? '1 seat left' : `${left} seats left`;
}
