import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import type { EventDocument } from '../../domain/events/event';
import { ticketPagePath } from '../../domain/registrations/ticket';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { reasonOf } from '../shared/error-reason';

/** A lost ticket: the administrator opens it (QR code, link, calendar file) or sends it again to its address. */
export function TicketActions({ event, ticket }: { event: EventDocument; ticket: { id: string; name: string; email: string } }) {
  const resender = useService(TOKENS.resendTicket);
  const popup = usePopup();
  const [sending, setSending] = useState(false);
  const { name, email } = ticket;
  async function resend() {
    setSending(true);
    try {
      await resender.resend(event, { ticketId: ticket.id, name, email });
      popup.show({ kind: 'success', text: t`The ticket was sent again to ${email}.` });
    } catch (error) {
      const reason = reasonOf(error);
      popup.show({ kind: 'error', text: t`The ticket was not sent again: ${reason}. Try again.` });
    } finally {
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
