import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { RegistrationOutcome } from '../../application/registrations/register-for-event.use-case';
import type { TicketEmail } from '../../application/registrations/ticket-email';
import { TOKENS } from '../../application/tokens';
import { StoreUnconfirmedError } from '../../application/ports/store-errors';
import { admission, registrationState, seatsLeft, type EventDocument } from '../../domain/events/event';
import { useEventWithSeats } from '../events/use-event-with-seats';
import { useServiceLater } from '../app/services';
import { ErrorPage } from '../errors/error-page';
import { usePopup, type PopupMessage } from '../popup/popup';
import { formatEventTime, formatSeats } from '../shared/format';
import { formRefusal } from './form-refusal';
import { LoadFailed, Loading } from '../shared/page-states';
import { useEvent } from '../shared/use-event';
import { RegistrationForm } from './registration-form';
import { TicketNotKept, TicketPanel } from './ticket-panel';
import { waitingListOpen } from '../../domain/waiting-list/waiting-list';
import { JoinWaitingList } from '../waiting-list/join-waiting-list';
import { reasonOf } from '../shared/error-reason';
import { useSignedInAdminLater } from '../session/session-context';
import { ticketPagePath } from '../../domain/registrations/ticket';

function refusals(): Partial<Record<RegistrationOutcome['kind'], string>> {
  return {
    'already-registered': t`This e-mail is already registered for this event. Its ticket was sent to that address: the link in the message opens it (and cancels it, if someone else made it). Or sign in with this e-mail to see your tickets.`,
    full: t`This event is full: the last seat was just taken.`,
    closed: t`Registration for this event is closed.`,
    ended: t`This event is over.`,
    'unknown-event': t`This event no longer exists.`,
  };
}

const refusalFor = (outcome: Exclude<RegistrationOutcome, { kind: 'registered' }>) => formRefusal(outcome, refusals());

/** `/register/:event`: the form for the event's kind; `?ticket=` shows the ticket (bookmarkable). */
export function RegisterEventPage() {
  const { event: idOrSlug = '' } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const ticketId = search.get('ticket');
  const state = useEvent(idOrSlug, { ticketFollows: Boolean(ticketId) });

  if (state.status === 'loading') return <Loading label={t`Loading the event…`} />;
  if (state.status === 'error' && ticketId && state.offline) return <TicketNotKept onRetry={state.retry} />;
  if (state.status === 'error') return <LoadFailed what={t`The event`} message={state.message} onRetry={state.retry} />;
  if (!state.value) return <ErrorPage status={404} message={t`Page not found: ${pathname}`} />;
  const event = state.value;
  const title = event.title;
  return (
    <section aria-labelledby="register-event-title" className="narrow">
      <title>{t`Register: ${title} · Rollcall`}</title>
      <h1 id="register-event-title">{event.title}</h1>
      <p className="event-card__meta">
        {formatEventTime(event)} · {event.venue}
      </p>
      {/* The title, the form and a ticket show from the page's first look (sending or cancelling waits for the data layer). */}
      <Suspense fallback={<Loading label={t`Loading…`} />}>
        {ticketId ? <TicketPanel event={event} ticketId={ticketId} /> : <Registration event={event} />}
      </Suspense>
    </section>
  );
}

/** Registered: the ticket is theirs whether or not its e-mail could be written, and they are told which. */
function registeredMessage(email: TicketEmail): PopupMessage {
  if (email.written) return { kind: 'success', text: t`You are registered. Here is your ticket.` };
  const reason = reasonOf(email.failure);
  return {
    kind: 'error',
    text: t`You are registered and this is your ticket, but its e-mail may not have been sent: ${reason}. Keep this page’s address; if the e-mail does not arrive, the organisers can send it again.`,
  };
}

/** Not registered, or not known to be: a registration sent without an answer may have been saved, and sending it again is safe. */
function notRegisteredMessage(error: unknown): PopupMessage {
  if (error instanceof StoreUnconfirmedError) {
    const reason = reasonOf(error.reason);
    return {
      kind: 'error',
      text: t`Your registration is not confirmed: ${reason}. It may have been saved. When you are connected, press “Register” again: you will not get two tickets, and if it was saved, your ticket will show.`,
    };
  }
  const reason = reasonOf(error);
  return { kind: 'error', text: t`Your registration was not sent: ${reason}. Nothing was saved; check your connection and try again.` };
}

function Registration({ event }: { event: EventDocument }) {
  const registrationLater = useServiceLater(TOKENS.registerForEvent);
  const signedInAdminLater = useSignedInAdminLater();
  const popup = usePopup();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const counted = useEventWithSeats(event);
  const state = counted ? registrationState(counted, new Date()) : admission(event, new Date());

  if (state === 'full' && waitingListOpen(event)) {
    return (
      <>
        <p className="notice" role="status">
          {refusal ?? refusals().full}
        </p>
        <JoinWaitingList event={event} initialValues={typed} />
      </>
    );
  }
  if (state !== 'open' && !refusal) {
    return (
      <p className="notice" role="status">
        {refusals()[state]}{' '}
        <Trans>
          <Link to="/events">See other events</Link>.
        </Trans>
      </p>
    );
  }

  async function submit(values: Record<string, string>) {
    setBusy(true);
    setRefusal(null);
    setTyped(values);
    try {
      const [registration, signedInAdmin] = await Promise.all([registrationLater(), signedInAdminLater()]);
      const outcome = await registration.register(event.id, values, { signedInAdmin });
      if (outcome.kind === 'registered') {
        popup.show(registeredMessage(outcome.email));
        void navigate(ticketPagePath(event.id, outcome.ticketId));
        return;
      }
      setErrors(outcome.kind === 'invalid' ? outcome.errors : {});
      setRefusal(refusalFor(outcome));
      setAlreadyRegistered(outcome.kind === 'already-registered');
    } catch (error) {
      popup.show(notRegisteredMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {/* The line is there before the count: arriving, it pushed the form down under a finger about to press "Register", and the press was lost. */}
      <p className="event-card__seats">{counted ? formatSeats(seatsLeft(counted)) : t`Counting seats…`}</p>
      {refusal && (
        <div role="alert" className="alert alert--error">
          <p>{refusal}</p>
          {alreadyRegistered && (
            <p>
              {/* No password is needed: the sign-in page sends a link to the address. */}
              <Link to="/login">
                <Trans>Get your tickets by e-mail</Trans>
              </Link>
            </p>
          )}
        </div>
      )}
      <RegistrationForm kind={event.kind} busy={busy} errors={errors} onSubmit={(values) => void submit(values)} />
    </>
  );
}
