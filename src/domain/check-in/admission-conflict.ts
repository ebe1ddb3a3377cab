import type { CheckInMethod } from './check-in';

/** Who admitted a ticket, when, and on which device. */
export type Admission = { at: string; by: string; device: string };

/**
 * An admission a door made without network, kept on that device until the server has
 * answered it. `notOnDeviceList`: staff chose "Admit anyway" for a ticket missing from the
 * door's list, so nothing was known of it and no check-in could be queued; `name` is then empty.
 */
export type OfflineAdmission = Admission & {
  eventId: string;
  ticketId: string;
  name: string;
  method: CheckInMethod;
  notOnDeviceList: boolean;
};

/**
 * What the server made of an offline admission when it was not what the door showed:
 * - `admitted-elsewhere`: another door (or the visitor) had checked the ticket in first;
 *   the server keeps that one (`kept`), as it keeps every first admission;
 * - `refused`: the server has no admission for it: the ticket is unknown, of another event,
 *   or was cancelled before the door's check-in arrived (`reason` says which).
 * Either way the person was let in at the door: staff may want to look.
 */
export type AdmissionConflict = {
  id: string;
  eventId: string;
  ticketId: string;
  /** The ticket holder's name as the door or the server knew it ('' when neither did). */
  name: string;
  offline: Admission & { notOnDeviceList: boolean };
  noticedAt: string;
} & (
  | { kind: 'admitted-elsewhere'; kept: Admission }
  | { kind: 'refused'; reason: 'unknown-ticket' | 'other-event' | 'cancelled' }
);

/** One report per offline admission: a second look at the same admission finds the same id. */
export function admissionConflictId(admission: Pick<OfflineAdmission, 'eventId' | 'ticketId' | 'at'>): string {
  return `${admission.eventId}_${admission.ticketId}_${Date.parse(admission.at)}`;
}
