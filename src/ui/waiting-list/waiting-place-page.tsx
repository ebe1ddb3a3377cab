import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PlacePage } from '../../application/waiting-list/waiting-list-desk.use-case';
import type { ConfirmOutcome } from '../../application/ports/waiting-list.port';
import type { TicketEmail } from '../../application/registrations/ticket-email';
import { TOKENS } from '../../application/tokens';
import { linkTo } from '../../domain/messages/links';
import { useService } from '../app/services';
import { usePopup, type PopupMessage } from '../popup/popup';
import { formatDateTime, formatEventTime } from '../shared/format';
import { LoadFailed, Loading } from '../shared/page-states';
import { useAsync } from '../shared/use-async';
import { reasonOf } from '../shared/error-reason';
import { StillWaiting } from '../shared/still-waiting';
import { StoreUnconfirmedError } from '../../application/ports/store-errors';
import { ticketPagePath } from '../../domain/registrations/ticket';

function confirmRefusal(kind: Exclude<ConfirmOutcome['kind'], 'confirmed'>): string {
  switch (kind) {
    case 'already-registered':
      return t`This e-mail holds a ticket for this event already, so the seat went to the next person waiting.`;
    case 'hold-over':
      return t`The hold ended before you confirmed: the seat went to the next person waiting.`;
    case 'not-offered':
      return t`No seat is held for this place now.`;
  }
}

/** `/waiting/:entry`: a place in a waiting list, opened from its link (the link is the proof). */
export function WaitingPlacePage() {
  const { entry = '' } = useParams();
  const desk = useService(TOKENS.waitingListDesk);
  const state = useAsync(() => desk.place(entry), [desk, entry]);
  const { t } = useLingui();

  if (state.status === 'loading') return <Loading label={t`Loading your place…`} />;
  if (state.status === 'error')
    return <LoadFailed what={t`Your place on the waiting list`} message={state.message} onRetry={state.retry} />;
  if (!state.value) {
    return (
      <section aria-labelledby="waiting-title" className="narrow">
        <h1 id="waiting-title">
          <Trans>Waiting list</Trans>
        </h1>
        <p role="alert" className="alert alert--error">
          <Trans>
            There is no place on a waiting list at this link. Check that it is the whole link from our message “On the waiting list for …”.
          </Trans>
        </p>
      </section>
    );
  }
  return <Place page={state.value} onChanged={state.retry} />;
}

function Place({ page, onChanged }: { page: PlacePage; onChanged: () => void }) {
  const { event, entry, place } = page;
  const { t } = useLingui();
  const title = event.title;
  return (
    <section aria-labelledby="waiting-title" className="narrow">
      <title>{t`Waiting list: ${title} · Rollcall`}</title>
      <h1 id="waiting-title">{event.title}</h1>
      <p className="event-card__meta">
        {formatEventTime(event)} · {event.venue}
      </p>
      {page.keptAt && <KeptOnThisDevice keptAt={page.keptAt} />}
      <h2>
        <Trans>Your place on the waiting list</Trans>
      </h2>
      <dl className="ticket__details">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{entry.name}</dd>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{entry.email}</dd>
      </dl>
      <div aria-live="polite">
        <PlaceState page={page} onChanged={onChanged} />
      </div>
      {(place.state === 'waiting' || place.state === 'offered') && (
        <p>
          <Trans>
            Keep this page’s link: it is yours alone, and the way to confirm a seat held for you. We also write to you when a seat is held.
          </Trans>
        </p>
      )}
      <p>
        <Link to={linkTo.event('', event)}>
          <Trans>About {title}</Trans>
        </Link>
      </p>
    </section>
  );
}

/** The server out of reach (no network at the venue): the place as this device last read it. */
function KeptOnThisDevice({ keptAt }: { keptAt: string }) {
  const when = formatDateTime(keptAt);
  return (
    <p role="status" className="notice">
      <Trans>
        No connection to the server: this is your place as this device kept it on {when}. It may have moved since; this page shows it again
        as it is once the connection is back.
      </Trans>
    </p>
  );
}

function PlaceState({ page, onChanged }: { page: PlacePage; onChanged: () => void }) {
  const { place, waitingAhead } = page;
  const number = waitingAhead + 1;
  switch (place.state) {
    case 'waiting':
      return (
        <p className="notice">
          <Trans>
            You are number <strong>{number}</strong> in line.
          </Trans>{' '}
          {waitingAhead === 0
            ? t`The next seat that frees is yours to confirm.`
            : plural(waitingAhead, { one: '# person waits ahead of you.', other: '# people wait ahead of you.' })}
        </p>
      );
    case 'offered':
      return <HeldSeat page={page} onChanged={onChanged} />;
    case 'confirmed':
      return <ConfirmedSeat page={page} onChanged={onChanged} />;
    case 'expired':
      return (
        <p className="notice">
          <Trans>
            The seat held for you was not confirmed in time and went to the next person waiting. Your place on the waiting list has ended.
          </Trans>
        </p>
      );
    case 'removed':
      return (
        <p className="notice">
          <Trans>The organisers took this place off the waiting list. Write to them if you think this is a mistake.</Trans>
        </p>
      );
  }
}

