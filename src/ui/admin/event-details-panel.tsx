import type { TicketSummary } from '../../application/admin/event-admin.use-case';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import type { FeedbackDocument } from '../../domain/feedback/feedback';
import { useService } from '../app/services';
import { formatDateTime } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { useLive } from '../shared/use-live';
import { WaitingListPanel } from './waiting-list-panel';

const SHOWN = 200;

/** One event's registrations and feedback, live. */
export function EventDetailsPanel({ event, onClose }: { event: EventDocument; onClose: () => void }) {
  const events = useService(TOKENS.eventAdmin);
  const registrations = useLive<TicketSummary[]>((onChange, onError) => events.watchRegistrations(event, onChange, onError), [events, event]);
  const feedback = useLive<FeedbackDocument[]>((onChange, onError) => events.watchFeedback(event.id, onChange, onError), [events, event.id]);
  return (
    <section className="panel" aria-labelledby="event-details-title">
      <h2 id="event-details-title">{event.title}</h2>
      <h3>Registrations ({registrations.status === 'ready' ? registrations.value.length : '…'})</h3>
      <LiveNotice live={registrations} what="the registrations" />
      {registrations.status === 'error' && <LoadFailed what="The registrations" message={registrations.message} onRetry={registrations.retry} />}
      {registrations.status === 'ready' && registrations.value.length === 0 && <p className="empty-state">Nobody has registered yet.</p>}
      {registrations.status === 'ready' && registrations.value.length > 0 && (
        <ul className="compact-list">
          {registrations.value.slice(0, SHOWN).map((registration) => (
            <li key={registration.id}>
              {registration.name} · {registration.email} · {formatDateTime(registration.createdAt)}
            </li>
          ))}
        </ul>
      )}
      <WaitingListPanel event={event} />
      <h3>Feedback ({feedback.status === 'ready' ? feedback.value.length : '…'})</h3>
      <LiveNotice live={feedback} what="the feedback" />
      {feedback.status === 'error' && <LoadFailed what="The feedback" message={feedback.message} onRetry={feedback.retry} />}
      {feedback.status === 'ready' && feedback.value.length === 0 && <p className="empty-state">No feedback yet.</p>}
      {feedback.status === 'ready' && feedback.value.length > 0 && (
        <ul className="compact-list">
          {feedback.value.map((item) => (
            <li key={item.id}>
              <span aria-label={`${item.rating} of 5`}>{'★'.repeat(item.rating)}</span> {item.comment}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
