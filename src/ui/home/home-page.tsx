import { Link } from 'react-router-dom';
import { EventList } from '../events/event-card';
import { useEventTimeline } from '../events/use-event-timeline';

const NEXT_EVENTS_SHOWN = 3;

const ACTIONS = [
  { to: '/register', label: 'Register', hint: 'Get your ticket for an event' },
  { to: '/checkin', label: 'Check in', hint: 'At the door, with your ticket or e-mail' },
  { to: '/feedback', label: 'Feedback', hint: 'Tell us how it went' },
  { to: '/resources', label: 'Resources', hint: 'Programme, directions, downloads' },
] as const;

/** `/`: what is coming up and the four things a visitor comes to do. */
export function HomePage() {
  const state = useEventTimeline();
  return (
    <>
      <title>Rollcall</title>
      <section aria-labelledby="home-title" className="hero">
        <h1 id="home-title">Welcome to Rollcall</h1>
        <p className="lead">Register for an event, keep your ticket on your phone, and walk straight in.</p>
        <ul className="action-grid">
          {ACTIONS.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className="action-card">
                <strong>{action.label}</strong>
                <span>{action.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="next-events-title">
        <h2 id="next-events-title">Next events</h2>
        {state.status === 'loading' && <p role="status">Loading events…</p>}
        {state.status === 'error' && <p role="alert">The events could not be loaded: {state.message}</p>}
        {state.status === 'ready' && (
          <EventList events={state.timeline.upcoming.slice(0, NEXT_EVENTS_SHOWN)} now={new Date()} empty="No upcoming events yet." />
        )}
        <p>
          <Link to="/events">See all events</Link>
        </p>
      </section>
    </>
  );
}
