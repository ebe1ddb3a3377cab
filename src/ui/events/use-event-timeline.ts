import { useEffect, useState } from 'react';
import type { EventTimeline } from '../../application/events/event-catalog.use-case';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';

export type TimelineState =
  | { status: 'loading' }
  | { status: 'ready'; timeline: EventTimeline }
  | { status: 'error'; message: string };

/** The events timeline, kept live: new or changed events appear without reloading. */
export function useEventTimeline(): TimelineState & { retry: () => void } {
  const catalog = useService(TOKENS.eventCatalog);
  const [state, setState] = useState<TimelineState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setState({ status: 'loading' });
    return catalog.watchTimeline(
      (timeline) => setState({ status: 'ready', timeline }),
      (error) => setState({ status: 'error', message: error.message }),
    );
  }, [catalog, attempt]);
  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
