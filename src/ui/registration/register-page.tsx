import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { registrationState, type ListedEvent } from '../../domain/events/event';
import { useEventTimeline } from '../events/use-event-timeline';
import { formatEventTime, formatListedSeats } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';

function EventChoice({ event }: { event: ListedEvent }) {
  return (
    <li className="choice">
      <Link to={`/register/${encodeURIComponent(event.id)}`} className="choice__link">
        <strong>{event.title}</strong>
        <span>{formatEventTime(event)}</span>
        <span>{formatListedSeats(event)}</span>
      </Link>
    </li>
  );
}

/** `/register`: the events open for registration, and the two special registers. */
export function RegisterPage() {
  const state = useEventTimeline();
  const now = new Date();
  const open = state.status === 'ready' ? state.value.upcoming.filter((event) => registrationState(event, now) === 'open') : [];
  const standard = open.filter((event) => event.kind === 'standard');
  const registers = open.filter((event) => event.kind !== 'standard');
  const { t } = useLingui();
  return (
    <section aria-labelledby="register-title">
      <title>{t`Register · Rollcall`}</title>
      <h1 id="register-title">
        <Trans>Register</Trans>
      </h1>
      <p className="lead">
        <Trans>Choose an event. Your ticket appears as soon as you are registered.</Trans>
      </p>
      <LiveNotice live={state} what={t`the events`} />
      {state.status === 'error' && <LoadFailed what={t`The events`} message={state.message} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          <section aria-labelledby="open-events-title">
            <h2 id="open-events-title">
              <Trans>Events</Trans>
            </h2>
            {standard.length === 0 ? (
              <p className="empty-state">
                <Trans>No event is open for registration right now.</Trans>
              </p>
            ) : (
              <ul className="choice-list">
                {standard.map((event) => (
                  <EventChoice key={event.id} event={event} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="registers-title">
            <h2 id="registers-title">
              <Trans>Special registers</Trans>
            </h2>
            {registers.length === 0 ? (
              <p className="empty-state">
                <Trans>The special registers are not open right now.</Trans>
              </p>
            ) : (
              <ul className="choice-list">
                {registers.map((event) => (
                  <EventChoice key={event.id} event={event} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
