import { describe, expect, it } from 'vitest';
import type { AdmissionConflict } from '../../domain/check-in/admission-conflict';
import { MemoryOfflineAdmissions } from './memory-offline-admissions';

const conflict = (id: string, eventId: string, noticedAt: string): AdmissionConflict => ({
  id,
  eventId,
  ticketId: 'T',
  name: 'Tess',
  kind: 'refused',
  reason: 'cancelled',
  noticedAt,
  offline: { at: noticedAt, by: 'staff', device: 'Door A', notOnDeviceList: false },
});

describe('offline mode’s admissions kept in memory', () => {
  it('keeps admissions oldest first until settled', async () => {
    const admissions = new MemoryOfflineAdmissions();
    const base = { eventId: 'gala', name: '', by: 'staff', device: 'Door A', method: 'qr' as const, notOnDeviceList: true };
    await admissions.remember({ ...base, ticketId: 'late', at: '2026-06-10T10:09:00.000Z' });
    await admissions.remember({ ...base, ticketId: 'early', at: '2026-06-10T10:01:00.000Z' });
    expect((await admissions.unsettled()).map((one) => one.ticketId)).toEqual(['early', 'late']);
    await expect(admissions.unsettledOf({ eventId: 'gala', ticketId: 'early' })).resolves.toMatchObject({ at: '2026-06-10T10:01:00.000Z' });
    await expect(admissions.unsettledOf({ eventId: 'other', ticketId: 'early' })).resolves.toBeNull();
    await admissions.settled({ eventId: 'gala', ticketId: 'early' });
    expect((await admissions.unsettled()).map((one) => one.ticketId)).toEqual(['late']);
    await expect(admissions.unsettledOf({ eventId: 'gala', ticketId: 'early' })).resolves.toBeNull();
  });

  it('tells each follower the conflicts of its event (or all), newest first, once per report', async () => {
    const admissions = new MemoryOfflineAdmissions([conflict('old', 'gala', '2026-06-10T10:00:00.000Z')]);
    const ofGala: string[][] = [];
    const ofAll: string[][] = [];
    admissions.follow('gala', { update: (list) => ofGala.push(list.map((one) => one.id)), error: () => undefined });
    const stop = admissions.follow(null, { update: (list) => ofAll.push(list.map((one) => one.id)), error: () => undefined });
    await admissions.report(conflict('new', 'gala', '2026-06-10T11:00:00.000Z'));
    await admissions.report(conflict('new', 'gala', '2026-06-10T11:00:00.000Z'));
    stop();
    await admissions.report(conflict('other', 'fair', '2026-06-10T12:00:00.000Z'));
    expect(ofGala).toEqual([['old'], ['new', 'old']]);
    expect(ofAll).toEqual([['old'], ['new', 'old']]);
  });
});
