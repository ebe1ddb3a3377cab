import { useId, useState } from 'react';
import type { CancelTicketOutcome } from '../../application/waiting-list/waiting-list-desk.use-case';
import { TOKENS } from '../../application/tokens';
import type { TicketView } from '../../application/registrations/ticket-desk.use-case';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';

const REFUSALS: Record<Exclude<CancelTicketOutcome['kind'], 'cancelled'>, string> = {
  'checked-in': 'This ticket was used to check in, so it can no longer be cancelled.',
  'already-cancelled': 'This ticket was cancelled already.',
  gone: 'This ticket no longer exists: the organisers removed it.',
};

/** "Cancel this ticket", asked twice: the seat goes to the next person waiting at once. */
export function CancelTicket({ ticket, onCancelled }: { ticket: TicketView; onCancelled: () => void }) {
  const desk = useService(TOKENS.waitingListDesk);
  const popup = usePopup();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function cancel() {
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await desk.cancel(ticket.event.id, ticket.ticketId);
      if (outcome.kind === 'cancelled') {
        popup.show({ kind: 'success', text: 'Your ticket is cancelled, and its seat went to the next person waiting.' });
        onCancelled();
        return;
      }
      setRefusal(REFUSALS[outcome.kind]);
    } catch (error) {
      setRefusal(`Your ticket was not cancelled: ${error instanceof Error ? error.message : String(error)}. It still admits you; check your connection and try again.`);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="ticket__cancel">
      <h3 id={`${id}-title`}>Cannot come?</h3>
      {refusal && (
        <p role="alert" className="alert alert--error">
          {refusal}
        </p>
      )}
      {asking ? (
        <div role="alertdialog" aria-labelledby={`${id}-question`} className="panel confirm">
          <p id={`${id}-question`}>
            Cancel your ticket for <strong>{ticket.event.title}</strong>? It stops admitting anyone, and its seat goes to the next person waiting. This cannot be undone.
          </p>
          <button type="button" className="button button--danger" disabled={busy} onClick={() => void cancel()}>
            {busy ? 'Cancelling…' : 'Yes, cancel my ticket'}
          </button>{' '}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking(false)}>
            Keep my ticket
          </button>
        </div>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Cancel this ticket
        </button>
      )}
    </section>
  );
}