/**
 * A confirmed seat. Still in doubt when this device confirmed it unseen and the page could not
 * settle it (the network is still out): the seat is theirs, its ticket not yet sent; opening the
 * place again settles it, once. Settled by this opening: its e-mail said sent only if it was
 * written. The ticket is linked whenever the store finds it.
 */
function ConfirmedSeat({ page, onChanged }: { page: PlacePage; onChanged: () => void }) {
  const email = page.entry.email;
  if (page.confirmationInDoubt) {
    return (
      <div className="alert alert--error">
        <p>
          <Trans>
            You confirmed your seat, but your ticket could not be sent yet. Check your connection, then press “Send my ticket”: you will get
            it once.
          </Trans>
        </p>
        <button type="button" className="button" onClick={onChanged}>
          <Trans>Send my ticket</Trans>
        </button>
      </div>
    );
  }
  const settled = page.settled;
  // Settled by this opening, or confirmed before, here or on another device holding the link.
  const ticketId = settled?.ticketId ?? page.ticketId;
  const ticketLink = ticketId && (
    <Link to={ticketPagePath(page.event.id, ticketId)}>
      <Trans>See your ticket</Trans>
    </Link>
  );
  if (settled && !settled.email.written) {
    const reason = reasonOf(settled.email.failure);
    return (
      <p className="alert alert--error">
        <Trans>
          You confirmed your seat, but your ticket’s e-mail may not have been sent: {reason}. Open your ticket and keep its page’s address;
          if the e-mail does not arrive, the organisers can send it again.
        </Trans>{' '}
        {ticketLink}
      </p>
    );
  }
  return (
    <p className="notice">
      <Trans>You confirmed your seat: your ticket was sent to {email}.</Trans> {ticketLink}
    </p>
  );
}

/** Confirmed: the ticket is theirs whether or not its e-mail could be written, and they are told which. */
function confirmedMessage(email: TicketEmail): PopupMessage {
  if (email.written) return { kind: 'success', text: t`Your seat is confirmed. Here is your ticket.` };
  const reason = reasonOf(email.failure);
  return {
    kind: 'error',
    text: t`Your seat is confirmed and this is your ticket, but its e-mail may not have been sent: ${reason}. Keep this page’s address; if the e-mail does not arrive, the organisers can send it again.`,
  };
}

/**
 * What the person is told when the confirmation was not decided. `retry` keeps the button: a
 * failure (unlike a refusal) leaves the seat theirs to confirm, or confirmed already.
 */
type Problem = { text: string; retry: boolean };

/** Not confirmed, or not known to be: a confirmation sent without an answer may have landed, and sending it again is safe. */
function notConfirmedText(error: unknown): string {
  if (error instanceof StoreUnconfirmedError) {
    const reason = reasonOf(error.reason);
    return t`Your seat is not confirmed: ${reason}. It may have been. When you are connected, press “Confirm my seat” again: you will not get two tickets, and if it was confirmed, your ticket will show.`;
  }
  const reason = reasonOf(error);
  return t`Your seat was not confirmed: ${reason}. It is still held for you; check your connection and try again.`;
}

function HeldSeat({ page, onChanged }: { page: PlacePage; onChanged: () => void }) {
  const desk = useService(TOKENS.waitingListDesk);
  const popup = usePopup();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { t } = useLingui();
  const heldUntil = formatDateTime(page.place.heldUntil ?? '', page.event.timeZone);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await desk.confirm(page.entry.id);
      if (outcome.kind === 'confirmed') {
        popup.show(confirmedMessage(outcome.email));
        void navigate(ticketPagePath(page.event.id, outcome.ticketId));
        return;
      }
      setProblem({ text: confirmRefusal(outcome.kind), retry: false });
    } catch (error) {
      setProblem({ text: notConfirmedText(error), retry: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="notice">
        <Trans>
          <strong>A seat is held for you</strong> until {heldUntil}. Confirm it to get your ticket; after that time it goes to the next
          person waiting.
        </Trans>
      </p>
      {problem && (
        <div role="alert" className="alert alert--error">
          <p>{problem.text}</p>
          {!problem.retry && (
            <button type="button" className="button button--secondary" onClick={onChanged}>
              <Trans>See where my place stands</Trans>
            </button>
          )}
        </div>
      )}
      {(!problem || problem.retry) && (
        <>
          <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
            {busy ? t`Confirming…` : t`Confirm my seat`}
          </button>
          <StillWaiting busy={busy} />
        </>
      )}
    </>
  );
}
