import { describe, expect, it, vi } from 'vitest';
import type { EventDocument } from '../../domain/events/event';
import { EarlyFirstLook } from './first-look';
import { handOverFirstRead, startAllEventsFirstRead, type FirstRead } from './first-read';
import { takeFirstRead } from './first-read-handover';
import { EVENTS_COLLECTION } from './rest-documents';

const NAME = 'projects/demo-project/databases/(default)/documents/events';

function restEvent(id: string, slug: string, title = `Event ${id}`) {
  return { name: `${NAME}/${id}`, fields: { id: { stringValue: id }, slug: { stringValue: slug }, title: { stringValue: title } } };
}

function eventRead(documents: unknown[] | null, idOrSlug = 'summit', askedById = true): FirstRead {
  return {
    kind: 'event',
    idOrSlug,
    askedById,
    startedAt: 1_000,
    answer: Promise.resolve(documents ? { usable: true, documents } : { usable: false }),
  };
}

function allEventsRead(documents: unknown[] | null): FirstRead {
  return { kind: 'all-events', startedAt: 1_000, answer: Promise.resolve(documents ? { usable: true, documents } : { usable: false }) };
}

describe("the page's first look at its early read", () => {
  it('gives the event with that id before one with that slug, as findByIdOrSlug does', async () => {
    const look = new EarlyFirstLook(eventRead([restEvent('a-first', 'summit'), restEvent('summit', 'other')]));
    expect(await look.event('summit')).toEqual({ id: 'summit', slug: 'other', title: 'Event summit' });
  });

  it('gives the first event by name with that slug when none has that id', async () => {
    const look = new EarlyFirstLook(eventRead([restEvent('a-first', 'summit', 'First'), restEvent('b-second', 'summit', 'Second')]));
    expect(await look.event('summit')).toMatchObject({ id: 'a-first', title: 'First' });
  });

  it('does not take an id for a slug when the link could not be an id', async () => {
    const look = new EarlyFirstLook(eventRead([restEvent('__x__', 'other')], '__x__', false));
    expect(await look.event('__x__')).toBeNull();
  });

  it('says there is no such event (the page shows its 404)', async () => {
    expect(await new EarlyFirstLook(eventRead([])).event('summit')).toBeNull();
  });

  it('has nothing when the early read failed, or holds a value it does not read as the SDK would', async () => {
    expect(await new EarlyFirstLook(eventRead(null)).event('summit')).toBeUndefined();
    const odd = { name: `${NAME}/summit`, fields: { at: { timestampValue: '2026-11-26T10:00:00Z' } } };
    expect(await new EarlyFirstLook(eventRead([odd])).event('summit')).toBeUndefined();
  });

  it('answers at once, with nothing, for what it was not asked', () => {
    const look = new EarlyFirstLook(eventRead([restEvent('summit', 'summit')]));
    expect(look.event('another')).toBeUndefined();
    expect(look.events()).toBeUndefined();
    expect(new EarlyFirstLook(allEventsRead([])).event('summit')).toBeUndefined();
  });

  it('gives the same promise each time (a page asks on every render)', () => {
    const look = new EarlyFirstLook(eventRead([restEvent('summit', 'summit')]));
    expect(look.event('summit')).toBe(look.event('summit'));
    const list = new EarlyFirstLook(allEventsRead([]));
    expect(list.events()).toBe(list.events());
  });

  it('gives every event for the events list, or nothing when one cannot be read', async () => {
    const documents = [restEvent('a', 'a'), restEvent('b', 'b')];
    expect(await new EarlyFirstLook(allEventsRead(documents)).events()).toEqual([
      { id: 'a', slug: 'a', title: 'Event a' },
      { id: 'b', slug: 'b', title: 'Event b' },
    ]);
    const odd = { name: `${NAME}/c`, fields: { place: { geoPointValue: { latitude: 1, longitude: 2 } } } };
    expect(await new EarlyFirstLook(allEventsRead([...documents, odd])).events()).toBeUndefined();
    expect(await new EarlyFirstLook(allEventsRead(null)).events()).toBeUndefined();
  });
});

describe("the first look of a ticket's page", () => {
  const REGISTERS = 'projects/demo-project/databases/(default)/documents';
  const SUMMIT = { id: 'summit', slug: 'summit', title: 'Summit' } as EventDocument;

  function restTicket(register: string, fields: Record<string, string>) {
    return {
      name: `${REGISTERS}/${register}/t1`,
      fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { stringValue: value }])),
    };
  }

  function ticketLook(documents: unknown[] | null, ticketId = 't1'): EarlyFirstLook {
    const answer = Promise.resolve(documents ? { usable: true as const, documents } : { usable: false as const });
    return new EarlyFirstLook({ ...eventRead([restEvent('summit', 'summit')]), kind: 'event', ticket: { ticketId, answer } } as FirstRead);
  }

  it('gives the ticket as the ticket desk does: its register, and whether it was cancelled', async () => {
    const fields = { eventId: 'summit', name: 'Ada', email: 'ada@example.org', cancelledAt: '2026-11-02T10:00:00.000Z' };
    expect(await ticketLook([restTicket('nationaldayRegister', fields)]).ticket(SUMMIT, 't1')).toEqual({
      ticketId: 't1',
      name: 'Ada',
      email: 'ada@example.org',
      collection: 'nationaldayRegister',
      event: SUMMIT,
      cancelledAt: '2026-11-02T10:00:00.000Z',
    });
  });

  it("says there is none for another event's ticket, or when no register holds it", async () => {
    const otherEvents = restTicket('registrations', { eventId: 'meetup', name: 'Ada', email: 'ada@example.org' });
    expect(await ticketLook([otherEvents]).ticket(SUMMIT, 't1')).toBeNull();
    expect(await ticketLook([]).ticket(SUMMIT, 't1')).toBeNull();
  });

  it('has nothing when the read failed, found two, or holds what it does not read as the SDK would', async () => {
    const ada = restTicket('registrations', { eventId: 'summit', name: 'Ada', email: 'ada@example.org' });
    const timestamp = { ...ada, fields: { ...ada.fields, email: { timestampValue: '2026-11-01T00:00:00Z' } } };
    for (const documents of [null, [ada, { ...ada, name: `${REGISTERS}/highlevelRegister/t1` }], [timestamp]])
      expect(await ticketLook(documents).ticket(SUMMIT, 't1')).toBeUndefined();
  });

  it('answers at once, with nothing, for another ticket or a page that read none; the same promise each time', () => {
    expect(ticketLook([]).ticket(SUMMIT, 't2')).toBeUndefined();
    expect(new EarlyFirstLook(eventRead([])).ticket(SUMMIT, 't1')).toBeUndefined();
    const look = ticketLook([]);
    expect(look.ticket(SUMMIT, 't1')).toBe(look.ticket({ ...SUMMIT }, 't1'));
  });
});

describe('the early script hands its read over to the app', () => {
  it('leaves the read for the entry, which finds none when no early script ran', () => {
    handOverFirstRead(null);
    expect(takeFirstRead()).toBeNull();
    const read = eventRead([]);
    handOverFirstRead(read);
    expect(takeFirstRead()).toBe(read);
    handOverFirstRead(null);
  });

  it('asks the collection the app reads (the early script writes its name again)', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('[]'));
    await startAllEventsFirstRead({ projectId: 'p', apiKey: 'k' }, fetchImpl).answer;
    const query = JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body)) as { structuredQuery: { from: unknown } };
    expect(query.structuredQuery.from).toEqual([{ collectionId: EVENTS_COLLECTION }]);
  });
});
