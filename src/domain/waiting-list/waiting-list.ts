import type { EventDocument } from '../events/event';

/** A seat offered from the waiting list is held this long, unless the event sets its own. */
export const DEFAULT_HOLD_HOURS = 24;

/**
 * Where a place in the line stands. `waiting` until a seat frees; `offered` while a seat is held
 * for it; then `confirmed` (a ticket was issued) or `expired` (the hold ended, the seat went on);
 * `removed` by an administrator. Only `waiting` and `offered` are still in the line.
 */
export type PlaceState = 'waiting' | 'offered' | 'confirmed' | 'expired' | 'removed';

/** One place in an event's line, in the order people joined: nothing in it says who holds it. */
export type WaitingPlace = {
  eventId: string;
  /** 0 for the first to join, then 1, 2…: the order seats are offered in. */
  position: number;
  joinedAt: string;
  state: PlaceState;
  /** While offered: when the seat held for this place goes to the next one. */
  heldUntil?: string;
  /**
   * The language of the page the person joined from ("fr"): messages about this place that
   * someone else's page writes (a seat held for them, a hold over) are written in it.
   */
  language?: string;
};

/**
 * Who waits at a place, with the registration form as they filled it in: the ticket they get
 * when they confirm a seat. Reached by its id only, which is the link the person receives.
 */
export type WaitingEntry = {
  readonly id: string;
  eventId: string;
  position: number;
  name: string;
  email: string;
  /** The rest of the event's registration form (organisation, phone, …). */
  fields: Readonly<Record<string, string | number>>;
  joinedAt: string;
};

export function holdHoursOf(event: Pick<EventDocument, 'holdHours'>): number {
  return event.holdHours ?? DEFAULT_HOLD_HOURS;
}

/** When a hold starting now ends. */
export function holdEndsAt(event: Pick<EventDocument, 'holdHours'>, now: Date): string {
  return new Date(now.getTime() + holdHoursOf(event) * 3_600_000).toISOString();
}

export function isHoldOver(place: Pick<WaitingPlace, 'state' | 'heldUntil'>, now: Date): boolean {
  return place.state === 'offered' && place.heldUntil !== undefined && Date.parse(place.heldUntil) <= now.getTime();
}

/** Whether the event takes people on its waiting list now (it takes registrations, and its list is open). */
export function waitingListOpen(event: Pick<EventDocument, 'waitingListClosed' | 'registrationOpen'>): boolean {
  return event.registrationOpen && event.waitingListClosed !== true;
}

/** The place a freed seat goes to: the first to join of those still waiting. */
export function frontOfLine<P extends Pick<WaitingPlace, 'state' | 'position'>>(places: readonly P[]): P | undefined {
  let front: P | undefined;
  for (const place of places) if (place.state === 'waiting' && (!front || place.position < front.position)) front = place;
  return front;
}

export function waitingAheadOf(
  place: Pick<WaitingPlace, 'position'>,
  places: ReadonlyArray<Pick<WaitingPlace, 'state' | 'position'>>,
): number {
  return places.filter((other) => other.state === 'waiting' && other.position < place.position).length;
}
