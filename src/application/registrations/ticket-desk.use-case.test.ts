import { describe, expect, it } from 'vitest';
import type { EventDocument } from '../../domain/events/event';
import type { DocumentQuery, DocumentStore } from '../ports/document-store.port';
import type { KeptTicket, KeptTickets } from '../ports/kept-tickets.port';
import { StoreNoAnswerError, StoreOfflineError, StorePermissionError } from '../ports/store-errors';
import { TicketDesk } from './ticket-desk.use-case';

const NOW = new Date('2026-12-01T09:30:00.000Z');
const GALA: EventDocument = {
  id: 'gala',
  slug: 'gala-2026',
  title: 'Gala',
  kind: 'standard',
  summary: '',
  description: '',
  venue: 'Town Hall',
  startsAt: '2026-12-10T18:00:00.000Z',
  endsAt: '2026-12-10T22:00:00.000Z',
  capacity: 200,
  registrationOpen: true,
};
const STORED_TICKET = { id: 't1', eventId: 'gala', name: 'Ada Lovelace', email: 'ada@example.org', foundInCollection: 'registrations' };

/** A store that answers as the server does, or fails as a device without network does. */
function storeAnswering(answer: 'ticket' | 'none' | Error) {
  const read = <T>(value: T) => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(value));
  return {
    getById: () => read(GALA),
    findById: () => read(answer === 'ticket' ? STORED_TICKET : null),
    list: (collection: string) => read(answer === 'ticket' && collection === 'registrations' ? [STORED_TICKET] : []),
  } as unknown as DocumentStore;
}

/** A signed-in device's store without network: a query answered from its cache, which holds none of them, unless the server's answer is asked for. */
function cacheWithoutNetwork(): DocumentStore {
  return {
    ...storeAnswering(new StoreOfflineError('read')),
    list: (_collection: string, query: DocumentQuery<'registrations'>) =>
      query.confirmed ? Promise.reject(new StoreOfflineError('list')) : Promise.resolve([]),
  } as unknown as DocumentStore;
}

function keptInMemory(): KeptTickets & { all: Map<string, KeptTicket> } {
  const all = new Map<string, KeptTicket>();
  return {
    all,
    keep: (...tickets) => tickets.forEach((ticket) => all.set(ticket.ticketId, ticket)),
    forget: (ticketId) => void all.delete(ticketId),
    forgetHeldBy: (email) => all.forEach((ticket, id) => ticket.email === email && all.delete(id)),
    ticket: (ticketId) => all.get(ticketId) ?? null,
    heldBy: (email) => [...all.values()].filter((ticket) => ticket.email === email),
    event: (idOrSlug) => [...all.values()].find(({ event }) => event.id === idOrSlug || event.slug === idOrSlug)?.event ?? null,
  };
}

const clock = { now: () => NOW };

describe('TicketDesk: a ticket by its id, kept on the device for the venue without network', () => {
  it('keeps the ticket it read from the server, with the time it read it', async () => {
    const kept = keptInMemory();
    const view = await new TicketDesk(storeAnswering('ticket'), kept, clock).ticket('gala', 't1');
    expect(view).toMatchObject({ ticketId: 't1', name: 'Ada Lovelace', event: { id: 'gala' } });
    expect(view?.keptAt).toBeUndefined();
    expect(kept.ticket('t1')).toEqual({ ...view, keptAt: NOW.toISOString() });
  });

  it.each([new StoreOfflineError('read'), new StoreNoAnswerError('read')])(
    'shows the kept ticket, saying when it was kept, when the server cannot be reached (%s)',
    async (failure) => {
      const kept = keptInMemory();
      await new TicketDesk(storeAnswering('ticket'), kept, clock).ticket('gala', 't1');
      const later = { now: () => new Date('2026-12-10T17:45:00.000Z') };
      const shown = await new TicketDesk(storeAnswering(failure), kept, later).ticket('gala', 't1');
      expect(shown).toMatchObject({ ticketId: 't1', name: 'Ada Lovelace', keptAt: NOW.toISOString(), event: { title: 'Gala' } });
    },
  );

  it('does not answer with a kept ticket for another event, nor without a kept one: the failure is told', async () => {
    const kept = keptInMemory();
    await new TicketDesk(storeAnswering('ticket'), kept, clock).ticket('gala', 't1');
    const offline = new TicketDesk(storeAnswering(new StoreOfflineError('read')), kept, clock);
    await expect(offline.ticket('other-event', 't1')).rejects.toBeInstanceOf(StoreOfflineError);
    await expect(offline.ticket('gala', 'never-seen')).rejects.toBeInstanceOf(StoreOfflineError);
  });

  it('tells a refusal as a refusal, not with the kept copy', async () => {
    const kept = keptInMemory();
    await new TicketDesk(storeAnswering('ticket'), kept, clock).ticket('gala', 't1');
    await expect(new TicketDesk(storeAnswering(new StorePermissionError('read')), kept, clock).ticket('gala', 't1')).rejects.toBeInstanceOf(
      StorePermissionError,
    );
  });

  it('forgets a kept ticket the server no longer has', async () => {
    const kept = keptInMemory();
    await new TicketDesk(storeAnswering('ticket'), kept, clock).ticket('gala', 't1');
    expect(await new TicketDesk(storeAnswering('none'), kept, clock).ticket('gala', 't1')).toBeNull();
    expect(kept.all.size).toBe(0);
  });
});

describe("TicketDesk: a signed-in visitor's tickets, kept on the device", () => {
  it('keeps each ticket read, and shows the kept ones of that address when the server cannot be reached', async () => {
    const kept = keptInMemory();
    const online = await new TicketDesk(storeAnswering('ticket'), kept, clock).ticketsOf('ADA@example.org');
    expect(online.map(({ ticketId, keptAt }) => [ticketId, keptAt])).toEqual([['t1', undefined]]);
    const offline = new TicketDesk(storeAnswering(new StoreOfflineError('read')), kept, clock);
    expect(await offline.ticketsOf(' Ada@Example.org ')).toMatchObject([{ ticketId: 't1', keptAt: NOW.toISOString() }]);
    await expect(offline.ticketsOf('someone.else@example.org')).rejects.toBeInstanceOf(StoreOfflineError);
  });

  it('asks for the server’s answer: a device’s cache answering without network with none does not hide the kept ones', async () => {
    const kept = keptInMemory();
    await new TicketDesk(storeAnswering('ticket'), kept, clock).ticketsOf('ada@example.org');
    expect(await new TicketDesk(cacheWithoutNetwork(), kept, clock).ticketsOf('ada@example.org')).toMatchObject([{ ticketId: 't1' }]);
  });
});

describe('TicketDesk.storedTicket: what a change is decided on', () => {
  it('is the store’s answer only: without network it fails, even with the ticket kept', async () => {
    const kept = keptInMemory();
    await new TicketDesk(storeAnswering('ticket'), kept, clock).ticket('gala', 't1');
    await expect(
      new TicketDesk(storeAnswering(new StoreOfflineError('read')), kept, clock).storedTicket('gala', 't1'),
    ).rejects.toBeInstanceOf(StoreOfflineError);
  });
});
