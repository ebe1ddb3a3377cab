const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "22 Nov 2026, 09:00 – 17:00" in the visitor's language and time zone. */
export function formatEventTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return dateTime.format(start);
  return dateTime.formatRange(start, end);
}
