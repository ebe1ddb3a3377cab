import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { TicketSummary } from '../../application/admin/event-admin.use-case';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import type { FeedbackDocument } from '../../domain/feedback/feedback';
import { useService } from '../app/services';
import { formatDateTime } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { useLive } from '../shared/use-live';
import { WaitingListPanel } from './waiting-list-panel';
import { TicketActions } from './ticket-actions';
import { attendeesPagePath } from './admin-paths';

const SHOWN = 200;

/** One event's registrations and feedback, live. */
export function EventDetailsPanel({ event, onClose }: { event: EventDocument; onClose: () => void }) {
  const events = useService(TOKENS.eventAdmin);
  const registrations = useLive<TicketSummary[]>(
    (onChange, onError) => events.watchRegistrations(event, onChange, onError),
    [events, event],
  );
  const feedback = useLive<FeedbackDocument[]>(
    (onChange, onError) => events.watchFeedback(event.id, onChange, onError),
    [events, event.id],
  );
  const { t } = useLingui();
  const { title } = event;
  const registered = registrations.status === 'ready' ? String(registrations.value.length) : '…';
  const opinions = feedback.status === 'ready' ? String(feedback.value.length) : '…';
  return (
    <section className="panel" aria-labelledby="event-details-title">
      <h2 id="event-details-title">{event.title}</h2>
      <h3>
        <Trans>Registrations ({registered})</Trans>
      </h3>
      <p>
        <Link to={attendeesPagePath(event.id)}>
          <Trans>
            Attendee list<span className="visually-hidden"> of {title}</span>: who has arrived, search, export, print
          </Trans>
        </Link>
      </p>
      <LiveNotice live={registrations} what={t`the registrations`} />
      {registrations.status === 'error' && (
        <LoadFailed what={t`The registrations`} message={registrations.message} onRetry={registrations.retry} />
      )}
      {registrations.status === 'ready' && registrations.value.length === 0 && (
        <p className="empty-state">
          <Trans>Nobody has registered yet.</Trans>
        </p>
      )}
      {registrations.status === 'ready' && registrations.value.length > 0 && (
        <ul className="compact-list">
          {registrations.value.slice(0, SHOWN).map((registration) => (
            <li key={registration.id}>
              {registration.name} · {registration.email} · {formatDateTime(registration.createdAt, event.timeZone)}{' '}
              <TicketActions event={event} ticket={registration} />
            </li>
          ))}
        </ul>
      )}
      <WaitingListPanel event={event} />
      <h3>
        <Trans>Feedback ({opinions})</Trans>
      </h3>
      <LiveNotice live={feedback} what={t`the feedback`} />
      {feedback.status === 'error' && <LoadFailed what={t`The feedback`} message={feedback.message} onRetry={feedback.retry} />}
      {feedback.status === 'ready' && feedback.value.length === 0 && (
        <p className="empty-state">
          <Trans>No feedback yet.</Trans>
        </p>
      )}
      {feedback.status === 'ready' && feedback.value.length > 0 && (
        <ul className="compact-list">
          {feedback.value.map((item) => (
            <li key={item.id}>
              <Stars rating={item.rating} /> {item.comment}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  return <span aria-label={t`${rating} of 5`}>{'★'.repeat(rating)}</span>;
}
