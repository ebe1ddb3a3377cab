import { describe, expect, it, vi } from 'vitest';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { OfflineAdmission, OfflinePass } from '../../domain/check-in/admission-conflict';
import type { EventDocument } from '../../domain/events/event';
import type { DoorCopy, DoorCopyListener, DoorCopyUpdate, DoorTicket } from '../ports/door-copy.port';
import type { CheckInAttendee } from '../check-in/check-in-attendee.use-case';
import { DoorCheckIn, SEARCH_WAITS_FOR_LIST_MS } from './door-check-in.use-case';
import { DoorList, DoorListNotHeldError } from './door-list';
import { StoreOfflineError } from '../ports/store-errors';
import type { OfflineAdmissions } from '../ports/offline-admissions.port';
import type { DoorPasses } from './door-passes';

const ticket = (id: string, name: string, more: Partial<DoorTicket> = {}): DoorTicket => ({
  id,
  eventId: 'gala',
  name,
  email: `${id}@example.org`,
  collection: 'registrations',
  ...more,
});

/** A copy whose updates the test sends, and whose source is reachable or not. */
function fakeCopy() {
  let listener: DoorCopyListener | null = null;
  const network = { reachable: true };
  const copy: DoorCopy = {
    follow: (_event, given) => {
      listener = given;
      return () => (listener = null);
    },
    canAskSource: () => network.reachable,
    held: async () => [],
    wipe: async () => undefined,
  };
  const send: DoorCopyListener['update'] = (update) => listener?.update(update);
  const fail: DoorCopyListener['error'] = (error) => listener?.error(error);
  return { copy, send, fail, network, following: () => listener !== null };
}

const UPDATED = '2026-06-10T08:02:00.000Z';
const LATER = '2026-06-10T09:15:00.000Z';

