import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useState } from 'react';
import type { ListedEvent } from '../../domain/events/event';
import { matchesSearch } from '../../domain/shared/search';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { EventList } from './event-card';
import { useEventTimeline } from './use-event-timeline';

function matching(events: ListedEvent[], query: string): ListedEvent[] {
  return events.filter((event) => matchesSearch(query, [event.title, event.summary, event.venue]));
}

/** `/events`: upcoming and past events, searchable, live. */
export function EventsPage() {
  const state = useEventTimeline();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const now = new Date();
  const { t } = useLingui();

  return (
    <section aria-labelledby="events-title">
      <title>{t`Events · Rollcall`}</title>
      <h1 id="events-title">
        <Trans>Events</Trans>
      </h1>
      <div className="field">
        <label htmlFor={searchId}>
          <Trans>Search events</Trans>
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(change) => setQuery(change.target.value)}
          placeholder={t`Title, venue or topic`}
          autoComplete="off"
        />
      </div>
      <LiveNotice live={state} what={t`the events`} />
      {state.status === 'error' && <LoadFailed what={t`The events`} message={state.message} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <Timeline
          upcoming={matching(state.value.upcoming, deferredQuery)}
          past={matching(state.value.past, deferredQuery)}
          query={deferredQuery}
          now={now}
        />
      )}
    </section>
  );
}

function Timeline({ upcoming, past, query, now }: { upcoming: ListedEvent[]; past: ListedEvent[]; query: string; now: Date }) {
  const searching = query.trim() !== '';
  const { t } = useLingui();
  const matched = upcoming.length + past.length;
  const searched = query.trim();
  const upcomingCount = upcoming.length;
  const pastCount = past.length;
  return (
    <>
      <p role="status" className={searching ? 'search-summary' : 'visually-hidden'}>
        {searching
          ? plural(matched, { one: `# event matches “${searched}”.`, other: `# events match “${searched}”.` })
          : t`${upcomingCount} upcoming and ${pastCount} past events.`}
      </p>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">
          <Trans>Upcoming</Trans>
        </h2>
        <EventList events={upcoming} now={now} empty={searching ? t`No upcoming event matches your search.` : t`No upcoming events yet.`} />
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title">
          <Trans>Past</Trans>
        </h2>
        <EventList events={past} now={now} empty={searching ? t`No past event matches your search.` : t`No past events.`} />
      </section>
    </>
  );
}
