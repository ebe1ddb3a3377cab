import { describe, expect, it, vi } from 'vitest';
import type { OfflineAdmission, OfflinePass } from '../../domain/check-in/admission-conflict';
import type { DoorPassDocument } from '../../domain/check-in/door-pass';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { EventDocument } from '../../domain/events/event';
import type { CheckInAttendee } from '../check-in/check-in-attendee.use-case';
import type { OfflineAdmissions } from '../ports/offline-admissions.port';
import { SettleOfflineAdmissions } from './settle-offline-admissions.use-case';

const EVENT = { id: 'gala', kind: 'standard' } as EventDocument;
const NOW = '2026-06-10T11:00:00.000Z';
const admission = (ticketId: string, more: Partial<OfflineAdmission> = {}): OfflineAdmission => ({
  eventId: 'gala',
  ticketId,
  name: `Holder of ${ticketId}`,
  at: '2026-06-10T10:07:00.000Z',
  by: 'staff-1',
  device: 'Door A',
  method: 'qr',
  notOnDeviceList: false,
  ...more,
});
const checkIn = (ticketId: string, more: Partial<CheckInDocument> = {}): CheckInDocument => ({
  id: `gala_${ticketId}`,
  eventId: 'gala',
  ticketId,
  foundInCollection: 'registrations',
  name: `Holder of ${ticketId}`,
  email: `${ticketId}@example.org`,
  at: '2026-06-10T10:07:00.000Z',
  by: 'staff-1',
  method: 'qr',
  device: 'Door A',
  ...more,
});

const offlinePass = (ticketId: string, number: number, more: Partial<OfflinePass> = {}): OfflinePass => ({
  eventId: 'gala',
  ticketId,
  name: `Holder of ${ticketId}`,
  number,
  kind: number % 2 === 1 ? 'exit' : 'entry',
  at: '2026-06-10T10:20:00.000Z',
  by: 'staff-1',
  device: 'Door A',
  ...more,
});
const serverPass = (pass: OfflinePass, more: Partial<DoorPassDocument> = {}): DoorPassDocument => ({
  id: `${pass.eventId}_${pass.ticketId}_${pass.number}`,
  ...pass,
  ...more,
});

/** `passes`: exits and re-entries this door made without network; `onServer`: the passes the server holds. */
function world(
  waiting: OfflineAdmission[],
  answers: Record<string, CheckInOutcome>,
  events: EventDocument[] = [EVENT],
  passes: OfflinePass[] = [],
  onServer: DoorPassDocument[] = [],
) {
  const kept = [...waiting];
  const keptPasses = [...passes];
  const order: string[] = [];
  const admissions: OfflineAdmissions = {
    remember: async (given) => void kept.push(given),
    unsettled: async () => [...kept],
    unsettledOf: async (given) => kept.find((one) => one.eventId === given.eventId && one.ticketId === given.ticketId) ?? null,
    settled: async (given) =>
      void kept.splice(
        kept.findIndex((one) => one.ticketId === given.ticketId),
        1,
      ),
    rememberPass: async (given) => void keptPasses.push(given),
    unsettledPasses: async () => [...keptPasses],
    settledPass: async (given) =>
      void keptPasses.splice(
        keptPasses.findIndex((one) => one.ticketId === given.ticketId && one.number === given.number),
        1,
      ),
    queuedAnswered: vi.fn(async () => void order.push('queue answered')),
    report: vi.fn<OfflineAdmissions['report']>(async () => undefined),
    follow: () => () => undefined,
  };
  // The check-ins the server holds once the admissions are answered.
  const checkIns = new Map<string, CheckInDocument>();
  const attendee = {
    checkIn: vi.fn<CheckInAttendee['checkIn']>(async (_event, attempt) => {
      order.push('check-in');
      const ticketId = 'ticketId' in attempt ? attempt.ticketId : '';
      const answer = answers[ticketId] ?? { kind: 'unknown-ticket' };
      if ((answer.kind === 'checked-in' && !answer.pending) || answer.kind === 'already-checked-in')
        checkIns.set(answer.checkIn.id, answer.checkIn);
      return answer;
    }),
  };
  const store = {
    getById: vi.fn(async (collection: string, id: string) => {
      if (collection === 'doorPasses') {
        order.push('pass read');
        return onServer.find((pass) => pass.id === id) ?? null;
      }
      if (collection === 'checkins') return checkIns.get(id) ?? null;
      return events.find((event) => event.id === id) ?? null;
    }),
    createIfAbsent: vi.fn(async (collection: string, id: string, data: Omit<DoorPassDocument, 'id'>) => {
      expect(collection).toBe('doorPasses');
      const existing = onServer.find((pass) => pass.id === id);
      if (existing) return { created: false, document: existing };
      const document = { ...data, id };
      onServer.push(document);
      return { created: true, document };
    }),
  };
  const settle = new SettleOfflineAdmissions(admissions, attendee, store as never, { now: () => new Date(NOW) });
  return { settle, kept, keptPasses, admissions, attendee, order, store, onServer, checkIns };
}

