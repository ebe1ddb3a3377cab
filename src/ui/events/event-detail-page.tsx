import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorPage } from '../errors/error-page';
import { formatEventTime } from '../shared/format';
import { LoadFailed, Loading } from '../shared/page-states';
import { useEvent } from '../shared/use-event';
import { EventActions } from './event-actions';

/** `/events/:id` and the short link `/:id`: one event, by id or slug; otherwise 404. */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const state = useEvent(id);
  const { t } = useLingui();

  if (state.status === 'loading') return <Loading label={t`Loading the event…`} />;
  // A read that failed (no network, no answer) is not a page error: the person can try again.
  if (state.status === 'error') return <LoadFailed what={t`The event`} message={state.message} onRetry={state.retry} />;
  const event = state.value;
  if (!event) return <ErrorPage status={404} message={t`Page not found: ${pathname}`} />;
  return (
    <article aria-labelledby="event-title" className="event-detail">
      <title>{event.title + ' · Rollcall'}</title>
      <p>
        <Link to="/events">
          <Trans>All events</Trans>
        </Link>
      </p>
      <h1 id="event-title">{event.title}</h1>
      <p className="event-card__meta">
        <time dateTime={event.startsAt}>{formatEventTime(event)}</time>
        <span aria-hidden="true"> · </span>
        {event.venue}
      </p>
      <p className="lead">{event.summary}</p>
      <EventActions event={event} now={new Date()} />
      <p className="event-detail__description">{event.description}</p>
    </article>
  );
}
