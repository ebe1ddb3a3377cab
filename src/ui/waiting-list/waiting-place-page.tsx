import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PlacePage } from '../../application/waiting-list/waiting-list-desk.use-case';
import type { ConfirmOutcome } from '../../application/ports/waiting-list.port';
import { TOKENS } from '../../application/tokens';
import { linkTo } from '../../domain/messages/links';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { formatDateTime, formatEventTime } from '../shared/format';
import { LoadFailed, Loading } from '../shared/page-states';
import { useAsync } from '../shared/use-async';

const CONFIRM_REFUSALS: Record<Exclude<ConfirmOutcome['kind'], 'confirmed'>, string> = {
  'already-registered': 'This e-mail holds a ticket for this event already, so the seat went to the next person waiting.',
  'hold-over': 'The hold ended before you confirmed: the seat went to the next person waiting.',
  'not-offered': 'No seat is held for this place now.',
};

/** `/waiting/:entry`: a place in a waiting list, opened from its link (the link is the proof). */
export function WaitingPlacePage() {
  const { entry = '' } = useParams();
  const desk = useService(TOKENS.waitingListDesk);
  const state = useAsync(() => desk.place(entry), [desk, entry]);

  if (state.status === 'loading') return <Loading label="Loading your place…" />;
  if (state.status === 'error') return <LoadFailed what="Your place on the waiting list" message={state.message} onRetry={state.retry} />;
  if (!state.value) {
    return (
      <section aria-labelledby="waiting-title" className="narrow">
        <h1 id="waiting-title">Waiting list</h1>
        <p role="alert" className="alert alert--error">
          There is no place on a waiting list at this link. Check that it is the whole link from our message “On the waiting list for …”.
        </p>
      </section>
    );
  }
  return <Place page={state.value} onChanged={state.retry} />;
}

function Place({ page, onChanged }: { page: PlacePage; onChanged: () => void }) {
  const { event, entry, place } = page;
  return (
    <section aria-labelledby="waiting-title" className="narrow">
      <title>{`Waiting list: ${event.title} · Rollcall`}</title>
      <h1 id="waiting-title">{event.title}</h1>
      <p className="event-card__meta">
        {formatEventTime(event.startsAt, event.endsAt)} · {event.venue}
      </p>
      <h2>Your place on the waiting list</h2>
      <dl className="ticket__details">
        <dt>Name</dt>
        <dd>{entry.name}</dd>
        <dt>E-mail</dt>
        <dd>{entry.email}</dd>
      </dl>
      <div aria-live="polite">
        <PlaceState page={page} onChanged={onChanged} />
      </div>
      {(place.state === 'waiting' || place.state === 'offered') && (
        <p>Keep this page’s link: it is yours alone, and the way to confirm a seat held for you. We also write to you when a seat is held.</p>
      )}
      <p>
        <Link to={linkTo.event('', event)}>About {event.title}</Link>
      </p>
    </section>
  );
}

function PlaceState({ page, onChanged }: { page: PlacePage; onChanged: () => void }) {
  const { place, waitingAhead } = page;
  switch (place.state) {
    case 'waiting':
      return (
        <p className="notice">
          You are number <strong>{waitingAhead + 1}</strong> in line.{' '}
          {waitingAhead === 0 ? 'The next seat that frees is yours to confirm.' : `${waitingAhead} ${waitingAhead === 1 ? 'person waits' : 'people wait'} ahead of you.`}
        </p>
      );
    case 'offered':
      return <HeldSeat page={page} onChanged={onChanged} />;
    case 'confirmed':
      return <p className="notice">You confirmed your seat: your ticket was sent to {page.entry.email}.</p>;
    case 'expired':
      return <p className="notice">The seat held for you was not confirmed in time and went to the next person waiting. Your place on the waiting list has ended.</p>;
    case 'removed':
      return <p className="notice">The organisers took this place off the waiting list. Write to them if you think this is a mistake.</p>;
  }
}

function HeldSeat({ page, onChanged }: { page: PlacePage; onChanged: () => void }) {
  const desk = useService(TOKENS.waitingListDesk);
  const popup = usePopup();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await desk.confirm(page.entry.id);
      if (outcome.kind === 'confirmed') {
        popup.show({ kind: 'success', text: 'Your seat is confirmed. Here is your ticket.' });
        void navigate(`/register/${encodeURIComponent(page.event.id)}?ticket=${encodeURIComponent(outcome.ticketId)}`);
        return;
      }
      setRefusal(CONFIRM_REFUSALS[outcome.kind]);
    } catch (error) {
      setRefusal(`Your seat was not confirmed: ${error instanceof Error ? error.message : String(error)}. It is still held for you; check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="notice">
        <strong>A seat is held for you</strong> until {formatDateTime(page.place.heldUntil ?? '')}. Confirm it to get your ticket; after that time it goes to the next person waiting.
      </p>
      {refusal ? (
        <div role="alert" className="alert alert--error">
          <p>{refusal}</p>
          <button type="button" className="button button--secondary" onClick={onChanged}>
            See where my place stands
          </button>
        </div>
      ) : (
        <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Confirming…' : 'Confirm my seat'}
        </button>
      )}
    </>
  );
}
