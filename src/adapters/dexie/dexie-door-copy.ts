import { liveQuery } from 'dexie';
import { inject, injectable } from 'inversify';
import type { EventDocument } from '../../domain/events/event';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { DoorCopy, DoorCopyListener, HeldCopy } from '../../application/ports/door-copy.port';
import { doorTicketOf } from '../shared/door-ticket-of';
import { DEXIE_DATABASE } from './dexie-tokens';
import type { RollcallDatabase } from './rollcall-database';

/**
 * Offline mode's door copy: the store is this device's own, so the door reads the event's
 * tickets from it, live, and has nothing to copy, to wait for or to wipe (resetting the demo
 * data is how this device forgets them).
 */
@injectable()
export class DexieDoorCopy implements DoorCopy {
  constructor(@inject(DEXIE_DATABASE) private readonly database: RollcallDatabase) {}

  follow(event: Pick<EventDocument, 'id' | 'kind'>, listener: DoorCopyListener): Unsubscribe {
    const collection = ticketCollectionFor(event.kind);
    const subscription = liveQuery(() => this.database.tableOf(collection).where('eventId').equals(event.id).toArray()).subscribe({
      next: (tickets) =>
        listener.update({
          kind: 'tickets',
          reset: true,
          tickets: tickets.map((ticket) => doorTicketOf(ticket, collection)),
          removed: [],
          updatedAt: new Date().toISOString(),
          live: true,
        }),
      error: (error: unknown) => listener.error(error instanceof Error ? error : new Error(String(error))),
    });
    return () => subscription.unsubscribe();
  }

  canAskSource(): boolean {
    return true;
  }

  async held(): Promise<HeldCopy[]> {
    return [];
  }

  async wipe(): Promise<void> {}
}
