import { describe, expect, it } from 'vitest';
import type { EventDocument } from '../../domain/events/event';
import type { LiveListener } from '../live/live-result';
import type { DocumentStore } from '../ports/document-store.port';
import { NO_KEPT_TICKETS } from '../ports/kept-tickets.port';
import { StoreOfflineError } from '../ports/store-errors';
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

/**
 * A store and a ledger whose answers the test gives, one at a time, as a slow network would. The
 * timeline's one read (the events settled long ago) answers with `settled`, none unless given.
 */
function slowSources(settled: EventDocument[] = []) {
  let tellEvents: LiveListener<EventDocument[]> = () => undefined;
  const counting = new Map<string, LiveListener<number>>();
  const asked: string[] = [];
  const where = (query: { where?: Array<{ field: string; op: string; value: unknown }> }) =>
    (query.where ?? []).map(({ field, op, value }) => `${field} ${op} ${String(value)}`).join(', ');
  const store = {
    watch: (_collection: string, query: Parameters<typeof where>[0], onChange: LiveListener<EventDocument[]>) => (
      asked.push(`watch ${where(query)}`),
      (tellEvents = onChange),
      () => undefined
    ),
    list: async (_collection: string, query: Parameters<typeof where>[0]) => (asked.push(`list ${where(query)}`), settled),
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
    asked,
    events: (value: EventDocument[]) => tellEvents(value, { confirmed: true }),
    seats: (eventId: string, taken: number, confirmed = true) => counting.get(eventId)?.(taken, { confirmed }),
  };
}

/** The timeline's one read answers on the next turn: the tests wait for it. */
const settledRead = () => new Promise((resolve) => setTimeout(resolve, 0));

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
  it('shows the events before their seats are counted (not counted: null, not none taken), then each event’s seats', async () => {
    const sources = slowSources();
    const told: Array<{ timeline: EventTimeline; confirmed: boolean }> = [];
    sources.catalog.watchTimeline(
      (timeline, info) => told.push({ timeline, confirmed: info.confirmed }),
      () => undefined,
    );
    await settledRead();

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

  it('counts the seats of the events taking registrations only, and follows the list as it changes', async () => {
    const sources = slowSources();
    const told: EventTimeline[] = [];
    const stop = sources.catalog.watchTimeline(
      (timeline) => told.push(timeline),
      () => undefined,
    );
    await settledRead();

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
  it('counts the seats of the first upcoming events only, when a page shows only those', async () => {
    const sources = slowSources();
    const told: EventTimeline[] = [];
    sources.catalog.watchTimeline(
      (timeline) => told.push(timeline),
      () => undefined,
      { countedUpcoming: 2 },
    );
    await settledRead();
    const LATER: EventDocument = {
      ...GALA,
      id: 'later',
      slug: 'later',
      startsAt: '2026-07-10T18:00:00.000Z',
      endsAt: '2026-07-10T22:00:00.000Z',
    };
    // CLOSED and GALA start together, first; CLOSED takes no registrations. LATER comes third.
    sources.events([LATER, CLOSED, GALA, ENDED]);
    expect([...sources.counting.keys()]).toEqual(['gala']);
    expect(told.at(-1)?.upcoming.map((event) => event.id)).toEqual(['closed', 'gala', 'later']);
  });

  it('reads the events that ended over a day before once and follows the others; each change shows both', async () => {
    const LONG_AGO: EventDocument = { ...ENDED, id: 'long-ago', slug: 'long-ago', endsAt: '2026-05-01T22:00:00.000Z' };
    const YESTERDAY: EventDocument = {
      ...ENDED,
      id: 'yesterday',
      slug: 'yesterday',
      startsAt: '2026-05-31T18:00:00.000Z',
      endsAt: '2026-05-31T22:00:00.000Z',
    };
    const sources = slowSources([LONG_AGO]);
    const told: EventTimeline[] = [];
    sources.catalog.watchTimeline(
      (timeline) => told.push(timeline),
      () => undefined,
    );
    // A day before NOW: what ended before it is read once, the rest is followed.
    expect(sources.asked).toEqual(['list endsAt < 2026-05-31T10:00:00.000Z', 'watch endsAt >= 2026-05-31T10:00:00.000Z']);
    sources.events([GALA, YESTERDAY]);
    expect(told).toEqual([]);
    await settledRead();
    sources.events([GALA, YESTERDAY, PICNIC]);
    expect(told.at(-1)?.upcoming.map((event) => event.id)).toEqual(['gala', 'picnic']);
    expect(told.at(-1)?.past.map((event) => event.id)).toEqual(['yesterday', 'long-ago']);
    expect(sources.asked.filter((query) => query.startsWith('list'))).toHaveLength(1);
  });

  it('says a failed read of the settled events as an error of the timeline', async () => {
    const errors: string[] = [];
    const store = {
      watch: () => () => undefined,
      list: async () => {
        throw new Error('No connection to the server.');
      },
    };
    const catalog = new EventCatalog(store as unknown as DocumentStore, {} as TicketLedger, { now: () => NOW });
    catalog.watchTimeline(
      () => undefined,
      (error) => errors.push(error.message),
    );
    await settledRead();
    expect(errors).toEqual(['No connection to the server.']);
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

describe('an event read by its id or short link without network', () => {
  const offlineStore = {
    getById: () => Promise.reject(new StoreOfflineError('read')),
    list: () => Promise.reject(new StoreOfflineError('read')),
  } as unknown as DocumentStore;
  const keptGala = { ...NO_KEPT_TICKETS, event: (idOrSlug: string) => (idOrSlug === 'gala' || idOrSlug === 'gala-link' ? GALA : null) };

  it('is the event of a ticket kept on the device, by id or by short link', async () => {
    const catalog = new EventCatalog(offlineStore, {} as TicketLedger, { now: () => NOW }, keptGala);
    expect(await catalog.findByIdOrSlug('gala')).toEqual(GALA);
    expect(await catalog.findByIdOrSlug('gala-link')).toEqual(GALA);
  });

  it('fails as the store failed for any other event', async () => {
    const catalog = new EventCatalog(offlineStore, {} as TicketLedger, { now: () => NOW }, keptGala);
    await expect(catalog.findByIdOrSlug('concert')).rejects.toBeInstanceOf(StoreOfflineError);
  });
});
