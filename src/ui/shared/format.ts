import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { isCounted, seatsLeft, type ListedEvent } from '../../domain/events/event';

type Locales = string | string[] | undefined;
type Shape = 'dateTime' | 'date' | 'day' | 'time' | 'clock';

/** Every time carries its zone's name ("7:30 PM CET"): a reader elsewhere, or a screen read later, knows which hour it is. */
const SHAPES: Record<Shape, Intl.DateTimeFormatOptions> = {
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  clock: { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' },
};

const formatsByKey = new Map<string, Intl.DateTimeFormat>();

/** The language shown, with its regional conventions when the browser gave them. */
const shownLocales = (): Locales => i18n.locales ?? (i18n.locale || undefined);

/** Intl's words and order for the language shown, in `timeZone` (the viewer's when none is given). */
function format(shape: Shape, timeZone: string | undefined, locales: Locales = shownLocales()): Intl.DateTimeFormat {
  const key = `${shape}|${String(locales ?? '')}|${timeZone ?? ''}`;
  let found = formatsByKey.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locales, { ...SHAPES[shape], timeZone });
    formatsByKey.set(key, found);
  }
  return found;
}

type EventTimes = { startsAt: string; endsAt: string; timeZone?: string };

/**
 * "22 Nov 2026, 09:00 – 17:00 CET": in the language shown (or `locales`), in the event's time zone
 * (the viewer's for an event saved without one), always with the zone's name.
 */
export function formatEventTime(event: EventTimes, locales?: string | string[]): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const shape = format('dateTime', event.timeZone, locales);
  if (Number.isNaN(start.getTime())) return event.startsAt;
  if (Number.isNaN(end.getTime()) || end < start) return shape.format(start);
  return shape.formatRange(start, end);
}

/** A stored date that is not one (imported data) is shown as it was written, never crashes the page. */
function safely(shape: Shape, iso: string | number, timeZone: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : format(shape, timeZone).format(date);
}

/**
 * The formats below take the zone the time belongs to: an event's for what happens at it
 * (arrivals, the door), none for the rest (the viewer's). Each time says its zone.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  return safely('dateTime', iso, timeZone);
}

/** The date alone, short ("25 Nov 2026"), for a cell that puts the time under it. */
export function formatDate(iso: string, timeZone?: string): string {
  return safely('date', iso, timeZone);
}

export function formatDay(iso: string, timeZone?: string): string {
  return safely('day', iso, timeZone);
}

export function formatTime(iso: string, timeZone?: string): string {
  return safely('time', iso, timeZone);
}

/** A time to the second, for a door's last scans. */
export function formatClock(iso: string | number, timeZone?: string): string {
  return safely('clock', iso, timeZone);
}

/** "N seats left" for a listed event, or that they are being counted (the line keeps its place meanwhile). */
export function formatListedSeats(event: ListedEvent): string {
  return isCounted(event) ? formatSeats(seatsLeft(event)) : t`Counting seats…`;
}

export function formatSeats(left: number | null): string {
  if (left === null) return t`No seat limit`;
  if (left === 0) return t`Full`;
  return plural(left, { one: '# seat left', other: '# seats left' });
}
