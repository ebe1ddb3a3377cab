import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { TicketView } from '../../application/registrations/ticket-desk.use-case';
import { hasEnded } from '../../domain/events/event';
import { DEFAULT_SETTINGS } from '../../domain/settings/settings';
import { EventList } from '../events/event-card';
import { useEventTimeline } from '../events/use-event-timeline';
import { formatEventTime } from '../shared/format';
import { LiveNotice } from '../shared/page-states';
import { useMyTickets, useOrganisationName } from './use-home';

const NEXT_EVENTS_SHOWN = 3;

const ACTIONS = [
  { to: '/register', label: 'Register', hint: 'Get your ticket for an event' },
  { to: '/checkin', label: 'Check in', hint: 'At the door, with your ticket or e-mail' },
  { to: '/feedback', label: 'Feedback', hint: 'Tell us how it went' },
  { to: '/resources', label: 'Resources', hint: 'Programme, directions, downloads' },
] as const;

/**
 * `/`: the organisation, what is coming up, the four things a visitor comes to do, and their
 * tickets. The welcome and the actions show at once; what comes from the store follows.
 */
export function HomePage() {
  return (
    <>
      <section aria-labelledby="home-title" className="hero">
        <h1 id="home-title">
          <Suspense fallback={<HomeTitle organisation={DEFAULT_SETTINGS.organisationName} />}>
            <OrganisationTitle />
          </Suspense>
        </h1>
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
      <Suspense fallback={null}>
        <SignedInTickets />
      </Suspense>
      <section aria-labelledby="next-events-title">
        <h2 id="next-events-title">Next events</h2>
        <Suspense fallback={<p role="status">Loading the events…</p>}>
          <NextEvents />
        </Suspense>
        <p>
          <Link to="/events">See all events</Link>
        </p>
      </section>
    </>
  );
}

/** The organisation's name as the heading, and in the document's title. */
function HomeTitle({ organisation }: { organisation: string }) {
  return (
    <>
      <title>{`${organisation} · Rollcall`}</title>
      {organisation}
    </>
  );
}

function OrganisationTitle() {
  return <HomeTitle organisation={useOrganisationName()} />;
}

function NextEvents() {
  const state = useEventTimeline();
  if (state.status === 'error') return <p role="alert">The events could not be loaded: {state.message}</p>;
  return (
    <>
      <LiveNotice live={state} what="the events" />
      {state.status === 'ready' && <EventList events={state.value.upcoming.slice(0, NEXT_EVENTS_SHOWN)} now={new Date()} empty="No upcoming events yet." />}
    </>
  );
}

function SignedInTickets() {
  const tickets = useMyTickets();
  return tickets && <MyTickets tickets={tickets} />;
}

function MyTickets({ tickets }: { tickets: TicketView[] }) {
  const now = new Date();
  const current = tickets.filter((ticket) => !hasEnded(ticket.event, now));
  return (
    <section aria-labelledby="my-tickets-title">
      <h2 id="my-tickets-title">Your tickets</h2>
      {current.length === 0 ? (
        <p className="empty-state">You hold no ticket for an upcoming event.</p>
      ) : (
        <ul className="ticket-list">
          {current.map((ticket) => (
            <li key={ticket.ticketId}>
              <Link to={`/register/${encodeURIComponent(ticket.event.id)}?ticket=${encodeURIComponent(ticket.ticketId)}`}>{ticket.event.title}</Link>
              <span className="event-card__meta">
                {' '}
                · {formatEventTime(ticket.event.startsAt, ticket.event.endsAt)}
                {ticket.cancelledAt ? ' · cancelled' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
