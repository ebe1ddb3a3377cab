import { describe, expect, it } from 'vitest';
import type { KeptTicket } from '../../application/ports/kept-tickets.port';
import { memoryStorage } from '../../../tests/support/memory-storage';
import { KEPT_TICKETS_LIMIT, LocalStorageKeptTickets } from './local-storage-kept-tickets';

const ticket = (ticketId: string, eventId = 'gala'): KeptTicket => ({
  ticketId,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  collection: 'registrations',
  keptAt: '2026-12-01T09:30:00.000Z',
  event: {
    id: eventId,
    slug: `${eventId}-link`,
    title: 'Gala',
    kind: 'standard',
    summary: '',
    description: '',
    venue: 'Town Hall',
    startsAt: '2026-12-10T18:00:00.000Z',
    endsAt: '2026-12-10T22:00:00.000Z',
    capacity: 200,
    registrationOpen: true,
  },
});

describe('LocalStorageKeptTickets', () => {
  it('gives back a kept ticket and its event (by id or short link) on the next page of the device', () => {
    const storage = memoryStorage();
    new LocalStorageKeptTickets(storage).keep(ticket('t1'));
    const nextPage = new LocalStorageKeptTickets(storage);
    expect(nextPage.ticket('t1')).toEqual(ticket('t1'));
    expect(nextPage.event('gala')?.title).toBe('Gala');
    expect(nextPage.event('gala-link')?.id).toBe('gala');
    expect(nextPage.ticket('t2')).toBeNull();
    expect(nextPage.event('concert')).toBeNull();
  });

  it("lists the kept tickets of one address, and no one else's", () => {
    const kept = new LocalStorageKeptTickets(memoryStorage());
    kept.keep(ticket('t1'));
    kept.keep({ ...ticket('t2', 'concert'), email: 'bo@example.org' });
    kept.keep(ticket('t3', 'workshop'));
    expect(kept.heldBy('ada@example.org').map(({ ticketId }) => ticketId)).toEqual(['t3', 't1']);
    expect(kept.heldBy('cy@example.org')).toEqual([]);
    kept.keep({ ...ticket('t1'), keptAt: '2026-12-02T08:00:00.000Z' }, ticket('t4', 'lecture'));
    expect(kept.heldBy('ada@example.org').map(({ ticketId, keptAt }) => [ticketId, keptAt])).toEqual([
      ['t1', '2026-12-02T08:00:00.000Z'],
      ['t4', '2026-12-01T09:30:00.000Z'],
      ['t3', '2026-12-01T09:30:00.000Z'],
    ]);
  });

  it("forgets every ticket of an address whose account signs out, and keeps everyone else's", () => {
    const storage = memoryStorage();
    const kept = new LocalStorageKeptTickets(storage);
    kept.keep(ticket('t1'), { ...ticket('t2', 'concert'), email: 'bo@example.org' }, ticket('t3', 'workshop'));
    kept.forgetHeldBy('ada@example.org');
    const nextPage = new LocalStorageKeptTickets(storage);
    expect([nextPage.ticket('t1'), nextPage.ticket('t3'), nextPage.event('workshop')]).toEqual([null, null, null]);
    expect(nextPage.heldBy('bo@example.org').map(({ ticketId }) => ticketId)).toEqual(['t2']);
  });

  it('keeps a ticket once, as last read, and forgets it when told', () => {
    const kept = new LocalStorageKeptTickets(memoryStorage());
    kept.keep(ticket('t1'));
    kept.keep({ ...ticket('t1'), cancelledAt: '2026-12-02T10:00:00.000Z' });
    expect(kept.ticket('t1')?.cancelledAt).toBe('2026-12-02T10:00:00.000Z');
    kept.forget('t1');
    expect(kept.ticket('t1')).toBeNull();
  });

  it(`keeps the ${KEPT_TICKETS_LIMIT} tickets kept last`, () => {
    const kept = new LocalStorageKeptTickets(memoryStorage());
    for (let index = 0; index <= KEPT_TICKETS_LIMIT; index += 1) kept.keep(ticket(`t${index}`, `event-${index}`));
    expect(kept.ticket('t0')).toBeNull();
    expect(kept.ticket('t1')).not.toBeNull();
    expect(kept.ticket(`t${KEPT_TICKETS_LIMIT}`)).not.toBeNull();
  });

  it('reads storage it cannot parse, or entries of another shape, as nothing kept', () => {
    const storage = memoryStorage();
    storage.setItem('rollcall.keptTickets', '{"cut short');
    expect(new LocalStorageKeptTickets(storage).ticket('t1')).toBeNull();
    storage.setItem('rollcall.keptTickets', JSON.stringify([{ ticketId: 't1' }, ticket('t2')]));
    expect(new LocalStorageKeptTickets(storage).ticket('t1')).toBeNull();
    expect(new LocalStorageKeptTickets(storage).ticket('t2')).not.toBeNull();
  });

  it('works without storage (a private window): nothing kept, nothing thrown', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: (): void => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const kept = new LocalStorageKeptTickets(refusing);
    kept.keep(ticket('t1'));
    expect(kept.ticket('t1')).toBeNull();
    expect(new LocalStorageKeptTickets(null).event('gala')).toBeNull();
  });
});
