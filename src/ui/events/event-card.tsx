import { Link } from 'react-router-dom';
import type { EventDocument } from '../../domain/events/event';
import { formatEventTime } from '../shared/format';

function statusBadges(event: EventDocument, now: Date): string[] {
  const badges: string[] = [];
  const running = Date.parse(event.startsAt) <= now.getTime() && Date.parse(event.endsAt) >= now.getTime();
  if (running) badges.push('Happening now');
  if (!event.registrationOpen && Date.parse(event.endsAt) >= now.getTime()) badges.push('Registration closed');
  return badges;
}

export function EventCard({ event, now }: { event: EventDocument; now: Date }) {
  const headingId = `event-${event.id}-title`;
  return (
    <article className="event-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="event-card__title">
        <Link to={`/events/${encodeURIComponent(event.id)}`}>{event.title}</Link>
      </h3>
      <p className="event-card__meta">
        <time dateTime={event.startsAt}>{formatEventTime(event.startsAt, event.endsAt)}</time>
        <span aria-hidden="true"> · </span>
        <span>{event.venue}</span>
      </p>
      <p>{event.summary}</p>
      {statusBadges(event, now).map((badge) => (
        <span key={badge} className="badge">
          {badge}
        </span>
      ))}
    </article>
  );
}

export function EventList({ events, now, empty }: { events: EventDocument[]; now: Date; empty: string }) {
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
