import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from 'react-router-dom';
import { hasStarted } from '../../domain/events/event';
import { ErrorPage } from '../errors/error-page';
import { useEventTimeline } from '../events/use-event-timeline';
import { formatEventTime } from '../shared/format';
import { LiveNotice, LoadFailed, Loading } from '../shared/page-states';
import { useEvent } from '../shared/use-event';
import { FeedbackForm } from './feedback-form';

/** `/feedback`: general feedback, and the events one can give feedback on (started ones). */
export function FeedbackPage() {
  const state = useEventTimeline();
  const now = new Date();
  const events = state.status === 'ready' ? [...state.value.upcoming, ...state.value.past].filter((event) => hasStarted(event, now)) : [];
  const { t } = useLingui();
  return (
    <div className="two-columns">
      <section aria-labelledby="feedback-title">
        <title>{t`Feedback · Rollcall`}</title>
        <h1 id="feedback-title">
          <Trans>Feedback</Trans>
        </h1>
        <p className="lead">
          <Trans>Tell us what worked and what did not.</Trans>
        </p>
        <FeedbackForm eventId="" />
      </section>
      <section aria-labelledby="feedback-events-title">
        <h2 id="feedback-events-title">
          <Trans>Feedback on an event</Trans>
        </h2>
        <LiveNotice live={state} what={t`the events`} />
        {state.status === 'error' && <LoadFailed what={t`The events`} message={state.message} onRetry={state.retry} />}
        {state.status === 'ready' &&
          (events.length === 0 ? (
            <p className="empty-state">
              <Trans>No event has taken place yet.</Trans>
            </p>
          ) : (
            <ul className="choice-list">
              {events.map((event) => (
                <li key={event.id} className="choice">
                  <Link to={`/feedback/${encodeURIComponent(event.id)}`} className="choice__link">
                    <strong>{event.title}</strong>
                    <span>{formatEventTime(event)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}

/** `/feedback/:id`: feedback on one event; an unknown id is a 404, a future event says when. */
export function FeedbackEventPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const state = useEvent(id);
  const { t } = useLingui();
  if (state.status === 'loading') return <Loading label={t`Loading the event…`} />;
  if (state.status === 'error') return <LoadFailed what={t`The event`} message={state.message} onRetry={state.retry} />;
  if (!state.value) return <ErrorPage status={404} message={t`Page not found: ${pathname}`} />;
  const event = state.value;
  const title = event.title;
  return (
    <section aria-labelledby="feedback-event-title" className="narrow">
      <title>{t`Feedback: ${title} · Rollcall`}</title>
      <h1 id="feedback-event-title">
        <Trans>Feedback: {title}</Trans>
      </h1>
      {hasStarted(event, new Date()) ? (
        <FeedbackForm eventId={event.id} />
      ) : (
        <p className="notice">
          <Trans>
            Feedback opens when the event starts. <Link to="/feedback">Give general feedback</Link>.
          </Trans>
        </p>
      )}
    </section>
  );
}
