import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StoreNoAnswerError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { ticketPagePath } from '../../domain/registrations/ticket';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { reasonOf } from '../shared/error-reason';
import { STILL_WAITING_TEXT } from '../shared/still-waiting';
import { STILL_WAITING_MS } from '../shared/use-still-waiting';

/** A lost ticket: the administrator opens it (QR code, link, calendar file) or sends it again to its address. */
export function TicketActions({ event, ticket }: { event: EventDocument; ticket: { id: string; name: string; email: string } }) {
  const resender = useService(TOKENS.resendTicket);
  const popup = usePopup();
  const [sending, setSending] = useState(false);
  const { name, email } = ticket;
  // Its outcome takes the place of its wait; another row's messages stay beside them.
  const about = `resend:${ticket.id}`;
  async function resend() {
    setSending(true);
    // In a table row there is no room to say it under the button: the popup says it, and the
    // outcome takes its place. The timer outlives the row, as the send does, scrolled out of view.
    const stillWaiting = setTimeout(
      () =>
        popup.show({
          kind: 'waiting',
          about,
          text: `${t`The ticket is being sent again to ${email}.`} ${i18n._(STILL_WAITING_TEXT)}`,
        }),
      STILL_WAITING_MS,
    );
    try {
      await resender.resend(event, { ticketId: ticket.id, name, email });
      popup.show({ kind: 'success', about, text: t`The ticket was sent again to ${email}.` });
    } catch (error) {
      popup.show({ kind: 'error', about, text: notSentAgainMessage(error, email) });
    } finally {
      clearTimeout(stillWaiting);
      setSending(false);
    }
  }
  return (
    <span className="ticket-actions">
      <Link to={ticketPagePath(event.id, ticket.id)}>
        <Trans>
          Ticket<span className="visually-hidden"> of {name}</span>
        </Trans>
      </Link>{' '}
      <button type="button" className="link-button" onClick={() => void resend()} disabled={sending}>
        {sending ? (
          t`Sending…`
        ) : (
          <Trans>
            Send again<span className="visually-hidden"> to {name}</span>
          </Trans>
        )}
      </button>
    </span>
  );
}

/**
 * A message the server did not answer may still be queued (the request went out): sending it
 * again at once could give the person two. The Outbox shows whether it landed.
 */
function notSentAgainMessage(error: unknown, email: string): string {
  if (error instanceof StoreNoAnswerError || error instanceof StoreUnconfirmedError) {
    const reason = reasonOf(error instanceof StoreUnconfirmedError ? error.reason : error);
    return t`Sending the ticket again to ${email} is not confirmed: ${reason}. It may still be sent: look in the Outbox before you send it again.`;
  }
  const reason = reasonOf(error);
  return t`The ticket was not sent again: ${reason}. Try again.`;
}
