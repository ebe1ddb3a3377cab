import type { EventTimeline } from '../../application/events/event-catalog.use-case';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/services';
import { useLive, type Live } from '../shared/use-live';

const hasNoEvents = (timeline: EventTimeline) => timeline.upcoming.length === 0 && timeline.past.length === 0;

/** The events timeline, kept live: new or changed events appear without reloading. */
export function useEventTimeline(): Live<EventTimeline> {
  const catalog = useService(TOKENS.eventCatalog);
  return useLive<EventTimeline>((onChange, onError) => catalog.watchTimeline(onChange, onError), [catalog], hasNoEvents);
}
