import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';

type Formats = { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat; timeOnly: Intl.DateTimeFormat };
const formatsByLocale = new Map<string, Formats>();

/** The language shown, with its regional conventions when the browser gave them. */
const shownLocales = () => i18n.locales ?? (i18n.locale || undefined);

/** Dates and times in the language shown (Intl's words and order for it), in the viewer's time zone. */
function formats(locales?: string | string[]): Formats {
  const locale = locales ?? shownLocales();
  const key = String(locale ?? '');
  let found = formatsByLocale.get(key);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      dateOnly: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
      timeOnly: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
    };
    formatsByLocale.set(key, found);
  }
  return found;
}

type EventTimes = { startsAt: string; endsAt: string; timeZone?: string };

const zonedByKey = new Map<string, Intl.DateTimeFormat>();

/** Date and time in a zone, with the zone's name: a reader abroad sees the venue's hour and knows it. */
function zoned(locales: string | string[] | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${String(locales ?? '')}|${timeZone ?? ''}`;
  let found = zonedByKey.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locales, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    zonedByKey.set(key, found);
  }
  return found;
}

/**
 * "22 Nov 2026, 09:00 – 17:00 CET": in the language shown (or `locales`), in the event's time zone
 * (the viewer's for an event saved without one), always with the zone's name.
 */
export function formatEventTime(event: EventTimes, locales?: string | string[]): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const format = zoned(locales ?? shownLocales(), event.timeZone);
  if (Number.isNaN(start.getTime())) return event.startsAt;
  if (Number.isNaN(end.getTime()) || end < start) return format.format(start);
  return format.formatRange(start, end);
}

/** A moment of an event (an arrival) in the event's zone, with the zone's name. */
export function formatEventMoment(iso: string, timeZone: string | undefined): string {
  return safely(zoned(shownLocales(), timeZone), iso);
}

/** A stored date that is not one (imported data) is shown as it was written, never crashes the page. */
function safely(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export function formatDateTime(iso: string): string {
  return safely(formats().dateTime, iso);
}

export function formatDay(iso: string): string {
  return safely(formats().dateOnly, iso);
}

export function formatTime(iso: string): string {
  return safely(formats().timeOnly, iso);
}

/** A time to the second, for a door's last scans. */
export function formatClock(iso: string | number): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : date.toLocaleTimeString(shownLocales());
}

export function formatSeats(left: number | null): string {
  if (left === null) return t`No seat limit`;
  if (left === 0) return t`Full`;
  return plural(left, { one: '# seat left', other: '# seats left' });
}