describe('settling a door’s admissions made without network', () => {
  it('waits for the queued check-ins to be answered, then finds its own admission kept: nothing to report', async () => {
    const { settle, kept, admissions, attendee, order } = world([admission('a')], {
      a: { kind: 'already-checked-in', checkIn: checkIn('a') },
    });
    await expect(settle.settle()).resolves.toEqual({ admitted: 1, conflicts: [] });
    expect(order).toEqual(['queue answered', 'check-in']);
    expect(attendee.checkIn).toHaveBeenCalledWith(
      EVENT,
      { ticketId: 'a' },
      {
        method: 'qr',
        by: 'staff-1',
        device: 'Door A',
        onlyOnEventDays: false,
        admittedAt: '2026-06-10T10:07:00.000Z',
        notOnDeviceList: false,
      },
    );
    expect(admissions.report).not.toHaveBeenCalled();
    expect(kept).toEqual([]);
  });

  it('reports another door’s earlier admission of the same ticket, with both doors and times', async () => {
    const other = checkIn('a', { at: '2026-06-10T10:05:00.000Z', device: 'Door B', by: 'staff-2' });
    const { settle, kept, admissions } = world([admission('a')], { a: { kind: 'already-checked-in', checkIn: other } });
    const { conflicts } = await settle.settle();
    expect(conflicts).toEqual([
      {
        id: `gala_a_${Date.parse('2026-06-10T10:07:00.000Z')}`,
        eventId: 'gala',
        ticketId: 'a',
        name: 'Holder of a',
        kind: 'admitted-elsewhere',
        offline: { at: '2026-06-10T10:07:00.000Z', by: 'staff-1', device: 'Door A', notOnDeviceList: false },
        kept: { at: '2026-06-10T10:05:00.000Z', by: 'staff-2', device: 'Door B' },
        noticedAt: NOW,
      },
    ]);
    expect(admissions.report).toHaveBeenCalledWith(conflicts[0]);
    expect(kept).toEqual([]);
  });

  it('writes the check-in of a ticket admitted anyway, at the time it was, marked as such', async () => {
    const { settle, attendee, admissions } = world([admission('new', { notOnDeviceList: true, name: '' })], {
      new: { kind: 'checked-in', checkIn: checkIn('new') },
    });
    await expect(settle.settle()).resolves.toEqual({ admitted: 1, conflicts: [] });
    expect(attendee.checkIn).toHaveBeenCalledWith(
      EVENT,
      { ticketId: 'new' },
      expect.objectContaining({ admittedAt: '2026-06-10T10:07:00.000Z', notOnDeviceList: true }),
    );
    expect(admissions.report).not.toHaveBeenCalled();
  });

  it('writes the exit of a ticket admitted anyway after its check-in, drops it with a refused admission, keeps it while the admission waits', async () => {
    const anyway = { notOnDeviceList: true, name: '' };
    const awaiting = (ticketId: string) => offlinePass(ticketId, 1, { name: '', awaitsCheckIn: true });
    const { settle, store, onServer, keptPasses, admissions } = world(
      [admission('new', anyway), admission('gone', anyway), admission('later', anyway)],
      {
        new: { kind: 'checked-in', checkIn: checkIn('new', { notOnDeviceList: true }) },
        gone: { kind: 'not-registered', reason: 'cancelled' },
        later: { kind: 'checked-in', checkIn: checkIn('later'), pending: true },
      },
      [EVENT],
      [awaiting('new'), awaiting('gone'), awaiting('later')],
    );
    const { admitted, conflicts } = await settle.settle();
    expect(admitted).toBe(1);
    expect(conflicts).toMatchObject([{ ticketId: 'gone', kind: 'refused', reason: 'cancelled' }]);
    // Written with the name the server has, at the time the door let them out.
    expect(store.createIfAbsent).toHaveBeenCalledTimes(1);
    expect(onServer).toEqual([
      {
        id: 'gala_new_1',
        eventId: 'gala',
        ticketId: 'new',
        number: 1,
        kind: 'exit',
        name: 'Holder of new',
        at: '2026-06-10T10:20:00.000Z',
        by: 'staff-1',
        device: 'Door A',
      },
    ]);
    expect(admissions.report).toHaveBeenCalledTimes(1);
    expect(keptPasses).toEqual([awaiting('later')]);
    // The server's answers to the admissions said it: no check-in read just after, from a cache that may lack it.
    expect(store.getById).not.toHaveBeenCalledWith('checkins', expect.anything());
  });

  it('reads the check-in of an admission settled before (the page closed in between) to write its passes', async () => {
    const awaiting = offlinePass('earlier', 1, { name: '', awaitsCheckIn: true });
    const gone = offlinePass('refused-before', 1, { name: '', awaitsCheckIn: true });
    const { settle, checkIns, onServer, keptPasses } = world([], {}, [EVENT], [awaiting, gone]);
    checkIns.set('gala_earlier', checkIn('earlier', { notOnDeviceList: true }));
    await expect(settle.settle()).resolves.toEqual({ admitted: 0, conflicts: [] });
    expect(onServer).toMatchObject([{ id: 'gala_earlier_1', name: 'Holder of earlier' }]);
    expect(keptPasses).toEqual([]);
  });

  it('settles what the door did while it waited for its queue (it counted itself online too early)', async () => {
    const own = offlinePass('a', 1);
    const { settle, keptPasses, kept, admissions, attendee } = world(
      [admission('first')],
      { first: { kind: 'checked-in', checkIn: checkIn('first') }, meanwhile: { kind: 'checked-in', checkIn: checkIn('meanwhile') } },
      [EVENT],
      [],
      [serverPass(own)],
    );
    vi.mocked(admissions.queuedAnswered).mockImplementationOnce(async () => {
      kept.push(admission('meanwhile'));
      keptPasses.push(own);
    });
    await expect(settle.settle()).resolves.toEqual({ admitted: 2, conflicts: [] });
    expect(attendee.checkIn).toHaveBeenCalledTimes(2);
    expect([kept, keptPasses]).toEqual([[], []]);
  });

  it('reports a ticket the server refuses: unknown, cancelled meanwhile, or of another event', async () => {
    const { settle, store } = world(
      [
        admission('ghost', { notOnDeviceList: true, name: '' }),
        admission('gone'),
        admission('elsewhere', { notOnDeviceList: true, name: '' }),
      ],
      {
        gone: { kind: 'not-registered', reason: 'cancelled' },
        elsewhere: {
          kind: 'not-registered',
          reason: 'other-event',
          ticket: { ...checkIn('elsewhere'), id: 'elsewhere', eventId: 'other', name: 'Otto Other' } as never,
        },
      },
    );
    const { conflicts } = await settle.settle();
    expect(
      conflicts.map((conflict) => [conflict.ticketId, conflict.kind, conflict.kind === 'refused' && conflict.reason, conflict.name]),
    ).toEqual([
      ['ghost', 'refused', 'unknown-ticket', ''],
      ['gone', 'refused', 'cancelled', 'Holder of gone'],
      ['elsewhere', 'refused', 'other-event', 'Otto Other'],
    ]);
    // Three admissions to one event: the event is read once.
    expect(store.getById).toHaveBeenCalledTimes(1);
  });

  it('keeps an admission for later when the network went again, and forgets those of a deleted event', async () => {
    const { settle, kept } = world([admission('a'), admission('b', { eventId: 'deleted' })], {
      a: { kind: 'checked-in', checkIn: checkIn('a'), pending: true },
    });
    await expect(settle.settle()).resolves.toEqual({ admitted: 0, conflicts: [] });
    expect(kept.map((one) => one.ticketId)).toEqual(['a']);
  });

  it('asks nothing of the server when the device made no admission without network, and runs once at a time', async () => {
    const { settle, admissions } = world([], {});
    await Promise.all([settle.settle(), settle.settle()]);
    expect(admissions.queuedAnswered).not.toHaveBeenCalled();
    const busy = world([admission('a')], { a: { kind: 'already-checked-in', checkIn: checkIn('a') } });
    const [first, second] = await Promise.all([busy.settle.settle(), busy.settle.settle()]);
    expect(first).toBe(second);
    expect(busy.attendee.checkIn).toHaveBeenCalledTimes(1);
  });
  it('reads each exit or re-entry made without network once the queue is answered: its own kept, another door’s first, or refused', async () => {
    const own = offlinePass('a', 1);
    const beaten = offlinePass('b', 1);
    const refused = offlinePass('c', 1);
    const reEntry = offlinePass('d', 2, { at: '2026-06-10T10:40:00.000Z' });
    const elsewhere = serverPass(beaten, { at: '2026-06-10T10:15:00.000Z', by: 'staff-2', device: 'Door B' });
    const { settle, keptPasses, admissions, order } = world([], {}, [EVENT], [own, beaten, refused, reEntry], [serverPass(own), elsewhere]);
    const { conflicts } = await settle.settle();
    expect(order.slice(0, 2)).toEqual(['queue answered', 'pass read']);
    const offline = { at: '2026-06-10T10:20:00.000Z', by: 'staff-1', device: 'Door A', notOnDeviceList: false };
    expect(conflicts).toEqual([
      {
        id: `gala_b_${Date.parse(beaten.at)}`,
        eventId: 'gala',
        ticketId: 'b',
        name: 'Holder of b',
        offline,
        noticedAt: NOW,
        pass: 1,
        kind: 'passed-elsewhere',
        kept: { at: '2026-06-10T10:15:00.000Z', by: 'staff-2', device: 'Door B' },
      },
      {
        id: `gala_c_${Date.parse(refused.at)}`,
        eventId: 'gala',
        ticketId: 'c',
        name: 'Holder of c',
        offline,
        noticedAt: NOW,
        pass: 1,
        kind: 'pass-refused',
      },
      {
        id: `gala_d_${Date.parse(reEntry.at)}`,
        eventId: 'gala',
        ticketId: 'd',
        name: 'Holder of d',
        offline: { ...offline, at: reEntry.at },
        noticedAt: NOW,
        pass: 2,
        kind: 'pass-refused',
      },
    ]);
    expect(admissions.report).toHaveBeenCalledTimes(3);
    expect(keptPasses).toEqual([]);
  });
});
