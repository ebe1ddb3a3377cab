import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { isCheckInOpen } from '../../domain/events/event';
import { useEventTimeline } from '../events/use-event-timeline';
import { formatEventTime } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';

/** `/checkin`: the events whose check-in is open today. */
export function CheckinPage() {
  const state = useEventTimeline();
  const { t } = useLingui();
  const now = new Date();
  const live = state.status === 'ready' ? state.value.upcoming.filter((event) => isCheckInOpen(event, now)) : [];
  return (
    <section aria-labelledby="checkin-title" className="narrow">
      <title>{t`Check in · Rollcall`}</title>
      <h1 id="checkin-title">
        <Trans>Check in</Trans>
      </h1>
      <LiveNotice live={state} what={t`today’s events`} />
      {state.status === 'error' && <LoadFailed what={t`Today’s events`} message={state.message} onRetry={state.retry} />}
      {state.status === 'ready' &&
        (live.length === 0 ? (
          <p className="empty-state">
            <Trans>
              No event is open for check-in today. <Link to="/events">See the events</Link>.
            </Trans>
          </p>
        ) : (
          <>
            <p className="lead">
              <Trans>Choose your event:</Trans>
            </p>
            <ul className="choice-list">
              {live.map((event) => (
                <li key={event.id} className="choice">
                  <Link to={`/checkin/${encodeURIComponent(event.id)}`} className="choice__link">
                    <strong>{event.title}</strong>
                    <span>{formatEventTime(event)}</span>
                    <span>{event.venue}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
