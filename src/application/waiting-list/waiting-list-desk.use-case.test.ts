import { describe, expect, it, vi } from 'vitest';
import type { EventDocument } from '../../domain/events/event';
import type { WaitingPlace } from '../../domain/waiting-list/waiting-list';
import { MemoryAttemptLog } from '../limits/memory-attempt-log';
import type { Messenger } from '../messages/messenger';
import type { DocumentStore } from '../ports/document-store.port';
import { StoreNoAnswerError, StoreOfflineError, StorePermissionError } from '../ports/store-errors';
import type { KeptPlace, KeptPlaces } from '../ports/kept-places.port';
import type { WaitingList, WaitingView } from '../ports/waiting-list.port';
import { WaitingListDesk } from './waiting-list-desk.use-case';

const NOW = new Date('2030-04-01T09:00:00.000Z');
const WORKSHOP = {
  id: 'workshop',
  slug: 'workshop',
  title: 'Workshop',
  kind: 'standard',
  startsAt: '2030-05-01T09:00:00.000Z',
  endsAt: '2030-05-01T17:00:00.000Z',
  capacity: 1,
  registrationOpen: true,
} as Partial<EventDocument> as EventDocument;
const PLACE: WaitingPlace = { eventId: WORKSHOP.id, position: 4, joinedAt: NOW.toISOString(), state: 'waiting' };

/** The desk of the workshop's line, on the given list and messenger. */
const deskOn = (list: Partial<WaitingList>, messenger: Partial<Messenger>, kept?: KeptPlaces) =>
  new WaitingListDesk(
    { getById: async () => WORKSHOP } as Partial<DocumentStore> as DocumentStore,
    list as WaitingList,
    { storedTicket: async () => null },
    messenger as Messenger,
    { now: () => NOW },
    { storedPlace: () => ({}) },
    new MemoryAttemptLog(),
    kept,
  );

/** A desk whose list takes every join, and whose count of the places ahead answers `view`. */
function deskCounting(view: () => Promise<WaitingView | null>) {
  const waiting = vi.fn(async () => undefined);
  const desk = deskOn({ join: async () => ({ kind: 'joined', entryId: 'E1', place: PLACE }), view }, { waiting });
  return { desk, waiting };
}

describe('joining a waiting list', () => {
  it('tells the person their number in line, in the answer and in the message', async () => {
    const { desk, waiting } = deskCounting(async () => ({ entry: {} as WaitingView['entry'], place: PLACE, waitingAhead: 2 }));
    await expect(desk.join(WORKSHOP.id, { name: 'Farid First', email: 'farid@example.org' })).resolves.toEqual({
      kind: 'joined',
      entryId: 'E1',
      numberInLine: 3,
    });
    expect(waiting).toHaveBeenCalledWith(WORKSHOP, PLACE, { entryId: 'E1', name: 'Farid First', numberInLine: 3 }, NOW);
  });

  it('says the person joined, with no number, when the places ahead cannot be counted after the join was answered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { desk, waiting } = deskCounting(() => Promise.reject(new StoreNoAnswerError('count')));
    // Not "nothing was saved": the place is theirs, and its message (with its link) is written.
    await expect(desk.join(WORKSHOP.id, { name: 'Farid First', email: 'farid@example.org' })).resolves.toEqual({
      kind: 'joined',
      entryId: 'E1',
      numberInLine: null,
    });
    expect(waiting).toHaveBeenCalledWith(WORKSHOP, PLACE, { entryId: 'E1', name: 'Farid First', numberInLine: null }, NOW);
  });
});

describe('a place confirmed by this device unseen (reloaded while it waited)', () => {
  const entry = { id: 'E1', eventId: WORKSHOP.id, position: 4, name: 'Farid First', email: 'farid@example.org' } as WaitingView['entry'];
  const confirmedPlace: WaitingPlace = { ...PLACE, state: 'confirmed' };
  const SEAT = { kind: 'confirmed' as const, ticketId: 'T1', collection: 'registrations' as const };

  /** The place's page as opened. */
  const OPENED = { entry, place: confirmedPlace, waitingAhead: 0, event: WORKSHOP };

  /** A desk whose place reads confirmed, in doubt until `confirm` answers as given; `ticket` writes the ticket's e-mail. */
  function placeInDoubt(confirmAnswer: () => Promise<typeof SEAT>, ticket: Messenger['ticket'] = vi.fn(async () => undefined)) {
    let inDoubt = true;
    const confirm = vi.fn(async () => {
      const answer = await confirmAnswer();
      inDoubt = false;
      return answer;
    });
    const view = async (): Promise<WaitingView> => ({
      entry,
      place: confirmedPlace,
      waitingAhead: 0,
      ...(inDoubt ? { confirmationInDoubt: true as const } : {}),
    });
    return { confirm, ticket, desk: deskOn({ view, confirm, passEndedHolds: async () => [] }, { ticket }) };
  }

  it('is settled when its page opens, so that the ticket’s e-mail is written once, and the page links the ticket', async () => {
    const { confirm, ticket, desk } = placeInDoubt(async () => SEAT);

    await expect(desk.place('E1')).resolves.toEqual({ ...OPENED, settled: { ticketId: 'T1', email: { written: true } } });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(ticket).toHaveBeenCalledWith(WORKSHOP, { ticketId: 'T1', name: 'Farid First', email: 'farid@example.org' }, NOW);
    // Opened again: nothing in doubt, nothing written twice.
    await expect(desk.place('E1')).resolves.not.toHaveProperty('settled');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(ticket).toHaveBeenCalledTimes(1);
  });

  it('still shows the place, in doubt, when the network fails the settling; the next opening settles it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let network: 'down' | 'up' = 'down';
    const { ticket, desk } = placeInDoubt(async () => {
      if (network === 'down') throw new StoreNoAnswerError('confirm');
      return SEAT;
    });

    // Not the page's load error: the seat is confirmed on the server, only its ticket is not sent yet.
    await expect(desk.place('E1')).resolves.toEqual({ ...OPENED, confirmationInDoubt: true });
    expect(ticket).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('A confirmation in doubt could not be settled:', expect.any(StoreNoAnswerError));
    network = 'up';
    await expect(desk.place('E1')).resolves.toMatchObject({ settled: { ticketId: 'T1', email: { written: true } } });
    expect(ticket).toHaveBeenCalledTimes(1);
  });

  it('tells the page the ticket’s e-mail was not written when that write fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new StoreNoAnswerError('mail');
    const { desk } = placeInDoubt(
      async () => SEAT,
      () => Promise.reject(failure),
    );
    await expect(desk.place('E1')).resolves.toMatchObject({ settled: { ticketId: 'T1', email: { written: false, failure } } });
  });
});

