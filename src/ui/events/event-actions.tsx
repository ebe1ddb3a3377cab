import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { admission, hasStarted, isCheckInOpen, registrationState, seatsLeft, type EventDocument } from '../../domain/events/event';
import { formatSeats } from '../shared/format';
import { useEventWithSeats } from './use-event-with-seats';

function registrationSentence(state: 'closed' | 'ended' | 'full'): string {
  switch (state) {
    case 'closed':
      return t`Registration for this event is closed.`;
    case 'ended':
      return t`This event is over.`;
    case 'full':
      return t`This event is full.`;
  }
}

/** What a visitor can do with the event now: register, check in on the day, give feedback once started. */
export function EventActions({ event, now }: { event: EventDocument; now: Date }) {
  const counted = useEventWithSeats(event);
  const state = counted ? registrationState(counted, now) : admission(event, now);
  const id = encodeURIComponent(event.id);
  return (
    <div className="event-actions">
      {state === 'open' ? (
        <p>
          <Link className="button" to={`/register/${id}`}>
            <Trans>Register</Trans>
          </Link>{' '}
          {counted && <span className="event-card__seats">{formatSeats(seatsLeft(counted))}</span>}
        </p>
      ) : (
        <p className="notice">{registrationSentence(state)}</p>
      )}
      <p className="actions">
        {isCheckInOpen(event, now) && (
          <Link className="button button--secondary" to={`/checkin/${id}`}>
            <Trans>Check in</Trans>
          </Link>
        )}
        {hasStarted(event, now) && (
          <Link className="button button--secondary" to={`/feedback/${id}`}>
            <Trans>Give feedback</Trans>
          </Link>
        )}
      </p>
    </div>
  );
}
