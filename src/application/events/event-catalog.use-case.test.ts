import { describe, expect, it } from 'vitest';
import type { EventDocument } from '../../domain/events/event';
import type { LiveListener } from '../live/live-result';
import type { DocumentStore } from '../ports/document-store.port';
import type { TicketLedger } from '../ports/ticket-ledger.port';
import { EventCatalog, type EventTimeline } from './event-catalog.use-case';

const NOW = new Date('2026-06-01T10:00:00.000Z');
const GALA: EventDocument = {
  id: 'gala',
  slug: 'gala',
  title: 'Gala',
  kind: 'standard',
  summary: '',
  description: '',
  venue: 'Town Hall',
  startsAt: '2026-06-10T18:00:00.000Z',
  endsAt: '2026-06-10T22:00:00.000Z',
  capacity: 2,
  registrationOpen: true,
};

/** A store and a ledger whose answers the test gives, one at a time, as a slow network would. */
function slowSources() {
  let tellEvents: LiveListener<EventDocument[]> = () => undefined;
  const counting = new Map<string, LiveListener<number>>();
  const store = {
    watch: (_collection: string, _query: unknown, onChange: LiveListener<EventDocument[]>) => ((tellEvents = onChange), () => undefined),
  };
  const ledger = {
    watchSeatsOf: (eventId: string, onChange: LiveListener<number>) => {
      counting.set(eventId, onChange);
      return () => counting.delete(eventId);
    },
  };
  const catalog = new EventCatalog(store as unknown as DocumentStore, ledger as unknown as TicketLedger, { now: () => NOW });
  return {
    catalog,
    counting,
    events: (value: EventDocument[]) => tellEvents(value, { confirmed: true }),
    seats: (eventId: string, taken: number, confirmed = true) => counting.get(eventId)?.(taken, { confirmed }),
  };
}

const PICNIC: EventDocument = { ...GALA, id: 'picnic', slug: 'picnic', title: 'Picnic' };
const CLOSED: EventDocument = { ...GALA, id: 'closed', slug: 'closed', registrationOpen: false };
const ENDED: EventDocument = {
  ...GALA,
  id: 'ended',
  slug: 'ended',
  startsAt: '2026-05-01T18:00:00.000Z',
  endsAt: '2026-05-01T22:00:00.000Z',
};

describe('the timeline', () => {
  it('shows the events before their seats are counted (not counted: null, not none taken), then each event’s seats', () => {
    const sources = slowSources();
    const told: Array<{ timeline: EventTimeline; confirmed: boolean }> = [];
    sources.catalog.watchTimeline(
      (timeline, info) => told.push({ timeline, confirmed: info.confirmed }),
      () => undefined,
    );

    sources.events([GALA, PICNIC]);
    expect(told).toHaveLength(1);
    expect(told[0]?.timeline.upcoming.map((event) => event.seatsTaken)).toEqual([null, null]);
    expect(told[0]?.confirmed).toBe(true);

    sources.seats('picnic', 2, false);
    expect(told[1]?.timeline.upcoming.map((event) => [event.id, event.seatsTaken])).toEqual([
      ['gala', null],
      ['picnic', 2],
    ]);
    expect(told[1]?.confirmed).toBe(false);
    sources.seats('gala', 1);
    sources.seats('picnic', 2);
    expect(told.at(-1)?.timeline.upcoming.map((event) => event.seatsTaken)).toEqual([1, 2]);
    expect(told.at(-1)?.confirmed).toBe(true);
  });

  it('counts the seats of the events taking registrations only, and follows the list as it changes', () => {
    const sources = slowSources();
    const told: EventTimeline[] = [];
    const stop = sources.catalog.watchTimeline(
      (timeline) => told.push(timeline),
      () => undefined,
    );

    sources.events([GALA, CLOSED, ENDED]);
    expect([...sources.counting.keys()]).toEqual(['gala']);
    sources.seats('gala', 1);

    sources.events([CLOSED, ENDED, PICNIC]);
    expect([...sources.counting.keys()]).toEqual(['picnic']);
    expect(told.at(-1)?.upcoming.map((event) => [event.id, event.seatsTaken])).toEqual([
      ['closed', null],
      ['picnic', null],
    ]);
    expect(told.at(-1)?.past.map((event) => event.id)).toEqual(['ended']);

    stop();
    expect(sources.counting.size).toBe(0);
  });
});

describe('an event by id or short link', () => {
  function storeWith(events: EventDocument[]) {
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const store = {
      getById: async (_collection: string, id: string) => (
        asked.push(`id ${id}`),
        await answered,
        events.find((event) => event.id === id) ?? null
      ),
      list: async (_collection: string, query: { where: Array<{ value: string }> }) => {
        const slug = query.where[0]?.value ?? '';
        asked.push(`slug ${slug}`);
        await answered;
        return events.filter((event) => event.slug === slug);
      },
    };
    const catalog = new EventCatalog(store as unknown as DocumentStore, {} as TicketLedger, { now: () => NOW });
    return { catalog, asked, answer };
  }

  it('asks by id and by slug at once, before either answers', async () => {
    const { catalog, asked, answer } = storeWith([GALA]);
    const found = catalog.findByIdOrSlug('gala');
    await Promise.resolve();
    expect(asked).toEqual(['id gala', 'slug gala']);
    answer();
    await expect(found).resolves.toEqual(GALA);
  });

  it('prefers the event whose id it is over one whose slug it is, and finds none when neither is', async () => {
    const slugged = { ...PICNIC, slug: 'gala' };
    const { catalog, answer } = storeWith([slugged, GALA]);
    answer();
    await expect(catalog.findByIdOrSlug('gala')).resolves.toEqual(GALA);
    await expect(catalog.findByIdOrSlug('picnic')).resolves.toEqual(slugged);
    await expect(catalog.findByIdOrSlug('nothing')).resolves.toBeNull();
  });
});
