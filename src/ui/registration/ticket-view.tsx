import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { TicketView as Ticket } from '../../application/registrations/ticket-desk.use-case';
import { TOKENS } from '../../application/tokens';
import { ticketUrl } from '../../domain/registrations/ticket';
import { useServiceLater } from '../app/services';
import { afterPaint } from '../shared/after-paint';
import { usePopup } from '../popup/popup';
import { formatDateTime, formatEventTime } from '../shared/format';
import { qrSvgDataUrl, ticketPng } from './ticket-image';
import { CancelTicket } from './cancel-ticket';
import { reasonOf } from '../shared/error-reason';
import { useAppOnDevice } from '../shared/use-app-on-device';

/**
 * The ticket: QR code of the check-in URL, the event, the name, the ticket id; PNG and .ics.
 * Shown before the data layer has loaded (the page's first look): the buttons wait for it.
 * `onShown` is told once the QR code has painted.
 */
export function TicketView({
  ticket,
  origin,
  onChanged,
  onShown,
}: {
  ticket: Ticket;
  origin: string;
  onChanged: () => void;
  onShown?: () => void;
}) {
  const filesLater = useServiceLater(TOKENS.fileSaver);
  const app = useAppOnDevice({ wait: false });
  const popup = usePopup();
  const url = ticketUrl(origin, ticket.event.id, ticket.ticketId);
  const [qr, setQr] = useState<string | null>(null);
  const { t } = useLingui();
  const ticketId = ticket.ticketId;

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
  const drawn = qr !== null;
  useEffect(() => (drawn && onShown ? afterPaint(onShown, 2) : undefined), [drawn, onShown]);

  async function downloadPng() {
    try {
      const png = await ticketPng({
        eventTitle: ticket.event.title,
        startsAt: ticket.event.startsAt,
        endsAt: ticket.event.endsAt,
        ...(ticket.event.timeZone ? { timeZone: ticket.event.timeZone } : {}),
        venue: ticket.event.venue,
        name: ticket.name,
        ticketId: ticket.ticketId,
        url,
      });
      (await filesLater()).save(`ticket-${ticket.event.slug || ticket.event.id}.png`, [png], 'image/png');
    } catch (error) {
      const reason = reasonOf(error);
      popup.show({ kind: 'error', text: t`The ticket image could not be made: ${reason}` });
    }
  }

  async function downloadCalendar() {
    try {
      // The calendar library (and its validator) is as big as the rest of the page: loaded on use.
      const [{ ticketCalendarFile }, files] = await Promise.all([import('../../domain/registrations/ticket-calendar'), filesLater()]);
      files.save(
        `${ticket.event.slug || ticket.event.id}.ics`,
        [ticketCalendarFile(ticket.event, ticket.ticketId, url)],
        'text/calendar;charset=utf-8',
      );
    } catch (error) {
      const reason = reasonOf(error);
      popup.show({ kind: 'error', text: t`The calendar file could not be made: ${reason}` });
    }
  }

  return (
    <section className="ticket" aria-labelledby="ticket-title">
      <h2 id="ticket-title">
        <Trans>Your ticket</Trans>
      </h2>
      {ticket.keptAt && <KeptOnThisDevice keptAt={ticket.keptAt} />}
      {ticket.cancelledAt && (
        <p role="alert" className="alert alert--error">
          <Trans>This registration was cancelled: the ticket no longer admits.</Trans>
        </p>
      )}
      <div className="ticket__code">
        {qr ? (
          <img src={qr} width={260} height={260} alt={t`QR code of ticket ${ticketId}`} data-ticket-url={url} />
        ) : (
          <p role="status">
            <Trans>Drawing the QR code…</Trans>
          </p>
        )}
      </div>
      <dl className="ticket__details">
        <dt>
          <Trans>Event</Trans>
        </dt>
        <dd>{ticket.event.title}</dd>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>{formatEventTime(ticket.event)}</dd>
        <dt>
          <Trans>Where</Trans>
        </dt>
        <dd>{ticket.event.venue}</dd>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{ticket.name}</dd>
        <dt>
          <Trans>Ticket</Trans>
        </dt>
        <dd>
          <code>{ticket.ticketId}</code>
        </dd>
      </dl>
      <p>
        <Trans>Show this code at the door. On the day you can also open it on your phone to check yourself in.</Trans>
      </p>
      {app === 'impossible' && !ticket.cancelledAt && (
        <p className="notice">
          <Trans>
            This browser cannot keep this page for use without network (a browser inside another app, or a private window). To show your
            ticket at the door without network, download it below, or open this page in your phone’s own browser.
          </Trans>
        </p>
      )}
      <p className="actions">
        <button type="button" className="button" onClick={() => void downloadPng()}>
          <Trans>Download ticket (PNG)</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => void downloadCalendar()}>
          <Trans>Add to calendar (.ics)</Trans>
        </button>
      </p>
      {!ticket.cancelledAt && <CancelTicket ticket={ticket} onCancelled={onChanged} />}
    </section>
  );
}

/** The server out of reach (no network at the venue): the ticket as this device kept it, and its QR code still good. */
function KeptOnThisDevice({ keptAt }: { keptAt: string }) {
  const when = formatDateTime(keptAt);
  return (
    <p role="status" className="notice">
      <Trans>
        No connection to the server: this is your ticket as this device kept it on {when}. Its QR code works at the door all the same.
      </Trans>
    </p>
  );
}
