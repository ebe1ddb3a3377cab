import { useEffect, useState } from 'react';

/** How long a form sends before it says it is still waiting: a server answers within a second or two. */
export const STILL_WAITING_MS = 8_000;

type StillWaitingOptions = {
  /**
   * How far a long send has come (an import's people written): each step the server answers
   * starts the wait again, so a send that moves is not said to be waiting, and one that stops
   * moving is, as early as a form's.
   */
  progress?: number;
};

/**
 * Whether `busy` has lasted longer than `STILL_WAITING_MS` without `progress` moving. A request
 * may wait up to two minutes for a slow server, or one that answers nothing; the person is told
 * early that it is still under way, not left with a button that says "Registering…" and nothing
 * else.
 */
export function useStillWaiting(busy: boolean, { progress = 0 }: StillWaitingOptions = {}): boolean {
  const [waitedLongAt, setWaitedLongAt] = useState<number | null>(null);
  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setWaitedLongAt(progress), STILL_WAITING_MS);
    return () => {
      clearTimeout(timer);
      setWaitedLongAt(null);
    };
  }, [busy, progress]);
  return busy && waitedLongAt === progress;
}
