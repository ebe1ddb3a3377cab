import { listedWithSeats, splitByTime, type EventDocument, type ListedEvent } from '../../domain/events/event';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import type { TicketLedger } from '../ports/ticket-ledger.port';
import { joinLive, type LiveListener } from '../live/live-result';

export type EventTimeline = { upcoming: ListedEvent[]; past: ListedEvent[] };

/** What visitors read about events: the timeline, single events by id or short link, seats left. */
export class EventCatalog {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
    private readonly clock: Clock,
  ) {}

  /**
   * Keeps the timeline current: an event an administrator adds, or a seat taken, shows without
   * reloading. The events are told as soon as they are read, their seats once counted (null
   * until then): a visitor's first screen does not wait for the count.
   */
  watchTimeline(onChange: LiveListener<EventTimeline>, onError: (error: Error) => void): Unsubscribe {
    const part = joinLive<{ events: EventDocument[]; seats: ReadonlyMap<string, number> | null }>(
      ['events', 'seats'],
      ({ events, seats }, info) => onChange(splitByTime(listedWithSeats(events, seats), this.clock.now()), info),
      { seats: null },
    );
    const stops = [this.store.watch('events', {}, part('events'), onError), this.ledger.watchSeats(part('seats'), onError)];
    return () => stops.forEach((stop) => stop());
  }

  /** The seats an event's tickets take, live ("N seats left" on its pages). */
  watchSeatsTaken(eventId: string, onChange: LiveListener<number>, onError: (error: Error) => void): Unsubscribe {
    return this.ledger.watchSeatsOf(eventId, onChange, onError);
  }

  /** `/:id` and `/events/:id` accept the document id or the slug. */
  async findByIdOrSlug(idOrSlug: string): Promise<EventDocument | null> {
    const byId = await this.store.getById('events', idOrSlug);
    if (byId) return byId;
    const [bySlug] = await this.store.list('events', {
      where: [{ field: 'slug', op: '==', value: idOrSlug }],
      limit: 1,
    });
    return bySlug ?? null;
  }
}
