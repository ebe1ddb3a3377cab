import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { TicketView as TicketViewData } from '../../application/registrations/ticket-desk.use-case';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { storedOrFirstLook, useFirstLookShown, useFirstLookTicket, type FirstLookOf } from '../app/first-look';
import { useService } from '../app/services';
import { LoadFailed, Loading } from '../shared/page-states';
import { useAsync } from '../shared/use-async';

// The ticket's QR code and file downloads load when a ticket is shown, not with the form.
const TicketView = lazy(() => import('./ticket-view').then((module) => ({ default: module.TicketView })));

/**
 * Loads a ticket by its id for this event; another event's ticket or an unknown id is not shown.
 * Opened from its link, the page shows it from its first look (read by the page's first script)
 * until the data layer has loaded and the desk answers.
 */
export function TicketPanel({ event, ticketId }: { event: EventDocument; ticketId: string }) {
  const early = useFirstLookTicket(event, ticketId);
  const shown = useFirstLookShown();
  // No ticket to draw from the first look (none early, or no such ticket): the data layer is
  // asked for now. Here, above what suspends on it, or it would wait for its latest start.
  const nothingToDraw = early.status === 'none' || (early.status === 'shown' && early.value === null);
  useEffect(() => (nothingToDraw ? shown() : undefined), [nothingToDraw, shown]);
  const { t } = useLingui();
  return (
    <Suspense fallback={<Loading label={t`Loading your ticket…`} />}>
      <StoredTicket event={event} ticketId={ticketId} early={early} onShown={shown} />
    </Suspense>
  );
}

function StoredTicket({
  event,
  ticketId,
  early,
  onShown,
}: {
  event: EventDocument;
  ticketId: string;
  early: FirstLookOf<TicketViewData | null>;
  onShown: () => void;
}) {
  const desk = useService(TOKENS.ticketDesk, { wait: early.status === 'none' });
  const read = useAsync(desk ? () => desk.ticket(event.id, ticketId) : null, [desk, event.id, ticketId]);
  const state = storedOrFirstLook(read, early);
  const { t } = useLingui();
  const title = event.title;
  if (state.status === 'loading') return <Loading label={t`Loading your ticket…`} />;
  if (state.status === 'error' && state.offline) return <TicketNotKept onRetry={state.retry} />;
  if (state.status === 'error') return <LoadFailed what={t`Your ticket`} message={state.message} onRetry={state.retry} />;
  if (!state.value) {
    return (
      <div role="alert" className="alert alert--error">
        <p>
          <Trans>There is no ticket {ticketId} for this event. Check the link, or register below.</Trans>
        </p>
        <p>
          <Link to={`/register/${encodeURIComponent(event.id)}`}>
            <Trans>Register for {title}</Trans>
          </Link>
        </p>
      </div>
    );
  }
  return (
    <Suspense fallback={<Loading label={t`Loading your ticket…`} />}>
      <TicketView ticket={state.value} origin={window.location.origin} onChanged={state.retry} onShown={onShown} />
    </Suspense>
  );
}

/**
 * A ticket's page without network on a device that never showed that ticket (nothing kept): the
 * ticket's e-mail carries its QR code, which mail apps keep.
 */
export function TicketNotKept({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert--error">
      <p>
        <Trans>
          Your ticket could not be loaded: the server cannot be reached, and this device has not shown this ticket before. The QR code in
          the e-mail with your ticket works at the door too.
        </Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
