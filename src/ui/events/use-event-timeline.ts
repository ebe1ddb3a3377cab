import { useMemo } from 'react';
import type { EventTimeline } from '../../application/events/event-catalog.use-case';
import { timelineOf } from '../../domain/events/event';
import { TOKENS } from '../../application/tokens';
import { useFirstLookEvents } from '../app/first-look';
import { useService } from '../app/services';
import { useLive, type Live } from '../shared/use-live';

const hasNoEvents = (timeline: EventTimeline) => timeline.upcoming.length === 0 && timeline.past.length === 0;

/**
 * The events timeline, kept live: new or changed events appear without reloading. Opened from a
 * link, the page shows its first look (the events read by the page's first script, seats not yet
 * counted) until the data layer has loaded and the catalog answers. `countedUpcoming`: the page
 * shows only that many upcoming events, whose seats alone are counted.
 */
export function useEventTimeline({ countedUpcoming }: { countedUpcoming?: number } = {}): Live<EventTimeline> {
  const early = useFirstLookEvents();
  const catalog = useService(TOKENS.eventCatalog, { wait: early.status === 'none' });
  const live = useLive<EventTimeline>(
    catalog ? (onChange, onError) => catalog.watchTimeline(onChange, onError, { countedUpcoming }) : null,
    [catalog, countedUpcoming],
    hasNoEvents,
  );
  return useMemo(
    () =>
      live.status === 'loading' && early.status === 'shown'
        ? { status: 'ready', value: timelineOf(early.value, new Date()), confirmed: true, serverSilent: false, retry: live.retry }
        : live,
    [live, early],
  );
}