describe('a place’s page on a bad network', () => {
  it('shows the place when its event’s ended holds cannot be passed on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = async (): Promise<WaitingView> => ({
      entry: { eventId: WORKSHOP.id } as WaitingView['entry'],
      place: PLACE,
      waitingAhead: 3,
    });
    const desk = deskOn({ view, passEndedHolds: () => Promise.reject(new StoreNoAnswerError('pass')) }, {});
    await expect(desk.place('E1')).resolves.toMatchObject({ place: PLACE, waitingAhead: 3 });
    expect(logged).toHaveBeenCalledWith('Ended holds could not be passed on:', expect.any(StoreNoAnswerError));
  });
});

describe('confirming a held seat', () => {
  const SEAT = { kind: 'confirmed' as const, ticketId: 'T1', collection: 'registrations' as const };

  it('is confirmed, its e-mail not written, when the place cannot be read again after the confirmation was answered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new StoreNoAnswerError('view');
    const ticket = vi.fn(async () => undefined);
    const desk = deskOn({ confirm: async () => SEAT, view: () => Promise.reject(failure) }, { ticket });
    // Not "your seat was not confirmed … still held": it was, and a second press would find no seat held.
    await expect(desk.confirm('E1')).resolves.toEqual({ ...SEAT, email: { written: false, failure } });
    expect(ticket).not.toHaveBeenCalled();
  });

  it('passes a refusal on as it is, writing nothing', async () => {
    const ticket = vi.fn(async () => undefined);
    const desk = deskOn({ confirm: async () => ({ kind: 'hold-over' }) }, { ticket });
    await expect(desk.confirm('E1')).resolves.toEqual({ kind: 'hold-over' });
    expect(ticket).not.toHaveBeenCalled();
  });
});

describe('a place kept on the device for the venue without network', () => {
  const entry = { id: 'E1', eventId: WORKSHOP.id, position: 4, name: 'Farid First', email: 'farid@example.org' } as WaitingView['entry'];
  const READ = { entry, place: PLACE, waitingAhead: 2 };

  function keptInMemory(): KeptPlaces & { all: Map<string, KeptPlace> } {
    const all = new Map<string, KeptPlace>();
    return {
      all,
      keep: (place) => void all.set(place.entry.id, place),
      forget: (entryId) => void all.delete(entryId),
      place: (entryId) => all.get(entryId) ?? null,
    };
  }
  const listAnswering = (view: () => Promise<WaitingView | null>): Partial<WaitingList> => ({ view, passEndedHolds: async () => [] });

  it('keeps the place read from the server, and shows it with when it was kept once the server is out of reach', async () => {
    const kept = keptInMemory();
    const online = await deskOn(
      listAnswering(async () => READ),
      {},
      kept,
    ).place('E1');
    expect(online).toEqual({ ...READ, event: WORKSHOP });
    expect(kept.place('E1')).toEqual({ ...READ, event: WORKSHOP, keptAt: NOW.toISOString() });

    for (const lost of [new StoreOfflineError('read'), new StoreNoAnswerError('read')]) {
      const offline = deskOn(
        listAnswering(() => Promise.reject(lost)),
        {},
        kept,
      );
      await expect(offline.place('E1')).resolves.toEqual({ ...READ, event: WORKSHOP, keptAt: NOW.toISOString() });
    }
  });

  it('never answers a refusal, or a link never kept, from the copy; forgets a link that is no place any more', async () => {
    const kept = keptInMemory();
    await deskOn(
      listAnswering(async () => READ),
      {},
      kept,
    ).place('E1');
    const refusing = deskOn(
      listAnswering(() => Promise.reject(new StorePermissionError('read'))),
      {},
      kept,
    );
    await expect(refusing.place('E1')).rejects.toBeInstanceOf(StorePermissionError);
    const offline = deskOn(
      listAnswering(() => Promise.reject(new StoreOfflineError('read'))),
      {},
      kept,
    );
    await expect(offline.place('E2')).rejects.toBeInstanceOf(StoreOfflineError);

    await expect(
      deskOn(
        listAnswering(async () => null),
        {},
        kept,
      ).place('E1'),
    ).resolves.toBeNull();
    expect(kept.all.size).toBe(0);
  });
});
