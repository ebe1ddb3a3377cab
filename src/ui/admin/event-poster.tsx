import { useEffect, useState } from 'react';
import type { EventDocument } from '../../domain/events/event';
import { formatEventTime } from '../shared/format';
import { qrSvgDataUrl } from '../registration/ticket-image';

/** A printable poster: the event and a QR code of its short link. Printing shows only the poster. */
export function EventPoster({ event, onClose }: { event: EventDocument; onClose: () => void }) {
  const link = `${window.location.origin}/${event.slug || event.id}`;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    void qrSvgDataUrl(link).then(setQr);
  }, [link]);
  return (
    <section className="panel poster" aria-labelledby="poster-title">
      <div className="poster__sheet">
        <h2 id="poster-title" className="poster__title">
          {event.title}
        </h2>
        <p className="poster__when">{formatEventTime(event.startsAt, event.endsAt)}</p>
        <p className="poster__where">{event.venue}</p>
        {qr && <img src={qr} alt={`QR code of ${link}`} className="poster__qr" width={320} height={320} />}
        <p className="poster__link">{link}</p>
        <p>Scan to register and get your ticket.</p>
      </div>
      <p className="actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          Print the poster
        </button>
        <button type="button" className="button button--secondary" onClick={() => void navigator.clipboard?.writeText(link)}>
          Copy the short link
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </p>
    </section>
  );
}
