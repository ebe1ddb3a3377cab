import { admission, listedWithSeats, splitByTime, type EventDocument, type ListedEvent } from '../../domain/events/event';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import type { TicketLedger } from '../ports/ticket-ledger.port';
import { followEach } from '../live/follow-each';
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
   * until then): a visitor's first screen does not wait for the count. Seats are counted only
   * for the events taking registrations, the only ones whose seats are shown.
   */
  watchTimeline(onChange: LiveListener<EventTimeline>, onError: (error: Error) => void): Unsubscribe {
    const part = joinLive<{ events: EventDocument[]; seats: ReadonlyMap<string, number> }>(
      ['events', 'seats'],
      ({ events, seats }, info) => onChange(splitByTime(listedWithSeats(events, seats), this.clock.now()), info),
      { seats: new Map() },
    );
    const counted = followEach<number>((eventId, tell) => this.ledger.watchSeatsOf(eventId, tell, onError), part('seats'));
    const showEvents = part('events');
    const stopEvents = this.store.watch(
      'events',
      {},
      (events, info) => {
        showEvents(events, info);
        const now = this.clock.now();
        counted.follow(events.filter((event) => admission(event, now) === 'open').map((event) => event.id));
      },
      onError,
    );
    return () => {
      stopEvents();
      counted.stop();
    };
  }

  /** The seats an event's tickets take, live ("N seats left" on its pages). */
  watchSeatsTaken(eventId: string, onChange: LiveListener<number>, onError: (error: Error) => void): Unsubscribe {
    return this.ledger.watchSeatsOf(eventId, onChange, onError);
  }

  /** `/:id` and `/events/:id` accept the document id or the slug. */
  async findByIdOrSlug(idOrSlug: string): Promise<EventDocument | null> {
    // Both asked at once: on a phone each is a round trip, and the links people share are slugs.
    const [byId, bySlug] = await Promise.all([
      this.store.getById('events', idOrSlug),
      this.store.list('events', { where: [{ field: 'slug', op: '==', value: idOrSlug }], limit: 1 }),
    ]);
    return byId ?? bySlug[0] ?? null;
  }
}
