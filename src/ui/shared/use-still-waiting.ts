import { useEffect, useState } from 'react';

/** How long a form sends before it says it is still waiting: a server answers within a second or two. */
export const STILL_WAITING_MS = 8_000;

/**
 * Whether `busy` has lasted longer than `afterMs`. A request may wait up to two minutes for a
 * slow server, or one that answers nothing; the person is told early that it is still under way,
 * not left with a button that says "Registering…" and nothing else.
 */
export function useStillWaiting(busy: boolean, afterMs = STILL_WAITING_MS): boolean {
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setWaitedLong(true), afterMs);
    return () => {
      clearTimeout(timer);
      setWaitedLong(false);
    };
  }, [busy, afterMs]);
  return busy && waitedLong;
}
