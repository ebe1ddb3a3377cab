import type { TicketCollection } from '../collections';
import type { EventKind } from '../events/event';

/** The QR code holds this URL; a phone camera opening it lands on self check-in. */
export function ticketUrl(origin: string, eventId: string, ticketId: string): string {
  return `${origin}/checkin/${encodeURIComponent(eventId)}?ticket=${encodeURIComponent(ticketId)}`;
}

/** The ticket's page in the app (QR code, files, cancelling): where a registration lands, and what a message links to. */
export function ticketPagePath(eventId: string, ticketId: string): string {
  return `/register/${encodeURIComponent(eventId)}?ticket=${encodeURIComponent(ticketId)}`;
}

export type TicketCode = { ticketId: string; eventId?: string };

const TICKET_ID = /^[A-Za-z0-9]{20}$/;
/** Longer than any URL we print: a payload this long is not ours, whatever it says. */
const MAX_CODE_LENGTH = 512;

/**
 * What a scanned code means: our ticket URL (from this site) or a bare ticket id. Anything else
 * (another site's URL, text, an over-long payload) is not a ticket: null.
 */
export function readTicketCode(text: string, origin: string): TicketCode | null {
  const value = text.trim();
  if (value.length === 0 || value.length > MAX_CODE_LENGTH) return null;
  if (TICKET_ID.test(value)) return { ticketId: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const match = /^\/checkin\/([^/]+)\/?$/.exec(url.pathname);
  const ticketId = url.searchParams.get('ticket') ?? '';
  if (!match?.[1] || !TICKET_ID.test(ticketId)) return null;
  return { ticketId, eventId: decodeURIComponent(match[1]) };
}

/** Where an event's tickets live: standard events in `registrations`, each register in its own. */
export function ticketCollectionFor(kind: EventKind): TicketCollection {
  if (kind === 'highlevel') return 'highlevelRegister';
  if (kind === 'nationalday') return 'nationaldayRegister';
  return 'registrations';
}
