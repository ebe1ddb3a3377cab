export const EVENT_KINDS = ['standard', 'highlevel', 'nationalday'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The two special registers are single events with fixed ids (docs/decisions.md). */
export const HIGHLEVEL_EVENT_ID = 'highlevel';
export const NATIONALDAY_EVENT_ID = 'nationalday';

export type EventDocument = {
  readonly id: string;
  /** The short link `/:id` answers to the slug as well as to the id. */
  slug: string;
  title: string;
  summary: string;
  description: string;
  venue: string;
  /** ISO 8601 in UTC. */
  startsAt: string;
  endsAt: string;
  /** null: no limit on seats. */
  capacity: number | null;
  registrationOpen: boolean;
  kind: EventKind;
};

export function hasEnded(event: Pick<EventDocument, 'endsAt'>, now: Date): boolean {
  return Date.parse(event.endsAt) < now.getTime();
}

/** Upcoming and running events by start, soonest first; past events latest first. */
export function splitByTime<E extends Pick<EventDocument, 'startsAt' | 'endsAt'>>(
  events: readonly E[],
  now: Date,
): { upcoming: E[]; past: E[] } {
  const upcoming = events.filter((event) => !hasEnded(event, now));
  const past = events.filter((event) => hasEnded(event, now));
  upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  past.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return { upcoming, past };
}
