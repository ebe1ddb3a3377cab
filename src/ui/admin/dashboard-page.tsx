import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { DashboardData } from '../../application/admin/dashboard.use-case';
import { TOKENS } from '../../application/tokens';
import {
  arrivalsPerQuarterHour,
  countriesOf,
  progressPerEvent,
  ratingSummary,
  type EventProgress,
} from '../../domain/admin/dashboard-stats';
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

function registeredLabel({ registered, capacity }: EventProgress): string {
  return capacity ? t`${registered} registered of ${capacity} seats` : t`${registered} registered`;
}

function checkedInLabel({ checkedIn, registered, inside }: EventProgress): string {
  return inside !== checkedIn
    ? t`${checkedIn} checked in of ${registered}, ${inside} inside now`
    : t`${checkedIn} checked in of ${registered}`;
}

function perDoorLine(doors: EventProgress['perDoor']): string {
  const line = doors.map(({ device, entries, exits }) => t`${device} ${entries} in, ${exits} out`).join(' · ');
  return t`Per door: ${line}`;
}

function EventProgressList({ progress }: { progress: EventProgress[] }) {
  return (
    <ul className="progress-list">
      {progress.map((event) => (
        <li key={event.eventId}>
          <strong>{event.title}</strong>
          <Bar label={registeredLabel(event)} value={event.registered} max={event.capacity ?? event.registered} />
          <Bar label={checkedInLabel(event)} value={event.checkedIn} max={event.registered} />
          {event.perDoor.length > 1 && <p className="field__hint">{perDoorLine(event.perDoor)}</p>}
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
  const { t: say, i18n } = useLingui();

  const figures = useMemo(() => {
    if (data.status !== 'ready') return null;
    const { events, checkIns, passes, feedback, ticketHolders, waiting } = data.value;
    return {
      progress: progressPerEvent(
        events.filter((event) => !hasEnded(event, now) || isCheckInOpen(event, now)),
        checkIns,
        passes,
      ),
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

  if (data.status === 'loading') return <LiveNotice live={data} what={say`the dashboard`} />;
  if (data.status === 'error') return <LoadFailed what={say`The dashboard`} message={data.message} onRetry={data.retry} />;
  if (!figures) return null;
  const arrivalsEvent = chosenEvent ?? figures.todays[0]?.id ?? figures.events[0]?.id ?? '';
  const arrivals = arrivalsPerQuarterHour(figures.checkIns, arrivalsEvent);
  const arrivalsZone = figures.events.find((event) => event.id === arrivalsEvent)?.timeZone;
  const busiest = Math.max(1, ...arrivals.map((bucket) => bucket.count));

  return (
    <div className="dashboard">
      <title>{say`Dashboard · Admin · Rollcall`}</title>
      <h1>
        <Trans>Dashboard</Trans>
      </h1>
      <LiveNotice live={data} what={say`the figures`} />
      <section aria-labelledby={`${id}-progress`} className="panel">
        <h2 id={`${id}-progress`}>
          <Trans>Registrations and check-ins</Trans>
        </h2>
        {figures.progress.length === 0 ? (
          <p className="empty-state">
            <Trans>No current or upcoming event.</Trans>
          </p>
        ) : (
          <EventProgressList progress={figures.progress} />
        )}
      </section>
      <section aria-labelledby={`${id}-waiting`} className="panel">
        <h2 id={`${id}-waiting`}>
          <Trans>Waiting lists</Trans>
        </h2>
        {figures.waiting.length === 0 ? (
          <p className="empty-state">
            <Trans>Nobody is waiting for a seat.</Trans>
          </p>
        ) : (
          <ul className="compact-list">
            {figures.waiting.map(({ event, waiting, offered }) => (
              <li key={event.id}>
                <strong>{event.title}</strong>: {waitingLine(waiting, offered)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-arrivals`} className="panel">
        <h2 id={`${id}-arrivals`}>
          <Trans>Arrivals per 15 minutes</Trans>
        </h2>
        <div className="field">
          <label htmlFor={`${id}-arrivals-event`}>
            <Trans>Event</Trans>
          </label>
          <select id={`${id}-arrivals-event`} value={arrivalsEvent} onChange={(change) => setChosenEvent(change.target.value)}>
            {figures.events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </select>
        </div>
        {arrivals.length === 0 ? (
          <p className="empty-state">
            <Trans>Nobody has arrived yet.</Trans>
          </p>
        ) : (
          <table className="column-chart">
            <caption className="visually-hidden">
              <Trans>Arrivals per quarter of an hour</Trans>
            </caption>
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
                    {formatTime(bucket.startsAt, arrivalsZone)}
                  </th>
                ))}
              </tr>
            </tbody>
          </table>
        )}
      </section>
      <div className="dashboard__pair">
        <section aria-labelledby={`${id}-rating`} className="panel">
          <h2 id={`${id}-rating`}>
            <Trans>Feedback</Trans>
          </h2>
          {figures.rating.average === null ? (
            <p className="empty-state">
              <Trans>No feedback yet.</Trans>
            </p>
          ) : (
            <>
              <p className="big-figure">
                {i18n.number(figures.rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}{' '}
                <span className="big-figure__unit">
                  {plural(figures.rating.count, { one: 'of 5, from # rating', other: 'of 5, from # ratings' })}
                </span>
              </p>
              {[5, 4, 3, 2, 1].map((stars) => (
                <Bar
                  key={stars}
                  label={starsLine(stars, figures.rating.perStar[stars - 1] ?? 0)}
                  value={figures.rating.perStar[stars - 1] ?? 0}
                  max={figures.rating.count}
                />
              ))}
            </>
          )}
        </section>
        <section aria-labelledby={`${id}-countries`} className="panel">
          <h2 id={`${id}-countries`}>
            <Trans>Visitors’ countries</Trans>
          </h2>
          {figures.countries.countries.length === 0 ? (
            <p className="empty-state">
              <Trans>No country known yet.</Trans>
            </p>
          ) : (
            figures.countries.countries
              .slice(0, 10)
              .map((entry) => (
                <Bar
                  key={entry.country}
                  label={`${entry.country}: ${entry.count}`}
                  value={entry.count}
                  max={figures.countries.countries[0]?.count ?? 1}
                />
              ))
          )}
          {figures.countries.unknown > 0 && (
            <p className="field__hint">
              {plural(figures.countries.unknown, { one: '# without a known country.', other: '# without a known country.' })}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

function waitingLine(waiting: number, offered: number): string {
  if (offered === 0) return t`${waiting} waiting`;
  return plural(offered, { one: `${waiting} waiting, # seat held for them`, other: `${waiting} waiting, # seats held for them` });
}

function starsLine(stars: number, count: number): string {
  return plural(stars, { one: `# star: ${count}`, other: `# stars: ${count}` });
}
