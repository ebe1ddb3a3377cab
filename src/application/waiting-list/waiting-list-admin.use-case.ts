import type { EventDocument } from '../../domain/events/event';
import type { LiveListener } from '../live/live-result';
import type { Messenger } from '../messages/messenger';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import { DocumentNotFoundError } from '../ports/store-errors';
import type { LineEntry, WaitingCounts, WaitingList } from '../ports/waiting-list.port';
import { passEndedHoldsOf } from './pass-ended-holds';

/**
 * The waiting list for administrators: the line of an event, seats offered by hand (to the
 * front, in order: the line is never jumped, also by hand), places removed, the list closed or
 * reopened, and the counts of the dashboard. Seats freed by the admin area (capacity raised,
 * a ticket deleted) go to the line through `seatsFreed`.
 */
export class WaitingListAdmin {
  constructor(
    private readonly store: DocumentStore,
    private readonly list: WaitingList,
    private readonly messenger: Messenger,
    private readonly clock: Clock,
  ) {}

  /** The event's line, in order, once its ended holds have passed on. */
  async line(event: EventDocument): Promise<LineEntry[]> {
    await passEndedHoldsOf(this.list, this.messenger, event, this.clock.now());
    return this.list.line(event.id);
  }

  /** Offers every free seat of the event to the front of its line; how many were offered. */
  async offerFreeSeats(event: EventDocument): Promise<number> {
    const now = this.clock.now();
    const offers = await this.list.offerFreeSeats(event, now);
    for (const offer of offers) await this.messenger.offered(event, offer.place, now);
    return offers.length;
  }

  /**
   * After the admin area freed seats of an event: they go to its line. A failure here leaves the
   * seats free for the next "Offer free seats" and never undoes the change that freed them.
   */
  async seatsFreed(eventId: string): Promise<void> {
    try {
      const event = await this.store.getById('events', eventId);
      if (event) await this.offerFreeSeats(event);
    } catch (error) {
      console.error(`Freed seats of event ${eventId} could not be offered to its waiting list:`, error);
    }
  }

  /** Takes the place out of the line; the seat it held goes to the next place. */
  async remove(event: EventDocument, position: number): Promise<void> {
    const now = this.clock.now();
    const offer = await this.list.remove(event, position, now);
    if (offer) await this.messenger.offered(event, offer.place, now);
  }

  async setClosed(eventId: string, closed: boolean): Promise<'saved' | 'gone'> {
    try {
      await this.store.update('events', eventId, { waitingListClosed: closed });
      return 'saved';
    } catch (error) {
      if (error instanceof DocumentNotFoundError) return 'gone';
      throw error;
    }
  }

  watchCounts(onChange: LiveListener<WaitingCounts>, onError: (error: Error) => void): Unsubscribe {
    return this.list.watchCounts(onChange, onError);
  }
}
