import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { CancelTicketOutcome } from '../../application/waiting-list/waiting-list-desk.use-case';
import { TOKENS } from '../../application/tokens';
import type { TicketView } from '../../application/registrations/ticket-desk.use-case';
import { useServiceLater } from '../app/services';
import { usePopup } from '../popup/popup';
import { reasonOf } from '../shared/error-reason';
import { StillWaiting } from '../shared/still-waiting';

function refusal(kind: Exclude<CancelTicketOutcome['kind'], 'cancelled'>): string {
  switch (kind) {
    case 'checked-in':
      return t`This ticket was used to check in, so it can no longer be cancelled.`;
    case 'already-cancelled':
      return t`This ticket was cancelled already.`;
    case 'gone':
      return t`This ticket no longer exists: the organisers removed it.`;
  }
}

/** "Cancel this ticket", asked twice: the seat goes to the next person waiting at once. */
export function CancelTicket({ ticket, onCancelled }: { ticket: TicketView; onCancelled: () => void }) {
  const deskLater = useServiceLater(TOKENS.waitingListDesk);
  const popup = usePopup();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const title = ticket.event.title;

  async function cancel() {
    setBusy(true);
    setRefused(null);
    try {
      const outcome = await (await deskLater()).cancel(ticket.event.id, ticket.ticketId);
      if (outcome.kind === 'cancelled') {
        popup.show({ kind: 'success', text: t`Your ticket is cancelled, and its seat went to the next person waiting.` });
        onCancelled();
        return;
      }
      setRefused(refusal(outcome.kind));
    } catch (error) {
      const reason = reasonOf(error);
      setRefused(t`Your ticket was not cancelled: ${reason}. It still admits you; check your connection and try again.`);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="ticket__cancel">
      <h3 id={`${id}-title`}>
        <Trans>Cannot come?</Trans>
      </h3>
      {refused && (
        <p role="alert" className="alert alert--error">
          {refused}
        </p>
      )}
      {asking ? (
        <div role="alertdialog" aria-labelledby={`${id}-question`} className="panel confirm">
          <p id={`${id}-question`}>
            <Trans>
              Cancel your ticket for <strong>{title}</strong>? It stops admitting anyone, and its seat goes to the next person waiting. This
              cannot be undone.
            </Trans>
          </p>
          <button type="button" className="button button--danger" disabled={busy} onClick={() => void cancel()}>
            {busy ? t`Cancelling…` : t`Yes, cancel my ticket`}
          </button>{' '}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking(false)}>
            <Trans>Keep my ticket</Trans>
          </button>
          <StillWaiting busy={busy} />
        </div>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          <Trans>Cancel this ticket</Trans>
        </button>
      )}
    </section>
  );
}
