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

/** "22 Nov 2026, 09:00 – 17:00" in the visitor's language (or `locales`) and time zone. */
export function formatEventTime(startsAt: string, endsAt: string, locales?: string | string[]): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime())) return startsAt;
  if (Number.isNaN(end.getTime()) || end < start) return formats(locales).dateTime.format(start);
  return formats(locales).dateTime.formatRange(start, end);
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
