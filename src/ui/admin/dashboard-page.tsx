import { useId, useMemo, useState } from 'react';
import type { DashboardData } from '../../application/admin/dashboard.use-case';
import { TOKENS } from '../../application/tokens';
import { arrivalsPerQuarterHour, countriesOf, progressPerEvent, ratingSummary, type EventProgress } from '../../domain/admin/dashboard-stats';
import { hasEnded, isCheckInOpen } from '../../domain/events/event';
import { useService } from '../app/services';
import { formatTime } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { useLive } from '../shared/use-live';

function percent(part: number, whole: number | null): number {
  return whole && whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}

/** A bar with its numbers in words next to it: the figure never depends on seeing the colour. */
function Bar({ label, value, max }: { label: string; value: number; max: number | null }) {
  return (
    <div className="bar">
      <span className="bar__label">{label}</span>
      <span className="bar__track" aria-hidden="true">
        <span className="bar__fill" style={{ width: `${percent(value, max)}%` }} />
      </span>
    </div>
  );
}

function EventProgressList({ progress }: { progress: EventProgress[] }) {
  return (
    <ul className="progress-list">
      {progress.map((event) => (
        <li key={event.eventId}>
          <strong>{event.title}</strong>
          <Bar label={`${event.registered} registered${event.capacity ? ` of ${event.capacity} seats` : ''}`} value={event.registered} max={event.capacity ?? event.registered} />
          <Bar label={`${event.checkedIn} checked in of ${event.registered}${event.inside !== event.checkedIn ? `, ${event.inside} inside now` : ''}`} value={event.checkedIn} max={event.registered} />
          {event.perDoor.length > 1 && (
            <p className="field__hint">
              Per door: {event.perDoor.map((door) => `${door.device} ${door.entries} in, ${door.exits} out`).join(' · ')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

const hasNoEvents = (data: DashboardData) => data.events.length === 0;

/** `/admin`: the figures people would rather look at than read, live as people arrive. */
export function DashboardPage() {
  const dashboard = useService(TOKENS.dashboard);
  const data = useLive<DashboardData>((onChange, onError) => dashboard.watch(onChange, onError), [dashboard], hasNoEvents);
  const [chosenEvent, setChosenEvent] = useState<string | null>(null);
  const id = useId();
  const now = new Date();

  const figures = useMemo(() => {
    if (data.status !== 'ready') return null;
    const { events, checkIns, passes, feedback, ticketHolders, waiting } = data.value;
    return {
      progress: progressPerEvent(events.filter((event) => !hasEnded(event, now) || isCheckInOpen(event, now)), checkIns, passes),
      rating: ratingSummary(feedback),
      countries: countriesOf(ticketHolders),
      todays: events.filter((event) => isCheckInOpen(event, now)),
      events,
      checkIns,
      waiting: events.flatMap((event) => {
        const count = waiting.get(event.id);
        return count && count.waiting + count.offered > 0 ? [{ event, ...count }] : [];
      }),
    };
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps

  if (data.status === 'loading') return <LiveNotice live={data} what="the dashboard" />;
  if (data.status === 'error') return <LoadFailed what="The dashboard" message={data.message} onRetry={data.retry} />;
  if (!figures) return null;
  const arrivalsEvent = chosenEvent ?? figures.todays[0]?.id ?? figures.events[0]?.id ?? '';
  const arrivals = arrivalsPerQuarterHour(figures.checkIns, arrivalsEvent);
  const busiest = Math.max(1, ...arrivals.map((bucket) => bucket.count));

  return (
    <div className="dashboard">
      <title>Dashboard · Admin · Rollcall</title>
      <h1>Dashboard</h1>
      <LiveNotice live={data} what="the figures" />
      <section aria-labelledby={`${id}-progress`} className="panel">
        <h2 id={`${id}-progress`}>Registrations and check-ins</h2>
        {figures.progress.length === 0 ? <p className="empty-state">No current or upcoming event.</p> : <EventProgressList progress={figures.progress} />}
      </section>
      <section aria-labelledby={`${id}-waiting`} className="panel">
        <h2 id={`${id}-waiting`}>Waiting lists</h2>
        {figures.waiting.length === 0 ? (
          <p className="empty-state">Nobody is waiting for a seat.</p>
        ) : (
          <ul className="compact-list">
            {figures.waiting.map(({ event, waiting, offered }) => (
              <li key={event.id}>
                <strong>{event.title}</strong>: {waiting} waiting{offered > 0 ? `, ${offered} ${offered === 1 ? 'seat' : 'seats'} held for them` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-arrivals`} className="panel">
        <h2 id={`${id}-arrivals`}>Arrivals per 15 minutes</h2>
        <div className="field">
          <label htmlFor={`${id}-arrivals-event`}>Event</label>
          <select id={`${id}-arrivals-event`} value={arrivalsEvent} onChange={(change) => setChosenEvent(change.target.value)}>
            {figures.events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </select>
        </div>
        {arrivals.length === 0 ? (
          <p className="empty-state">Nobody has arrived yet.</p>
        ) : (
          <table className="column-chart">
            <caption className="visually-hidden">Arrivals per quarter of an hour</caption>
            <tbody>
              <tr>
                {arrivals.map((bucket) => (
                  <td key={bucket.startsAt} className="column-chart__column">
                    <span className="column-chart__count">{bucket.count}</span>
                    <span className="column-chart__bar" style={{ height: `${(bucket.count / busiest) * 8}rem` }} aria-hidden="true" />
                  </td>
                ))}
              </tr>
              <tr>
                {arrivals.map((bucket) => (
                  <th key={bucket.startsAt} scope="col" className="column-chart__time">
                    {formatTime(bucket.startsAt)}
                  </th>
                ))}
              </tr>
            </tbody>
          </table>
        )}
      </section>
      <div className="dashboard__pair">
        <section aria-labelledby={`${id}-rating`} className="panel">
          <h2 id={`${id}-rating`}>Feedback</h2>
          {figures.rating.average === null ? (
            <p className="empty-state">No feedback yet.</p>
          ) : (
            <>
              <p className="big-figure">
                {figures.rating.average.toFixed(1)} <span className="big-figure__unit">of 5, from {figures.rating.count} ratings</span>
              </p>
              {[5, 4, 3, 2, 1].map((stars) => (
                <Bar key={stars} label={`${stars} star${stars === 1 ? '' : 's'}: ${figures.rating.perStar[stars - 1]}`} value={figures.rating.perStar[stars - 1] ?? 0} max={figures.rating.count} />
              ))}
            </>
          )}
        </section>
        <section aria-labelledby={`${id}-countries`} className="panel">
          <h2 id={`${id}-countries`}>Visitors’ countries</h2>
          {figures.countries.countries.length === 0 ? (
            <p className="empty-state">No country known yet.</p>
          ) : (
            figures.countries.countries.slice(0, 10).map((entry) => (
              <Bar key={entry.country} label={`${entry.country}: ${entry.count}`} value={entry.count} max={figures.countries.countries[0]?.count ?? 1} />
            ))
          )}
          {figures.countries.unknown > 0 && <p className="field__hint">{figures.countries.unknown} without a known country.</p>}
        </section>
      </div>
    </div>
  );
}