describe("the door's list", () => {
  it('shows the copy under way, then holds the tickets it is given, changes and removals included', () => {
    const { copy, send, following } = fakeCopy();
    const list = new DoorList(copy, { id: 'gala', kind: 'standard' });
    const states: unknown[] = [];
    list.watch((state) => states.push(state));
    const close = list.open();
    send({ kind: 'copying', copied: 1000, total: 2500 });
    expect(list.state).toMatchObject({ tickets: null, copying: { copied: 1000, total: 2500, waitingForNetwork: false } });
    send({ kind: 'copying', copied: 1000, total: 2500, waitingForNetwork: true });
    expect(list.state).toMatchObject({ tickets: null, copying: { copied: 1000, total: 2500, waitingForNetwork: true }, error: null });
    send({
      kind: 'tickets',
      reset: true,
      tickets: [ticket('a', 'Ada'), ticket('b', 'Bob'), ticket('x', 'Elsewhere', { eventId: 'other' })],
      removed: [],
      updatedAt: UPDATED,
      live: false,
    });
    expect(list.state).toEqual({ tickets: 2, updatedAt: UPDATED, live: false, copying: null, error: null });
    send({
      kind: 'tickets',
      reset: false,
      tickets: [ticket('b', 'Bob', { cancelledAt: UPDATED })],
      removed: ['a'],
      updatedAt: UPDATED,
      live: true,
    });
    expect(list.find('a')).toBeNull();
    expect(list.find(' b ')?.cancelledAt).toBe(UPDATED);
    expect(list.find('x')).toBeNull();
    expect(states.length).toBeGreaterThanOrEqual(4);
    close();
    expect(following()).toBe(false);
  });

  it('finds people by every word of the query, folded, ten at most, by name', () => {
    const { copy, send } = fakeCopy();
    const list = new DoorList(copy, { id: 'gala', kind: 'standard' });
    list.open();
    const many = Array.from({ length: 30 }, (_, index) =>
      ticket(`t${index}`, `Zoë ${String(30 - index).padStart(2, '0')}`, { organisation: 'Genève Lab' }),
    );
    send({
      kind: 'tickets',
      reset: true,
      tickets: [...many, ticket('ada', 'Ada Lovelace', { organisation: 'Analytical' })],
      removed: [],
      updatedAt: UPDATED,
      live: true,
    });
    expect(list.search('zoe geneve').map((found) => found.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Zoë ${String(index + 1).padStart(2, '0')}`),
    );
    expect(list.search('lovelace analytical')).toEqual([
      {
        ticketId: 'ada',
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        organisation: 'Analytical',
        collection: 'registrations',
        cancelled: false,
      },
    ]);
    expect(list.search('a')).toEqual([]);
  });
});

describe("the door's search before its list has come", () => {
  const event = { id: 'gala', kind: 'standard' } as EventDocument;
  const unused = () => Promise.reject(new Error('not used by the search'));
  const doorCheckIn = new DoorCheckIn(
    { checkIn: unused },
    { remember: unused, rememberPass: unused, unsettledOf: unused, unsettledPasses: unused },
    { now: () => new Date() },
    { checkInOf: async () => null, pass: unused },
  );
  const adaList: DoorCopyUpdate = {
    kind: 'tickets',
    reset: true,
    tickets: [ticket('a', 'Ada')],
    removed: [],
    updatedAt: UPDATED,
    live: true,
  };

  it('waits for the list, then finds in it, instead of saying nobody matches', async () => {
    const { copy, send } = fakeCopy();
    const list = new DoorList(copy, event);
    list.open();
    send({ kind: 'copying', copied: 0, total: 1 });
    const found = doorCheckIn.find(event, list, 'ada');
    send(adaList);
    await expect(found).resolves.toEqual([expect.objectContaining({ ticketId: 'a', name: 'Ada' })]);
  });

  it('says the list is not on the device when it has not come in time, or its copy failed', async () => {
    vi.useFakeTimers();
    try {
      const { copy, send } = fakeCopy();
      const list = new DoorList(copy, event);
      list.open();
      const found = doorCheckIn.find(event, list, 'ada');
      const failed = expect(found).rejects.toBeInstanceOf(DoorListNotHeldError);
      await vi.advanceTimersByTimeAsync(SEARCH_WAITS_FOR_LIST_MS - 1);
      // Still waiting: a list on its way may come.
      send({ kind: 'copying', copied: 0, total: 1 });
      await vi.advanceTimersByTimeAsync(1);
      await failed;
      const broken = fakeCopy();
      const unreadable = new DoorList(broken.copy, event);
      unreadable.open();
      const refused = doorCheckIn.find(event, unreadable, 'ada');
      broken.fail(new Error('Missing or insufficient permissions'));
      await expect(refused).rejects.toBeInstanceOf(DoorListNotHeldError);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a check-in at the door', () => {
  const event = { id: 'gala', kind: 'standard' } as EventDocument;
  const admitted: CheckInOutcome = { kind: 'unknown-ticket' };
  const context = { by: 'staff-1', device: 'Door A' };
  /** Ada's check-in at the gala, by QR at Door A, as the store answers it. */
  const adaCheckedIn = (at: string) => ({
    id: 'gala_a',
    eventId: 'gala',
    ticketId: 'a',
    foundInCollection: 'registrations' as const,
    name: 'Ada',
    email: 'a@example.org',
    at,
    ...context,
    method: 'qr' as const,
  });

  function door(reachable: boolean) {
    const { copy, send, network } = fakeCopy();
    network.reachable = reachable;
    const list = new DoorList(copy, event);
    list.open();
    send({ kind: 'tickets', reset: true, tickets: [ticket('a', 'Ada')], removed: [], updatedAt: UPDATED, live: reachable });
    const attendee = { checkIn: vi.fn<CheckInAttendee['checkIn']>(async () => admitted) };
    // The door's own database: what it remembers, it finds again (after a reload too).
    const kept = new Map<string, OfflineAdmission>();
    const keptPasses: OfflinePass[] = [];
    const admissions = {
      remember: vi.fn<OfflineAdmissions['remember']>(async (admission) => void kept.set(admission.ticketId, admission)),
      rememberPass: vi.fn<OfflineAdmissions['rememberPass']>(async (pass) => void keptPasses.push(pass)),
      unsettledOf: vi.fn<OfflineAdmissions['unsettledOf']>(async ({ ticketId }) => kept.get(ticketId) ?? null),
      unsettledPasses: async () => [...keptPasses],
    };
    // Exits and re-entries are door-passes' (its own tests): here, nobody seen checked in, and an
    // exit recorded is one the server has not answered yet.
    const exit = {
      id: 'gala_a_1',
      eventId: event.id,
      ticketId: 'a',
      number: 1,
      kind: 'exit' as const,
      name: 'Ada',
      at: LATER,
      by: 'staff-1',
      device: 'Door A',
    };
    const passes = {
      checkInOf: async () => null,
      pass: vi.fn<DoorPasses['pass']>(async () => ({ kind: 'checked-out', pass: exit, pending: true })),
    };
    return {
      list,
      attendee,
      admissions,
      passes,
      doorCheckIn: new DoorCheckIn(attendee, admissions, { now: () => new Date(LATER) }, passes),
    };
  }

  it('admits a ticket on the list without asking for the ticket, online or not', async () => {
    const { list, attendee, doorCheckIn } = door(false);
    await doorCheckIn.checkIn(event, list, { ticketId: 'a', method: 'qr' }, context);
    expect(attendee.checkIn).toHaveBeenCalledWith(
      event,
      { ticket: expect.objectContaining({ id: 'a', foundInCollection: 'registrations' }) },
      { ...context, method: 'qr', onlyOnEventDays: false },
    );
  });

  it('asks the store for a ticket missing from the list when it can be reached', async () => {
    const { list, attendee, doorCheckIn } = door(true);
    await expect(doorCheckIn.checkIn(event, list, { ticketId: 'new', method: 'manual' }, context)).resolves.toBe(admitted);
    expect(attendee.checkIn).toHaveBeenCalledWith(event, { ticketId: 'new' }, expect.objectContaining({ method: 'manual' }));
  });

  it('says a ticket is not on the list, and how old the list is, when the store cannot be reached and the device holds nothing of it', async () => {
    const { list, attendee, doorCheckIn } = door(false);
    await expect(doorCheckIn.checkIn(event, list, { ticketId: 'new', method: 'qr' }, context)).resolves.toEqual({
      kind: 'not-on-device-list',
      updatedAt: UPDATED,
    });
    attendee.checkIn.mockRejectedValueOnce(new StoreOfflineError('read'));
    await expect(doorCheckIn.checkIn(event, list, { ticketId: 'new', method: 'qr' }, context)).resolves.toEqual({
      kind: 'not-on-device-list',
      updatedAt: UPDATED,
    });
  });

  it('says a ticket is not on the list when the device is online but its store has not reconnected yet', async () => {
    const { list, attendee, doorCheckIn } = door(true);
    attendee.checkIn.mockRejectedValueOnce(new StoreOfflineError('read'));
    await expect(doorCheckIn.checkIn(event, list, { ticketId: 'new', method: 'qr' }, context)).resolves.toEqual({
      kind: 'not-on-device-list',
      updatedAt: UPDATED,
    });
  });

  it('admits a ticket missing from the list that the device holds anyway, without network (registered on this very device)', async () => {
    const { list, attendee, doorCheckIn } = door(false);
    const saved: CheckInOutcome = {
      kind: 'checked-in',
      pending: true,
      checkIn: {
        id: 'gala_mine',
        eventId: 'gala',
        ticketId: 'mine',
        foundInCollection: 'registrations',
        name: 'Me',
        email: 'me@example.org',
        at: UPDATED,
        by: 'staff-1',
        method: 'qr',
        device: 'Door A',
      },
    };
    attendee.checkIn.mockResolvedValueOnce(saved);
    await expect(doorCheckIn.checkIn(event, list, { ticketId: 'mine', method: 'qr' }, context)).resolves.toBe(saved);
  });

  it('keeps an admission made without network on the device until the server has answered it, and only such', async () => {
    const { list, attendee, admissions, doorCheckIn } = door(false);
    const checkIn = adaCheckedIn(UPDATED);
    attendee.checkIn.mockResolvedValueOnce({ kind: 'checked-in', checkIn });
    await doorCheckIn.checkIn(event, list, { ticketId: 'a', method: 'qr' }, context);
    expect(admissions.remember).not.toHaveBeenCalled();
    attendee.checkIn.mockResolvedValueOnce({ kind: 'checked-in', checkIn, pending: true });
    await doorCheckIn.checkIn(event, list, { ticketId: 'a', method: 'qr' }, context);
    expect(admissions.remember).toHaveBeenCalledWith({
      eventId: 'gala',
      ticketId: 'a',
      name: 'Ada',
      at: UPDATED,
      by: 'staff-1',
      device: 'Door A',
      method: 'qr',
      notOnDeviceList: false,
    });
  });

  it('without network, says "already checked in" to a ticket it admitted, from its own database, though the store no longer holds that check-in (a reload)', async () => {
    const { list, attendee, passes, doorCheckIn } = door(false);
    const admitted = adaCheckedIn('2026-06-10T09:59:00.000Z');
    // The store queues the check-in, then (reloaded) has lost it, and would queue it again.
    attendee.checkIn.mockResolvedValue({ kind: 'checked-in', pending: true, checkIn: admitted });
    await expect(doorCheckIn.checkIn(event, list, { ticketId: 'a', method: 'qr' }, context)).resolves.toMatchObject({ kind: 'checked-in' });
    passes.pass.mockResolvedValueOnce(null);
    // Shown again to other staff, by hand: the check-in is still the first one, as it was made.
    const again = await doorCheckIn.checkIn(event, list, { ticketId: 'a', method: 'manual' }, { by: 'staff-2', device: 'Door A' });
    expect(again).toEqual({ kind: 'already-checked-in', checkIn: admitted });
    expect(attendee.checkIn).toHaveBeenCalledTimes(1);
    // Someone who went out meanwhile comes back in as usual: the passes decide from that check-in,
    // which the store, having lost it, is not asked about again.
    expect(passes.pass).toHaveBeenCalledWith(
      event,
      again.kind === 'already-checked-in' && again.checkIn,
      'entry',
      { by: 'staff-2', device: 'Door A' },
      { keptOnDevice: true },
    );
  });

  it('says "already checked in" to a ticket it admitted without network while the device counts itself online, until the admission is settled', async () => {
    const { list, attendee, admissions, passes, doorCheckIn } = door(true);
    await admissions.remember({
      eventId: 'gala',
      ticketId: 'a',
      name: 'Ada',
      at: UPDATED,
      ...context,
      method: 'qr',
      notOnDeviceList: false,
    });
    passes.pass.mockResolvedValue(null);
    await expect(doorCheckIn.checkIn(event, list, { ticketId: 'a', method: 'qr' }, context)).resolves.toMatchObject({
      kind: 'already-checked-in',
      checkIn: { ticketId: 'a', at: UPDATED, device: 'Door A' },
    });
    expect(attendee.checkIn).not.toHaveBeenCalled();
    // Settled (the server has answered it), the server decides again.
    admissions.unsettledOf.mockResolvedValueOnce(null);
    await doorCheckIn.checkIn(event, list, { ticketId: 'a', method: 'qr' }, context);
    expect(attendee.checkIn).toHaveBeenCalledTimes(1);
  });

  it('admits anyway a ticket missing from the list without network, kept on the device as such', async () => {
    const { list, admissions, doorCheckIn } = door(false);
    await expect(doorCheckIn.admitAnyway(event, list, { ticketId: 'new', method: 'qr' }, context)).resolves.toEqual({
      kind: 'admitted-anyway',
      ticketId: 'new',
      at: LATER,
    });
    expect(admissions.remember).toHaveBeenCalledWith({
      eventId: 'gala',
      ticketId: 'new',
      name: '',
      at: LATER,
      by: 'staff-1',
      device: 'Door A',
      method: 'qr',
      notOnDeviceList: true,
    });
  });

  it('says a ticket admitted anyway was admitted already when it is shown again, a reload included, and does not offer it again', async () => {
    const { list, attendee, admissions, doorCheckIn } = door(false);
    await doorCheckIn.admitAnyway(event, list, { ticketId: 'new', method: 'qr' }, context);
    expect(attendee.checkIn).toHaveBeenCalledTimes(1);
    const again = { kind: 'already-admitted-anyway', ticketId: 'new', at: LATER, by: 'staff-1', device: 'Door A' };
    // Shown again to other staff: by the door's own database, not by asking the store.
    await expect(
      doorCheckIn.checkIn(event, list, { ticketId: 'new', method: 'manual' }, { by: 'staff-2', device: 'Door A' }),
    ).resolves.toEqual(again);
    // "Admit anyway" pressed a second time keeps the first admission.
    await expect(doorCheckIn.admitAnyway(event, list, { ticketId: 'new', method: 'qr' }, context)).resolves.toEqual(again);
    expect(admissions.remember).toHaveBeenCalledTimes(1);
    expect(attendee.checkIn).toHaveBeenCalledTimes(1);
    // Settled by the server, the store decides again.
    admissions.unsettledOf.mockResolvedValueOnce(null);
    await doorCheckIn.checkIn(event, list, { ticketId: 'new', method: 'qr' }, context);
    expect(attendee.checkIn).toHaveBeenCalledTimes(2);
  });

  it('lets someone admitted anyway go out once, kept on the device until their admission is a check-in on the server', async () => {
    const { list, passes, admissions, doorCheckIn } = door(false);
    await doorCheckIn.admitAnyway(event, list, { ticketId: 'new', method: 'qr' }, context);
    const out = { by: 'staff-2', device: 'Door A' };
    const exit = { eventId: event.id, ticketId: 'new', number: 1, kind: 'exit', name: '', at: LATER, ...out };
    await expect(doorCheckIn.checkOut(event, list, { ticketId: 'new', method: 'qr' }, out)).resolves.toEqual({
      kind: 'checked-out',
      pass: { id: 'gala_new_1', ...exit },
      pending: true,
    });
    expect(admissions.rememberPass).toHaveBeenCalledWith({ ...exit, awaitsCheckIn: true });
    // The server has nothing to count the exit from: the store is not asked for a pass.
    expect(passes.pass).not.toHaveBeenCalled();
    await expect(doorCheckIn.checkOut(event, list, { ticketId: 'new', method: 'qr' }, context)).resolves.toEqual({
      kind: 'already-out',
      name: '',
      since: LATER,
    });
    expect(admissions.rememberPass).toHaveBeenCalledTimes(1);
    // Back at the door: this event does not allow re-entry.
    await expect(doorCheckIn.checkIn(event, list, { ticketId: 'new', method: 'qr' }, context)).resolves.toEqual({
      kind: 're-entry-refused',
      name: '',
      leftAt: LATER,
    });
    // A ticket the door never admitted has no exit.
    await expect(doorCheckIn.checkOut(event, list, { ticketId: 'stranger', method: 'qr' }, out)).resolves.toEqual({
      kind: 'not-checked-in',
      name: null,
    });
  });

  it('lets someone admitted anyway back in after their exit where the event allows it, kept on the device as well', async () => {
    const { list, admissions, doorCheckIn } = door(false);
    const party = { ...event, reEntry: true };
    await doorCheckIn.admitAnyway(party, list, { ticketId: 'new', method: 'qr' }, context);
    await doorCheckIn.checkOut(party, list, { ticketId: 'new', method: 'qr' }, context);
    await expect(doorCheckIn.checkIn(party, list, { ticketId: 'new', method: 'manual' }, context)).resolves.toMatchObject({
      kind: 're-entered',
      pass: { id: 'gala_new_2', number: 2, kind: 'entry' },
      pending: true,
    });
    expect(admissions.rememberPass).toHaveBeenLastCalledWith(expect.objectContaining({ number: 2, kind: 'entry', awaitsCheckIn: true }));
    // Inside again: shown once more, it is the admission anyway that stands.
    await expect(doorCheckIn.checkIn(party, list, { ticketId: 'new', method: 'qr' }, context)).resolves.toMatchObject({
      kind: 'already-admitted-anyway',
    });
  });

  it('lets the server decide when "Admit anyway" is pressed after the network came back', async () => {
    const { list, attendee, admissions, doorCheckIn } = door(true);
    await expect(doorCheckIn.admitAnyway(event, list, { ticketId: 'new', method: 'qr' }, context)).resolves.toBe(admitted);
    expect(attendee.checkIn).toHaveBeenCalledWith(event, { ticketId: 'new' }, expect.objectContaining({ method: 'qr' }));
    expect(admissions.remember).not.toHaveBeenCalled();
  });

  it('without network, lets a ticket on the list go out though the door never saw its check-in, and keeps the exit until the server answers', async () => {
    const { list, passes, admissions, doorCheckIn } = door(false);
    await expect(doorCheckIn.checkOut(event, list, { ticketId: 'a', method: 'qr' }, context)).resolves.toMatchObject({
      kind: 'checked-out',
      pending: true,
    });
    expect(passes.pass).toHaveBeenCalledWith(event, { ticketId: 'a', name: 'Ada', at: LATER }, 'exit', context);
    expect(admissions.rememberPass).toHaveBeenCalledWith({
      eventId: event.id,
      ticketId: 'a',
      number: 1,
      kind: 'exit',
      name: 'Ada',
      at: LATER,
      by: 'staff-1',
      device: 'Door A',
    });
  });

  it('with the server in reach, says a ticket without a check-in is not checked in, and records no exit', async () => {
    const { list, passes, admissions, doorCheckIn } = door(true);
    await expect(doorCheckIn.checkOut(event, list, { ticketId: 'a', method: 'qr' }, context)).resolves.toEqual({
      kind: 'not-checked-in',
      name: 'Ada',
    });
    expect(passes.pass).not.toHaveBeenCalled();
    expect(admissions.rememberPass).not.toHaveBeenCalled();
  });
});
