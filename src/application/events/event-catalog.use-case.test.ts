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
  let tellSeats: LiveListener<ReadonlyMap<string, number>> = () => undefined;
  const store = {
    watch: (_collection: string, _query: unknown, onChange: LiveListener<EventDocument[]>) => ((tellEvents = onChange), () => undefined),
  };
  const ledger = { watchSeats: (onChange: LiveListener<ReadonlyMap<string, number>>) => ((tellSeats = onChange), () => undefined) };
  const catalog = new EventCatalog(store as unknown as DocumentStore, ledger as unknown as TicketLedger, { now: () => NOW });
  return {
    catalog,
    events: (value: EventDocument[]) => tellEvents(value, { confirmed: true }),
    seats: (value: Map<string, number>) => tellSeats(value, { confirmed: true }),
  };
}

describe('the timeline', () => {
  it('shows the events before their seats are counted (not counted: null, not none taken), then the seats', () => {
    const sources = slowSources();
    const told: Array<{ timeline: EventTimeline; confirmed: boolean }> = [];
    sources.catalog.watchTimeline(
      (timeline, info) => told.push({ timeline, confirmed: info.confirmed }),
      () => undefined,
    );

    sources.events([GALA]);
    expect(told).toHaveLength(1);
    expect(told[0]?.timeline.upcoming).toEqual([{ ...GALA, seatsTaken: null }]);
    expect(told[0]?.confirmed).toBe(true);

    sources.seats(new Map([['gala', 2]]));
    expect(told[1]?.timeline.upcoming).toEqual([{ ...GALA, seatsTaken: 2 }]);
    expect(told[1]?.confirmed).toBe(true);
  });

  it('waits for the events when the seats come first', () => {
    const sources = slowSources();
    const told: EventTimeline[] = [];
    sources.catalog.watchTimeline(
      (timeline) => told.push(timeline),
      () => undefined,
    );
    sources.seats(new Map([['gala', 1]]));
    expect(told).toHaveLength(0);
    sources.events([GALA]);
    expect(told[0]?.upcoming).toEqual([{ ...GALA, seatsTaken: 1 }]);
  });
});
