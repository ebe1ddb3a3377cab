import type { EventDocument } from '../../domain/events/event';
import { splitByTime } from '../../domain/events/event';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import type { LiveListener } from '../live/live-result';

export type EventTimeline = { upcoming: EventDocument[]; past: EventDocument[] };

/** What visitors read about events: the timeline and single events by id or short link. */
export class EventCatalog {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** Keeps the timeline current: an event an administrator adds appears without reloading. */
  watchTimeline(onChange: LiveListener<EventTimeline>, onError: (error: Error) => void): Unsubscribe {
    return this.store.watch(
      'events',
      {},
      (events, info) => onChange(splitByTime(events, this.clock.now()), info),
      onError,
    );
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
