import { describe, expect, it, vi } from 'vitest';
import type { EventDocument } from '../../domain/events/event';
import type { WaitingPlace } from '../../domain/waiting-list/waiting-list';
import { MemoryAttemptLog } from '../limits/memory-attempt-log';
import type { Messenger } from '../messages/messenger';
import type { DocumentStore } from '../ports/document-store.port';
import { StoreNoAnswerError } from '../ports/store-errors';
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
const deskOn = (list: Partial<WaitingList>, messenger: Partial<Messenger>) =>
  new WaitingListDesk(
    { getById: async () => WORKSHOP } as Partial<DocumentStore> as DocumentStore,
    list as WaitingList,
    { ticket: async () => null },
    messenger as Messenger,
    { now: () => NOW },
    { storedPlace: () => ({}) },
    new MemoryAttemptLog(),
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

  it('settles a confirmation this device sent unseen before a reload, so that the ticket’s e-mail is written once', async () => {
    const entry = { id: 'E1', eventId: WORKSHOP.id, position: 4, name: 'Farid First', email: 'farid@example.org' } as WaitingView['entry'];
    const confirmedPlace: WaitingPlace = { ...PLACE, state: 'confirmed' };
    let inDoubt = true;
    const confirm = vi.fn(async () => {
      inDoubt = false;
      return { kind: 'confirmed' as const, ticketId: 'T1', collection: 'registrations' as const };
    });
    const view = async (): Promise<WaitingView> => ({
      entry,
      place: confirmedPlace,
      waitingAhead: 0,
      ...(inDoubt ? { confirmationInDoubt: true as const } : {}),
    });
    const ticket = vi.fn(async () => undefined);
    const desk = deskOn({ view, confirm, passEndedHolds: async () => [] }, { ticket });

    await expect(desk.place('E1')).resolves.toEqual({ entry, place: confirmedPlace, waitingAhead: 0, event: WORKSHOP });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(ticket).toHaveBeenCalledWith(WORKSHOP, { ticketId: 'T1', name: 'Farid First', email: 'farid@example.org' }, NOW);
    // Opened again: nothing in doubt, nothing written twice.
    await desk.place('E1');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(ticket).toHaveBeenCalledTimes(1);
  });
});
