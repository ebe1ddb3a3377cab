import { msg, t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { capacityBelowSeatsTaken } from './capacity';
import { EVENT_KINDS, type EventDocument } from './event';
import { instantOfWallClock, isTimeZone } from '../shared/time-zones';
import { checkForm, filledIn, optionalText, requiredText, type FormResult, type Sentence } from '../forms/fields';
import { DEFAULT_HOLD_HOURS } from '../waiting-list/waiting-list';

/** Two weeks: longer, and a freed seat would wait for one person past most events' dates. */
export const MAX_HOLD_HOURS = 336;

/** Paths the app itself uses: a slug may not take them, or its short link `/:slug` would never open. */
export const RESERVED_SLUGS = new Set([
  'admin',
  'admin-login',
  'login',
  'scanner',
  'settings',
  'feedback',
  'events',
  'checkin',
  'register',
  'resources',
  'assets',
  'index.html',
]);

const SLUG_SHAPE = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** A date and time as the form's input gives it: a wall clock ("2026-06-10T09:00", read in the event's zone), or an instant with its own offset. */
function dateTime(missing: Sentence, notADate: Sentence) {
  return filledIn(
    missing,
    z.refine((value) => instantOfWallClock(value, 'UTC') !== null || !Number.isNaN(Date.parse(value)), { error: notADate }),
  );
}

function instantIn(value: string, zone: string): string {
  return instantOfWallClock(value, zone) ?? new Date(value).toISOString();
}

/** The zone of the device saving the event, when the form gives none (an import, an older client). */
const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const eventFields = z.object({
  title: requiredText(msg`a title`, 120),
  slug: z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.regex(SLUG_SHAPE, { error: () => t`Use 1 to 60 lower-case letters, digits and dashes, like "spring-gala".` }),
    z.refine((slug) => !RESERVED_SLUGS.has(slug), { error: () => t`This short link is a page of the app already. Choose another.` }),
  ),
  summary: requiredText(msg`a one-line summary`, 200),
  description: optionalText(msg`the description`, 5000),
  venue: requiredText(msg`the venue`, 200),
  startsAt: dateTime(
    () => t`Enter when it starts.`,
    () => t`Enter when it starts as a date and a time.`,
  ),
  endsAt: dateTime(
    () => t`Enter when it ends.`,
    () => t`Enter when it ends as a date and a time.`,
  ),
  timeZone: z.optional(z.string().check(z.refine(isTimeZone, { error: () => t`Choose the time zone of the venue from the list.` }))),
  capacity: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) > 0), {
        error: () => t`Enter the number of seats, or leave it empty for no limit.`,
      }),
    ),
    z.transform((value: string) => (value === '' ? null : Number(value))),
  ),
  registrationOpen: z.boolean(),
  kind: z.enum(EVENT_KINDS),
  reEntry: z.pipe(
    z.optional(z.boolean()),
    z.transform((value: boolean | undefined) => value === true),
  ),
  holdHours: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_HOLD_HOURS), {
          error: () =>
            t`Enter how many hours a freed seat is held for the next person waiting, from 1 to ${MAX_HOLD_HOURS}, or leave it empty for ${DEFAULT_HOLD_HOURS}.`,
        }),
      ),
    ),
    z.transform((value: string | undefined) => (value ? Number(value) : DEFAULT_HOLD_HOURS)),
  ),
});

/** The event as typed, its times read in its zone (the device's when none is given) and stored as instants. */
export const eventForm = z
  .pipe(
    eventFields,
    z.transform((event) => {
      const timeZone = event.timeZone ?? ownTimeZone();
      return { ...event, timeZone, startsAt: instantIn(event.startsAt, timeZone), endsAt: instantIn(event.endsAt, timeZone) };
    }),
  )
  .check(
    z.refine((event) => Date.parse(event.endsAt) > Date.parse(event.startsAt), {
      error: () => t`The end must come after the start.`,
      path: ['endsAt'],
    }),
  );

export type EventFormValue = z.output<typeof eventForm>;
/** What the form sends; the hours of a hold and re-entry may be left out (24 hours; no re-entry). */
export type EventFormInput = Record<Exclude<keyof EventFormValue, 'holdHours' | 'reEntry' | 'timeZone'>, unknown> & {
  holdHours?: unknown;
  reEntry?: unknown;
  timeZone?: unknown;
};

/**
 * Checks an event as administrators type it. `others` are the other events (for a slug used
 * twice); `seatsTaken` keeps the capacity from going under the tickets already issued.
 */
export function checkEventForm(
  input: EventFormInput,
  others: readonly Pick<EventDocument, 'id' | 'slug'>[],
  seatsTaken = 0,
): FormResult<EventFormValue> {
  const result = checkForm(eventForm, input);
  if (!result.ok) return result;
  const errors: Record<string, string> = {};
  if (others.some((other) => other.slug === result.value.slug || other.id === result.value.slug))
    errors.slug = t`Another event has this short link. Choose another.`;
  if (result.value.capacity !== null && result.value.capacity < seatsTaken) {
    errors.capacity = capacityBelowSeatsTaken(seatsTaken);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : result;
}

/** A slug from a title: "Été 2026 — Gala!" becomes "ete-2026-gala". */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
