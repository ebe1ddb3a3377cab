import { useDeferredValue, useId, useState } from 'react';
import type { EventWithSeats } from '../../domain/events/event';
import { matchesSearch } from '../../domain/shared/search';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { EventList } from './event-card';
import { useEventTimeline } from './use-event-timeline';

function matching(events: EventWithSeats[], query: string): EventWithSeats[] {
  return events.filter((event) => matchesSearch(query, [event.title, event.summary, event.venue]));
}

/** `/events`: upcoming and past events, searchable, live. */
export function EventsPage() {
  const state = useEventTimeline();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const now = new Date();

  return (
    <section aria-labelledby="events-title">
      <title>Events · Rollcall</title>
      <h1 id="events-title">Events</h1>
      <div className="field">
        <label htmlFor={searchId}>Search events</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(change) => setQuery(change.target.value)}
          placeholder="Title, venue or topic"
          autoComplete="off"
        />
      </div>
      <LiveNotice live={state} what="the events" />
      {state.status === 'error' && <LoadFailed what="The events" message={state.message} onRetry={state.retry} />}
      {state.status === 'ready' && <Timeline upcoming={matching(state.value.upcoming, deferredQuery)} past={matching(state.value.past, deferredQuery)} query={deferredQuery} now={now} />}
    </section>
  );
}

function Timeline({ upcoming, past, query, now }: { upcoming: EventWithSeats[]; past: EventWithSeats[]; query: string; now: Date }) {
  const searching = query.trim() !== '';
  return (
    <>
      <p role="status" className={searching ? 'search-summary' : 'visually-hidden'}>
        {searching ? `${upcoming.length + past.length} events match “${query.trim()}”.` : `${upcoming.length} upcoming and ${past.length} past events.`}
      </p>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Upcoming</h2>
        <EventList events={upcoming} now={now} empty={searching ? 'No upcoming event matches your search.' : 'No upcoming events yet.'} />
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title">Past</h2>
        <EventList events={past} now={now} empty={searching ? 'No past event matches your search.' : 'No past events.'} />
      </section>
    </>
  );
}
