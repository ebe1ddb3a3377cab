import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { TicketView } from '../../application/registrations/ticket-desk.use-case';
import { hasEnded } from '../../domain/events/event';
import { DEFAULT_SETTINGS } from '../../domain/settings/settings';
import { EventList } from '../events/event-card';
import { useEventTimeline } from '../events/use-event-timeline';
import { formatEventTime } from '../shared/format';
import { LiveNotice, Loading } from '../shared/page-states';
import { useMyTickets, useOrganisationName } from './use-home';
import { ticketPagePath } from '../../domain/registrations/ticket';

const NEXT_EVENTS_SHOWN = 3;

const ACTIONS = [
  { to: '/register', label: msg`Register`, hint: msg`Get your ticket for an event` },
  { to: '/checkin', label: msg`Check in`, hint: msg`At the door, with your ticket or e-mail` },
  { to: '/feedback', label: msg`Feedback`, hint: msg`Tell us how it went` },
  { to: '/resources', label: msg`Resources`, hint: msg`Programme, directions, downloads` },
] as const;

/**
 * `/`: the organisation, what is coming up, the four things a visitor comes to do, and their
 * tickets. The welcome and the actions show at once; what comes from the store follows.
 */
export function HomePage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <section aria-labelledby="home-title" className="hero">
        <h1 id="home-title">
          <Suspense fallback={<HomeTitle organisation={DEFAULT_SETTINGS.organisationName} />}>
            <OrganisationTitle />
          </Suspense>
        </h1>
        <p className="lead">
          <Trans>Register for an event, keep your ticket on your phone, and walk straight in.</Trans>
        </p>
        <ul className="action-grid">
          {ACTIONS.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className="action-card">
                <strong>{i18n._(action.label)}</strong>
                <span>{i18n._(action.hint)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Suspense fallback={null}>
        <SignedInTickets />
      </Suspense>
      <section aria-labelledby="next-events-title">
        <h2 id="next-events-title">
          <Trans>Next events</Trans>
        </h2>
        <Suspense fallback={<Loading label={t`Loading the events…`} />}>
          <NextEvents />
        </Suspense>
        <p>
          <Link to="/events">
            <Trans>See all events</Trans>
          </Link>
        </p>
      </section>
    </>
  );
}

/** The organisation's name as the heading, and in the document's title. */
function HomeTitle({ organisation }: { organisation: string }) {
  return (
    <>
      <title>{organisation + ' · Rollcall'}</title>
      {organisation}
    </>
  );
}

function OrganisationTitle() {
  return <HomeTitle organisation={useOrganisationName()} />;
}

function NextEvents() {
  const state = useEventTimeline({ countedUpcoming: NEXT_EVENTS_SHOWN });
  const { t } = useLingui();
  if (state.status === 'error') {
    const reason = state.message;
    return (
      <p role="alert">
        <Trans>The events could not be loaded: {reason}</Trans>
      </p>
    );
  }
  return (
    <>
      <LiveNotice live={state} what={t`the events`} />
      {state.status === 'ready' && (
        <EventList events={state.value.upcoming.slice(0, NEXT_EVENTS_SHOWN)} now={new Date()} empty={t`No upcoming events yet.`} />
      )}
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
      <h2 id="my-tickets-title">
        <Trans>Your tickets</Trans>
      </h2>
      {tickets.some((ticket) => ticket.keptAt) && (
        <p role="status" className="notice">
          <Trans>No connection to the server: these are the tickets this device kept. Each one’s QR code works at the door.</Trans>
        </p>
      )}
      {current.length === 0 ? (
        <p className="empty-state">
          <Trans>You hold no ticket for an upcoming event.</Trans>
        </p>
      ) : (
        <ul className="ticket-list">
          {current.map((ticket) => (
            <li key={ticket.ticketId}>
              <Link to={ticketPagePath(ticket.event.id, ticket.ticketId)}>{ticket.event.title}</Link>
              <span className="event-card__meta">
                {' '}
                · {formatEventTime(ticket.event)}
                {ticket.cancelledAt ? (
                  <>
                    {' · '}
                    <Trans>cancelled</Trans>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
