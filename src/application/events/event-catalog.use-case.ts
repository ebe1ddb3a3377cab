import { admission, splitByTime, timelineOf, type EventDocument, type ListedEvent } from '../../domain/events/event';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import { NO_KEPT_TICKETS, type KeptTickets } from '../ports/kept-tickets.port';
import { StoreOfflineError } from '../ports/store-errors';
import type { TicketLedger } from '../ports/ticket-ledger.port';
import { followEach } from '../live/follow-each';
import { joinLive, type LiveListener } from '../live/live-result';

export type EventTimeline = { upcoming: ListedEvent[]; past: ListedEvent[] };

/** How long after its end an event is settled: read once by a timeline, no longer followed. */
export const SETTLED_AFTER_MS = 24 * 60 * 60 * 1000;

/** What visitors read about events: the timeline, single events by id or short link, seats left. */
export class EventCatalog {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
    private readonly clock: Clock,
    private readonly kept: KeptTickets = NO_KEPT_TICKETS,
  ) {}

  /**
   * Keeps the timeline current: an event an administrator adds, or a seat taken, shows without
   * reloading. The events are told as soon as they are read, their seats once counted (null
   * until then): a visitor's first screen does not wait for the count. Seats are counted only
   * for the events taking registrations, the only ones whose seats are shown. Events that ended
   * more than a day before the timeline was opened are read once, not followed: they no longer
   * change, and a visitor's page asks its live queries again every few seconds, so an
   * organiser's years of past events would be read again and again, by every visitor.
   * `countedUpcoming`: a page showing only the first few upcoming events (the home page shows
   * three) has only theirs counted: each count is a request, asked again while the page shows.
   */
  watchTimeline(
    onChange: LiveListener<EventTimeline>,
    onError: (error: Error) => void,
    { countedUpcoming = Number.POSITIVE_INFINITY }: { countedUpcoming?: number } = {},
  ): Unsubscribe {
    const settledBefore = new Date(this.clock.now().getTime() - SETTLED_AFTER_MS).toISOString();
    const part = joinLive<{ settled: EventDocument[]; current: EventDocument[]; seats: ReadonlyMap<string, number> }>(
      ['settled', 'current', 'seats'],
      ({ settled, current, seats }, info) => onChange(timelineOf([...settled, ...current], this.clock.now(), seats), info),
      { seats: new Map() },
    );
    const counted = followEach<number>((eventId, tell) => this.ledger.watchSeatsOf(eventId, tell, onError), part('seats'));
    const showSettled = part('settled');
    const showCurrent = part('current');
    let stopped = false;
    // The two halves split the stored order of `endsAt` between them: every event is in one.
    this.store.list('events', { where: [{ field: 'endsAt', op: '<', value: settledBefore }] }).then(
      (settled) => !stopped && showSettled(settled, { confirmed: true }),
      (error: unknown) => !stopped && onError(error instanceof Error ? error : new Error(String(error))),
    );
    const stopCurrent = this.store.watch(
      'events',
      { where: [{ field: 'endsAt', op: '>=', value: settledBefore }] },
      (current, info) => {
        showCurrent(current, info);
        const now = this.clock.now();
        const shown = splitByTime(current, now).upcoming.slice(0, countedUpcoming);
        counted.follow(shown.filter((event) => admission(event, now) === 'open').map((event) => event.id));
      },
      onError,
    );
    return () => {
      stopped = true;
      stopCurrent();
      counted.stop();
    };
  }

  /** The seats an event's tickets take, live ("N seats left" on its pages). */
  watchSeatsTaken(eventId: string, onChange: LiveListener<number>, onError: (error: Error) => void): Unsubscribe {
    return this.ledger.watchSeatsOf(eventId, onChange, onError);
  }

  /**
   * `/:id` and `/events/:id` accept the document id or the slug. With the server out of reach,
   * the event of a ticket kept on this device (its ticket's page without network).
   */
  async findByIdOrSlug(idOrSlug: string): Promise<EventDocument | null> {
    try {
      // Both asked at once: on a phone each is a round trip, and the links people share are slugs.
      const [byId, bySlug] = await Promise.all([
        this.store.getById('events', idOrSlug),
        this.store.list('events', { where: [{ field: 'slug', op: '==', value: idOrSlug }], limit: 1 }),
      ]);
      return byId ?? bySlug[0] ?? null;
    } catch (error) {
      const kept = error instanceof StoreOfflineError ? this.kept.event(idOrSlug) : null;
      if (!kept) throw error;
      return kept;
    }
  }
}
