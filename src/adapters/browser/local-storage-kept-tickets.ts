import type { EventDocument } from '../../domain/events/event';
import type { KeptTicket, KeptTickets } from '../../application/ports/kept-tickets.port';
import { KeptInStorage } from './kept-in-storage';

export const KEPT_TICKETS_KEY = 'rollcall.keptTickets';
/** A visitor holds a few tickets at a time; the oldest kept goes first beyond this. */
export const KEPT_TICKETS_LIMIT = 20;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A visitor's tickets in the browser's local storage, the one last kept first. Where storage is
 * blocked (a private window) nothing is kept: the ticket's page needs the network, as before.
 */
export class LocalStorageKeptTickets implements KeptTickets {
  private readonly kept: KeptInStorage<KeptTicket>;

  constructor(storage?: KeyValueStorage | null) {
    this.kept = new KeptInStorage(KEPT_TICKETS_KEY, KEPT_TICKETS_LIMIT, isKeptTicket, storage);
  }

  keep(...tickets: KeptTicket[]): void {
    const ids = new Set(tickets.map(({ ticketId }) => ticketId));
    this.kept.keepFirst(tickets, (kept) => !ids.has(kept.ticketId));
  }

  forget(ticketId: string): void {
    this.kept.remove((ticket) => ticket.ticketId === ticketId);
  }

  forgetHeldBy(email: string): void {
    this.kept.remove((ticket) => ticket.email === email);
  }

  ticket(ticketId: string): KeptTicket | null {
    return this.kept.read().find((ticket) => ticket.ticketId === ticketId) ?? null;
  }

  heldBy(email: string): KeptTicket[] {
    return this.kept.read().filter((ticket) => ticket.email === email);
  }

  event(idOrSlug: string): EventDocument | null {
    return this.kept.read().find(({ event }) => event.id === idOrSlug || event.slug === idOrSlug)?.event ?? null;
  }
}

function isKeptTicket(value: unknown): value is KeptTicket {
  const ticket = value as Partial<KeptTicket> | null;
  return typeof ticket?.ticketId === 'string' && typeof ticket.keptAt === 'string' && typeof ticket.event?.id === 'string';
}
