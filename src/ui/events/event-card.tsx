import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { hasEnded, hasStarted, registrationState, type ListedEvent } from '../../domain/events/event';
import { formatEventTime, formatListedSeats } from '../shared/format';

function statusBadges(event: ListedEvent, now: Date): string[] {
  const badges: string[] = [];
  if (hasStarted(event, now) && !hasEnded(event, now)) badges.push(t`Happening now`);
  const state = registrationState(event, now);
  if (state === 'closed') badges.push(t`Registration closed`);
  if (state === 'full') badges.push(t`Full`);
  return badges;
}

export function EventCard({ event, now }: { event: ListedEvent; now: Date }) {
  const headingId = `event-${event.id}-title`;
  const ended = hasEnded(event, now);
  return (
    <article className="event-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="event-card__title">
        <Link to={`/events/${encodeURIComponent(event.id)}`}>{event.title}</Link>
      </h3>
      <p className="event-card__meta">
        <time dateTime={event.startsAt}>{formatEventTime(event)}</time>
        <span aria-hidden="true"> · </span>
        <span>{event.venue}</span>
      </p>
      <p>{event.summary}</p>
      {!ended && registrationState(event, now) === 'open' && <p className="event-card__seats">{formatListedSeats(event)}</p>}
      {statusBadges(event, now).map((badge) => (
        <span key={badge} className="badge">
          {badge}
        </span>
      ))}
    </article>
  );
}

export function EventList({ events, now, empty }: { events: ListedEvent[]; now: Date; empty: string }) {
  if (events.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <ul className="card-list">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} now={now} />
        </li>
      ))}
    </ul>
  );
}
