import { useEffect, useState } from 'react';
import type { TicketView as Ticket } from '../../application/registrations/ticket-desk.use-case';
import { TOKENS } from '../../application/tokens';
import { ticketUrl } from '../../domain/registrations/ticket';
import { useService } from '../app/services';
import { usePopup } from '../popup/popup';
import { formatEventTime } from '../shared/format';
import { qrSvgDataUrl, ticketPng } from './ticket-image';
import { CancelTicket } from './cancel-ticket';

/** The ticket (PRODUCT.md): QR code of the check-in URL, the event, the name, the ticket id; PNG and .ics. */
export function TicketView({ ticket, origin, onChanged }: { ticket: Ticket; origin: string; onChanged: () => void }) {
  const files = useService(TOKENS.fileSaver);
  const popup = usePopup();
  const url = ticketUrl(origin, ticket.event.id, ticket.ticketId);
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    qrSvgDataUrl(url).then(
      (dataUrl) => current && setQr(dataUrl),
      (error: unknown) => console.error('Error drawing the QR code:', error),
    );
    return () => {
      current = false;
    };
  }, [url]);

  async function downloadPng() {
    try {
      const png = await ticketPng({ eventTitle: ticket.event.title, startsAt: ticket.event.startsAt, endsAt: ticket.event.endsAt, venue: ticket.event.venue, name: ticket.name, ticketId: ticket.ticketId, url });
      files.save(`ticket-${ticket.event.slug || ticket.event.id}.png`, [png], 'image/png');
    } catch (error) {
      popup.show({ kind: 'error', text: `The ticket image could not be made: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  async function downloadCalendar() {
    try {
      // The calendar library (and its validator) is as big as the rest of the page: loaded on use.
      const { ticketCalendarFile } = await import('../../domain/registrations/ticket-calendar');
      files.save(`${ticket.event.slug || ticket.event.id}.ics`, [ticketCalendarFile(ticket.event, ticket.ticketId, url)], 'text/calendar;charset=utf-8');
    } catch (error) {
      popup.show({ kind: 'error', text: `The calendar file could not be made: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  return (
    <section className="ticket" aria-labelledby="ticket-title">
      <h2 id="ticket-title">Your ticket</h2>
      {ticket.cancelledAt && (
        <p role="alert" className="alert alert--error">
          This registration was cancelled: the ticket no longer admits.
        </p>
      )}
      <div className="ticket__code">
        {qr ? <img src={qr} width={260} height={260} alt={`QR code of ticket ${ticket.ticketId}`} data-ticket-url={url} /> : <p role="status">Drawing the QR code…</p>}
      </div>
      <dl className="ticket__details">
        <dt>Event</dt>
        <dd>{ticket.event.title}</dd>
        <dt>When</dt>
        <dd>{formatEventTime(ticket.event.startsAt, ticket.event.endsAt)}</dd>
        <dt>Where</dt>
        <dd>{ticket.event.venue}</dd>
        <dt>Name</dt>
        <dd>{ticket.name}</dd>
        <dt>Ticket</dt>
        <dd>
          <code>{ticket.ticketId}</code>
        </dd>
      </dl>
      <p>Show this code at the door. On the day you can also open it on your phone to check yourself in.</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => void downloadPng()}>
          Download ticket (PNG)
        </button>
        <button type="button" className="button button--secondary" onClick={() => void downloadCalendar()}>
          Add to calendar (.ics)
        </button>
      </p>
      {!ticket.cancelledAt && <CancelTicket ticket={ticket} onCancelled={onChanged} />}
    </section>
  );
}
