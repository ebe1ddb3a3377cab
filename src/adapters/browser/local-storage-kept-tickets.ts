import type { EventDocument } from '../../domain/events/event';
import type { KeptTicket, KeptTickets } from '../../application/ports/kept-tickets.port';
import { deviceStorage } from './device-storage';

export const KEPT_TICKETS_KEY = 'rollcall.keptTickets';
/** A visitor holds a few tickets at a time; the oldest kept goes first beyond this. */
export const KEPT_TICKETS_LIMIT = 20;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A visitor's tickets in the browser's local storage, the one last kept first. Where storage is
 * blocked (a private window) nothing is kept: the ticket's page needs the network, as before.
 */
export class LocalStorageKeptTickets implements KeptTickets {
  constructor(private readonly storage: KeyValueStorage | null = deviceStorage()) {}

  keep(...tickets: KeptTicket[]): void {
    const ids = new Set(tickets.map(({ ticketId }) => ticketId));
    this.write([...tickets, ...this.read().filter((kept) => !ids.has(kept.ticketId))].slice(0, KEPT_TICKETS_LIMIT));
  }

  forget(ticketId: string): void {
    const kept = this.read();
    if (kept.some((ticket) => ticket.ticketId === ticketId)) this.write(kept.filter((ticket) => ticket.ticketId !== ticketId));
  }

  forgetHeldBy(email: string): void {
    const kept = this.read();
    if (kept.some((ticket) => ticket.email === email)) this.write(kept.filter((ticket) => ticket.email !== email));
  }

  ticket(ticketId: string): KeptTicket | null {
    return this.read().find((ticket) => ticket.ticketId === ticketId) ?? null;
  }

  heldBy(email: string): KeptTicket[] {
    return this.read().filter((ticket) => ticket.email === email);
  }

  event(idOrSlug: string): EventDocument | null {
    return this.read().find(({ event }) => event.id === idOrSlug || event.slug === idOrSlug)?.event ?? null;
  }

  private read(): KeptTicket[] {
    try {
      const stored: unknown = JSON.parse(this.storage?.getItem(KEPT_TICKETS_KEY) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isKeptTicket) : [];
    } catch {
      // Unreadable (written by hand, or cut short): as if nothing were kept.
      return [];
    }
  }

  private write(tickets: readonly KeptTicket[]): void {
    try {
      this.storage?.setItem(KEPT_TICKETS_KEY, JSON.stringify(tickets));
    } catch {
      // Storage full or refused: the ticket's page still works online.
    }
  }
}

function isKeptTicket(value: unknown): value is KeptTicket {
  const ticket = value as Partial<KeptTicket> | null;
  return typeof ticket?.ticketId === 'string' && typeof ticket.keptAt === 'string' && typeof ticket.event?.id === 'string';
}
