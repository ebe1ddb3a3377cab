import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import { foldForSearch } from '../../domain/shared/search';
import type { Unsubscribe } from '../ports/document-store.port';
import type { DoorCopy, DoorCopyUpdate, DoorTicket } from '../ports/door-copy.port';

/** What the door shows of its list: how many tickets it holds, how new, and a copy under way. */
export type DoorListState = {
  /** Tickets held on this device; null until the first are. */
  tickets: number | null;
  /** When the list last matched the store of record. */
  updatedAt: string | null;
  /** Whether it follows the store of record right now. */
  live: boolean;
  /** A copy under way: `total` is null until the server has counted the tickets. */
  copying: { copied: number; total: number | null; waitingForNetwork: boolean } | null;
  /** Why the copy stopped: the store's own error (a refusal, say), for the page to word. */
  error: Error | null;
};

/** A person found by the door's manual search. */
export type TicketCandidate = {
  ticketId: string;
  name: string;
  email: string;
  organisation?: string;
  collection: TicketCollection;
  cancelled: boolean;
  /** When they were checked in at the event, if this device knows of it (DoorCheckIn.find). */
  checkedInAt?: string;
};

export const MIN_QUERY_LENGTH = 2;
const MAX_CANDIDATES = 10;

/** A search asked of a door whose list has not come yet (being copied, or no copy and no network). */
export class DoorListNotHeldError extends Error {
  constructor() {
    super('This device does not hold the event’s list yet.');
    this.name = 'DoorListNotHeldError';
  }
}

/** A ticket with its search text and its place in a list by name, both folded once. */
type Indexed = { ticket: DoorTicket; folded: string; byName: string };

/**
 * One event's tickets at the door, from this device's copy: admitting and finding people read
 * it in memory, with no request (the copy is kept by the DoorCopy port). Search texts are
 * folded once per ticket, so a search among 50,000 is a scan of prepared strings.
 */
export class DoorList {
  private readonly tickets = new Map<string, Indexed>();
  private current: DoorListState = { tickets: null, updatedAt: null, live: false, copying: null, error: null };
  private readonly listeners = new Set<(state: DoorListState) => void>();
  private stopFollowing: Unsubscribe | null = null;

  constructor(
    private readonly copy: DoorCopy,
    readonly event: Pick<EventDocument, 'id' | 'kind'>,
  ) {}

  /** Starts following the copy; the returned function stops. */
  open(): Unsubscribe {
    this.stopFollowing ??= this.copy.follow(this.event, {
      update: (update) => this.apply(update),
      error: (error) => this.set({ error }),
    });
    return () => {
      this.stopFollowing?.();
      this.stopFollowing = null;
    };
  }

  get state(): DoorListState {
    return this.current;
  }

  watch(listener: (state: DoorListState) => void): Unsubscribe {
    this.listeners.add(listener);
    listener(this.current);
    return () => this.listeners.delete(listener);
  }

  /** The ticket, if this device holds it for the event. */
  find(ticketId: string): DoorTicket | null {
    return this.tickets.get(ticketId.trim())?.ticket ?? null;
  }

  /** Whether a ticket missing from the list can still be asked of the store of record now. */
  canAskSource(): boolean {
    return this.copy.canAskSource();
  }

  /**
   * Whether the list holds its tickets: at once when it does, else once they come, or false when
   * the copy fails or `patienceMs` runs out first. Before then a search would find nobody.
   */
  async held(patienceMs: number): Promise<boolean> {
    const decided = (state: DoorListState) => state.tickets !== null || state.error !== null;
    if (!decided(this.current)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          unwatch();
          resolve();
        };
        const timer = setTimeout(done, patienceMs);
        const unwatch = this.watch((state) => decided(state) && done());
      });
    }
    return this.current.tickets !== null;
  }

  /** Tickets whose name, e-mail or organisation hold every word of the query, by name. */
  search(query: string): TicketCandidate[] {
    if (query.trim().length < MIN_QUERY_LENGTH) return [];
    const words = foldForSearch(query).split(/\s+/).filter(Boolean);
    const found: Indexed[] = [];
    for (const entry of this.tickets.values()) {
      if (!words.every((word) => entry.folded.includes(word))) continue;
      // Keeps the first MAX_CANDIDATES by name without sorting every match: most matches are
      // past the last one kept, which one comparison tells.
      const last = found[found.length - 1];
      if (found.length === MAX_CANDIDATES && last && entry.byName >= last.byName) continue;
      const at = found.findIndex((other) => entry.byName < other.byName);
      found.splice(at === -1 ? found.length : at, 0, entry);
      if (found.length > MAX_CANDIDATES) found.pop();
    }
    return found.map(({ ticket }) => ({
      ticketId: ticket.id,
      name: ticket.name,
      email: ticket.email,
      ...(ticket.organisation ? { organisation: ticket.organisation } : {}),
      collection: ticket.collection,
      cancelled: Boolean(ticket.cancelledAt),
    }));
  }

  private apply(update: DoorCopyUpdate): void {
    if (update.kind === 'copying') {
      const { copied, total, waitingForNetwork = false } = update;
      return this.set({ copying: { copied, total, waitingForNetwork }, error: null });
    }
    if (update.reset) this.tickets.clear();
    for (const id of update.removed) this.tickets.delete(id);
    for (const ticket of update.tickets) {
      if (ticket.eventId !== this.event.id) continue;
      this.tickets.set(ticket.id, {
        ticket,
        folded: foldForSearch([ticket.name, ticket.email, ticket.organisation ?? ''].join(' ')),
        byName: `${foldForSearch(ticket.name)}\u0000${ticket.id}`,
      });
    }
    this.set({ tickets: this.tickets.size, updatedAt: update.updatedAt, live: update.live, copying: null, error: null });
  }

  private set(change: Partial<DoorListState>): void {
    this.current = { ...this.current, ...change };
    for (const listener of this.listeners) listener(this.current);
  }
}
