import type { EventDocument } from '../../domain/events/event';
import type { TicketView } from '../registrations/ticket-view';

/** A ticket as this device last had it from the server, and when that was (ISO). */
export type KeptTicket = Omit<TicketView, 'keptAt'> & { keptAt: string };

/**
 * The tickets a visitor's device has shown, kept on that device: at the venue without network
 * (a basement, a crowd that fills the mobile network), the ticket's page shows them as they were
 * last read. The QR code needs nothing else: it is the ticket's link.
 */
export interface KeptTickets {
  /** Keeps these tickets, the first of them as the one kept last. */
  keep(...tickets: KeptTicket[]): void;
  /** A ticket the server no longer has for its event. */
  forget(ticketId: string): void;
  /** Every ticket of one e-mail address (as stored: normalised): its account signs out of the device. */
  forgetHeldBy(email: string): void;
  ticket(ticketId: string): KeptTicket | null;
  /** The kept tickets of one e-mail address (as stored: normalised). */
  heldBy(email: string): KeptTicket[];
  /** The event of a kept ticket, by the event's id or short link. */
  event(idOrSlug: string): EventDocument | null;
}

/** Nothing kept: where the device itself is the store (offline mode), or in tests. */
export const NO_KEPT_TICKETS: KeptTickets = {
  keep: () => undefined,
  forget: () => undefined,
  forgetHeldBy: () => undefined,
  ticket: () => null,
  heldBy: () => [],
  event: () => null,
};
