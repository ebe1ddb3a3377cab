import { describe, expect, it, vi } from 'vitest';
import type { OfflineAdmission } from '../../domain/check-in/admission-conflict';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { EventDocument } from '../../domain/events/event';
import type { CheckInAttendee } from '../check-in/check-in-attendee.use-case';
import type { OfflineAdmissions } from '../ports/offline-admissions.port';
import { SettleOfflineAdmissions } from './settle-offline-admissions.use-case';

const EVENT = { id: 'gala', kind: 'standard' } as EventDocument;
const NOW = '2026-06-10T11:00:00.000Z';
const admission = (ticketId: string, more: Partial<OfflineAdmission> = {}): OfflineAdmission => ({
  eventId: 'gala', ticketId, name: `Holder of ${ticketId}`, at: '2026-06-10T10:07:00.000Z', by: 'staff-1', device: 'Door A', method: 'qr', notOnDeviceList: false, ...more,
});
const checkIn = (ticketId: string, more: Partial<CheckInDocument> = {}): CheckInDocument => ({
  id: `gala_${ticketId}`, eventId: 'gala', ticketId, foundInCollection: 'registrations', name: `Holder of ${ticketId}`, email: `${ticketId}@example.org`, at: '2026-06-10T10:07:00.000Z', by: 'staff-1', method: 'qr', device: 'Door A', ...more,
});

function world(waiting: OfflineAdmission[], answers: Record<string, CheckInOutcome>, events: EventDocument[] = [EVENT]) {
  const kept = [...waiting];
  const order: string[] = [];
  const admissions: OfflineAdmissions = {
    remember: async (given) => void kept.push(given),
    unsettled: async () => [...kept],
    settled: async (given) => void kept.splice(kept.findIndex((one) => one.ticketId === given.ticketId), 1),
    queuedAnswered: vi.fn(async () => void order.push('queue answered')),
    report: vi.fn<OfflineAdmissions['report']>(async () => undefined),
    follow: () => () => undefined,
  };
  const attendee = {
    checkIn: vi.fn<CheckInAttendee['checkIn']>(async (_event, attempt) => {
      order.push('check-in');
      const ticketId = 'ticketId' in attempt ? attempt.ticketId : '';
      return answers[ticketId] ?? { kind: 'unknown-ticket' };
    }),
  };
  const store = { getById: vi.fn(async (_collection: string, id: string) => events.find((event) => event.id === id) ?? null) };
  const settle = new SettleOfflineAdmissions(admissions, attendee, store as never, { now: () => new Date(NOW) });
  return { settle, kept, admissions, attendee, order, store };
}

describe('settling a door’s admissions made without network', () => {
  it('waits for the queued check-ins to be answered, then finds its own admission kept: nothing to report', async () => {
    const { settle, kept, admissions, attendee, order } = world([admission('a')], { a: { kind: 'already-checked-in', checkIn: checkIn('a') } });
    await expect(settle.settle()).resolves.toEqual({ admitted: 1, conflicts: [] });
    expect(order).toEqual(['queue answered', 'check-in']);
    expect(attendee.checkIn).toHaveBeenCalledWith(EVENT, { ticketId: 'a' }, { method: 'qr', by: 'staff-1', device: 'Door A', onlyOnEventDays: false, admittedAt: '2026-06-10T10:07:00.000Z', notOnDeviceList: false });
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
    const { settle, attendee, admissions } = world([admission('new', { notOnDeviceList: true, name: '' })], { new: { kind: 'checked-in', checkIn: checkIn('new') } });
    await expect(settle.settle()).resolves.toEqual({ admitted: 1, conflicts: [] });
    expect(attendee.checkIn).toHaveBeenCalledWith(EVENT, { ticketId: 'new' }, expect.objectContaining({ admittedAt: '2026-06-10T10:07:00.000Z', notOnDeviceList: true }));
    expect(admissions.report).not.toHaveBeenCalled();
  });

  it('reports a ticket the server refuses: unknown, cancelled meanwhile, or of another event', async () => {
    const { settle, store } = world([admission('ghost', { notOnDeviceList: true, name: '' }), admission('gone'), admission('elsewhere', { notOnDeviceList: true, name: '' })], {
      gone: { kind: 'not-registered', reason: 'cancelled' },
      elsewhere: { kind: 'not-registered', reason: 'other-event', ticket: { ...checkIn('elsewhere'), id: 'elsewhere', eventId: 'other', name: 'Otto Other' } as never },
    });
    const { conflicts } = await settle.settle();
    expect(conflicts.map((conflict) => [conflict.ticketId, conflict.kind, conflict.kind === 'refused' && conflict.reason, conflict.name])).toEqual([
      ['ghost', 'refused', 'unknown-ticket', ''],
      ['gone', 'refused', 'cancelled', 'Holder of gone'],
      ['elsewhere', 'refused', 'other-event', 'Otto Other'],
    ]);
    // Three admissions to one event: the event is read once.
    expect(store.getById).toHaveBeenCalledTimes(1);
  });

  it('keeps an admission for later when the network went again, and forgets those of a deleted event', async () => {
    const { settle, kept } = world([admission('a'), admission('b', { eventId: 'deleted' })], { a: { kind: 'checked-in', checkIn: checkIn('a'), pending: true } });
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
});
