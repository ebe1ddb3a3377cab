import type { EventDocument } from '../events/event';
import { ticketPagePath } from '../registrations/ticket';

/** The pages a message links to, written out in full: a message is read outside the app. */
export const linkTo = {
  /** The ticket's page: its QR code, its files, and cancelling it. */
  ticket: (origin: string, eventId: string, ticketId: string) => `${origin}${ticketPagePath(eventId, ticketId)}`,
  /** A place in a waiting list: the only way to it, so the link is the proof of whose it is. */
  waitingPlace: (origin: string, entryId: string) => `${origin}/waiting/${encodeURIComponent(entryId)}`,
  event: (origin: string, event: Pick<EventDocument, 'id' | 'slug'>) => `${origin}/${encodeURIComponent(event.slug || event.id)}`,
} as const;
