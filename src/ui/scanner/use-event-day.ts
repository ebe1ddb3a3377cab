import { useEffect, useState } from 'react';
import type { Clock } from '../../application/ports/clock.port';
import { isCheckInOpen, type EventDays } from '../../domain/events/event';

/** How often a door looks at the clock again: a minute late at midnight is soon enough. */
export const EVENT_DAY_CHECK_MS = 60_000;

/**
 * Whether it is the event's day (its check-in window) now, looked at again every minute and when
 * the device wakes: a door tablet left on overnight notices that its event's day is over.
 */
export function useIsEventDay(event: EventDays, clock: Clock): boolean {
  const [isEventDay, setIsEventDay] = useState(() => isCheckInOpen(event, clock.now()));
  useEffect(() => {
    const check = () => setIsEventDay(isCheckInOpen(event, clock.now()));
    check();
    const timer = setInterval(check, EVENT_DAY_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [event, clock]);
  return isEventDay;
}
