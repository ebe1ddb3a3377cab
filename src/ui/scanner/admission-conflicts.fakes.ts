import type { SettleOfflineAdmissions } from '../../application/scanner/settle-offline-admissions.use-case';
import type { PublicApi } from '../../application/tokens';
import type { AdmissionConflict } from '../../domain/check-in/admission-conflict';

/** Conflicts doors have already reported (of the event asked for, or of all: null), and nothing left to settle. */
export function reportedConflicts(conflictsOf: (eventId: string | null) => AdmissionConflict[]): PublicApi<SettleOfflineAdmissions> {
  return {
    conflicts: (eventId, listener) => {
      listener.update(conflictsOf(eventId));
      return () => undefined;
    },
    settle: async () => ({ admitted: 0, conflicts: [] }),
  };
}

/** Two doors let Tess in without network; a ticket admitted anyway was cancelled; two doors let Omar out; Nora went out but never came in. */
export function sampleConflicts(eventId: string): AdmissionConflict[] {
  return [
    {
      id: `${eventId}_TessTicket0000000001_1`,
      eventId,
      ticketId: 'TessTicket0000000001',
      name: 'Tess Twice',
      offline: { at: '2026-06-10T10:07:00.000Z', by: 'staff-1', device: 'Scanner B7QK', notOnDeviceList: false },
      kind: 'admitted-elsewhere',
      kept: { at: '2026-06-10T10:05:00.000Z', by: 'staff-2', device: 'Scanner 4JXA' },
      noticedAt: '2026-06-10T10:31:00.000Z',
    },
    {
      id: `${eventId}_GoneTicket0000000001_2`,
      eventId,
      ticketId: 'GoneTicket0000000001',
      name: '',
      offline: { at: '2026-06-10T10:12:00.000Z', by: 'staff-1', device: 'Scanner B7QK', notOnDeviceList: true },
      kind: 'refused',
      reason: 'cancelled',
      noticedAt: '2026-06-10T10:31:00.000Z',
    },
    {
      id: `${eventId}_OmarTicket0000000001_3`,
      eventId,
      ticketId: 'OmarTicket0000000001',
      name: 'Omar Out',
      offline: { at: '2026-06-10T12:00:00.000Z', by: 'staff-1', device: 'Scanner B7QK', notOnDeviceList: false },
      kind: 'passed-elsewhere',
      pass: 1,
      kept: { at: '2026-06-10T12:01:00.000Z', by: 'staff-2', device: 'Scanner 4JXA' },
      noticedAt: '2026-06-10T12:31:00.000Z',
    },
    {
      id: `${eventId}_NoraTicket0000000001_4`,
      eventId,
      ticketId: 'NoraTicket0000000001',
      name: 'Nora Never',
      offline: { at: '2026-06-10T12:02:00.000Z', by: 'staff-1', device: 'Scanner B7QK', notOnDeviceList: false },
      kind: 'pass-refused',
      pass: 1,
      noticedAt: '2026-06-10T12:31:00.000Z',
    },
  ];
}
