import { isCheckInOpen, type EventDocument } from '../../domain/events/event';

/**
 * The events a door may scan for: the upcoming ones, the ended ones whose check-in day is not
 * over (late arrivals are still let in), and the one it scans for, whatever its date: a door left
 * on past its event's day keeps its event and asks before scanning again (ScannerStation),
 * instead of losing it when the list is next told.
 */
export function doorEvents<E extends EventDocument>(
  timeline: { upcoming: readonly E[]; past: readonly E[] },
  kept: string | null,
  now: Date,
): E[] {
  const ended = timeline.past.filter((event) => event.id === kept || isCheckInOpen(event, now));
  return [...ended.reverse(), ...timeline.upcoming];
}
