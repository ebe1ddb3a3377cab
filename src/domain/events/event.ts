import { isTimeZone, midnightIn } from '../shared/time-zones';
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
  /** Hours a seat offered from the waiting list is held (src/domain/waiting-list); 24 when unset. */
  holdHours?: number;
  /** Set when administrators close the waiting list: a full event then takes nobody more. */
  waitingListClosed?: boolean;
  /** Whoever went out may come back in (a re-entry at the door); unset: not allowed. */
  reEntry?: boolean;
  /**
   * The venue's time zone (IANA, "Europe/Zurich"): every time of the event is shown in it, and
   * labelled. Unset (events saved before zones were kept): the viewer's own, labelled too.
   */
  timeZone?: string;
};

/**
 * An event with the seats its tickets take, as the ticket ledger counts them (how it keeps
 * count is the storage's business): what pages show as "N seats left".
 */
export type EventWithSeats = EventDocument & { seatsTaken: number };

/**
 * An event of a list shown before its seats are counted (null until then): the list shows at once,
 * and "N seats left" follows.
 */
export type ListedEvent = EventDocument & { seatsTaken: number | null };

export function hasStarted(event: Pick<EventDocument, 'startsAt'>, now: Date): boolean {
  return Date.parse(event.startsAt) <= now.getTime();
}

/** Whether the event's seats are counted yet. */
export const isCounted = <E extends ListedEvent>(event: E): event is E & { seatsTaken: number } => event.seatsTaken !== null;

/** Seats still free, or null when the event has no limit. */
export function seatsLeft(event: Pick<EventWithSeats, 'capacity' | 'seatsTaken'>): number | null {
  if (event.capacity === null) return null;
  return Math.max(0, event.capacity - event.seatsTaken);
}

export type RegistrationState = 'open' | 'closed' | 'ended' | 'full';

/** Whether a visitor can register now, and if not, why ("full" only once its seats are counted). */
export function registrationState(event: ListedEvent, now: Date): RegistrationState {
  const state = admission(event, now);
  return state === 'open' && isCounted(event) && seatsLeft(event) === 0 ? 'full' : state;
}

/** The same, before counting seats: whether the event takes registrations at all now. */
export function admission(event: Pick<EventDocument, 'endsAt' | 'registrationOpen'>, now: Date): Exclude<RegistrationState, 'full'> {
  if (hasEnded(event, now)) return 'ended';
  if (!event.registrationOpen) return 'closed';
  return 'open';
}

/** Each event with its seats where they have been counted; an event `seats` lacks is not counted yet (null), not empty. */
export function listedWithSeats(events: readonly EventDocument[], seats: ReadonlyMap<string, number>): ListedEvent[] {
  return events.map((event) => ({ ...event, seatsTaken: seats.get(event.id) ?? null }));
}

/** Each event with its seats taken (none counted: none taken). */
export function withSeats<E extends EventDocument>(
  events: readonly E[],
  seats: ReadonlyMap<string, number>,
): Array<E & { seatsTaken: number }> {
  return events.map((event) => ({ ...event, seatsTaken: seats.get(event.id) ?? 0 }));
}

function startOfLocalDay(time: number, daysLater = 0): Date {
  const day = new Date(time);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + daysLater);
}

/** What an event's days are counted from. */
export type EventDays = Pick<EventDocument, 'startsAt' | 'endsAt' | 'timeZone'>;

/**
 * Self check-in is open on the event's day(s): from midnight of the first day to the end of the
 * last, at the venue (the event's time zone; the device's for an event saved without one), so a
 * door whose tablet is set to another zone still opens on the venue's day.
 */
export function checkInWindow(event: EventDays): { opensAt: Date; closesAt: Date } {
  const zone = event.timeZone;
  if (zone && isTimeZone(zone)) return { opensAt: midnightIn(event.startsAt, zone), closesAt: midnightIn(event.endsAt, zone, 1) };
  return { opensAt: startOfLocalDay(Date.parse(event.startsAt)), closesAt: startOfLocalDay(Date.parse(event.endsAt), 1) };
}

export function isCheckInOpen(event: EventDays, now: Date): boolean {
  const { opensAt, closesAt } = checkInWindow(event);
  return opensAt.getTime() <= now.getTime() && now.getTime() < closesAt.getTime();
}

export function hasEnded(event: Pick<EventDocument, 'endsAt'>, now: Date): boolean {
  return Date.parse(event.endsAt) < now.getTime();
}

/** The events as a timeline shows them, with the seats counted so far (none: not yet counted). */
export function timelineOf(
  events: readonly EventDocument[],
  now: Date,
  seats: ReadonlyMap<string, number> = new Map(),
): { upcoming: ListedEvent[]; past: ListedEvent[] } {
  return splitByTime(listedWithSeats(events, seats), now);
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
