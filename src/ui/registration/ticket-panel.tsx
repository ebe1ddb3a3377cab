import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { useService } from '../app/services';
import { LoadFailed, Loading } from '../shared/page-states';
import { useAsync } from '../shared/use-async';

// The ticket's QR code and file downloads load when a ticket is shown, not with the form.
const TicketView = lazy(() => import('./ticket-view').then((module) => ({ default: module.TicketView })));

/** Loads a ticket by its id for this event; another event's ticket or an unknown id is not shown. */
export function TicketPanel({ event, ticketId }: { event: EventDocument; ticketId: string }) {
  const desk = useService(TOKENS.ticketDesk);
  const state = useAsync(() => desk.ticket(event.id, ticketId), [desk, event.id, ticketId]);
  const { t } = useLingui();
  const title = event.title;
  if (state.status === 'loading') return <Loading label={t`Loading your ticket…`} />;
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
      <TicketView ticket={state.value} origin={window.location.origin} onChanged={state.retry} />
    </Suspense>
  );
}
