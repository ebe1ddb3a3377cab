import { Link } from 'react-router-dom';
import { admission, hasStarted, isCheckInOpen, registrationState, seatsLeft, type EventDocument } from '../../domain/events/event';
import { formatSeats } from '../shared/format';
import { useEventWithSeats } from './use-event-with-seats';

const REGISTRATION_SENTENCE = {
  closed: 'Registration for this event is closed.',
  ended: 'This event is over.',
  full: 'This event is full.',
} as const;

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
            Register
          </Link>{' '}
          {counted && <span className="event-card__seats">{formatSeats(seatsLeft(counted))}</span>}
        </p>
      ) : (
        <p className="notice">{REGISTRATION_SENTENCE[state]}</p>
      )}
      <p className="actions">
        {isCheckInOpen(event, now) && (
          <Link className="button button--secondary" to={`/checkin/${id}`}>
            Check in
          </Link>
        )}
        {hasStarted(event, now) && (
          <Link className="button button--secondary" to={`/feedback/${id}`}>
            Give feedback
          </Link>
        )}
      </p>
    </div>
  );
}
