import type { CheckInMethod } from './check-in';
import type { DoorPassKind } from './door-pass';

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
 * An exit or a re-entry a door recorded without network (door-pass.ts), kept on that device
 * until the server has answered it: the door may not have seen the check-in, nor the passes
 * other doors recorded meanwhile, so its step may not be the server's.
 */
export type OfflinePass = Admission & {
  eventId: string;
  ticketId: string;
  name: string;
  /** The pass's number: odd for an exit, even for a re-entry. */
  number: number;
  kind: DoorPassKind;
  /**
   * The exit of a ticket admitted anyway without network: the server keeps a pass only after a
   * check-in, so it is written once the admission has become one (settle-offline-admissions).
   */
  awaitsCheckIn?: true;
};

/**
 * What the server made of an offline admission when it was not what the door showed:
 * - `admitted-elsewhere`: another door (or the visitor) had checked the ticket in first;
 *   the server keeps that one (`kept`), as it keeps every first admission;
 * - `refused`: the server has no admission for it: the ticket is unknown, of another event,
 *   or was cancelled before the door's check-in arrived (`reason` says which).
 * Either way the person was let in at the door: staff may want to look.
 * And of an offline exit or re-entry (`pass`: its number):
 * - `passed-elsewhere`: another door had recorded that step first (`kept`); the server keeps it;
 * - `pass-refused`: the server has no such step: no check-in for the ticket, or not the step
 *   before it (the door did not know). The person went through the door all the same.
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
  | { kind: 'passed-elsewhere'; pass: number; kept: Admission }
  | { kind: 'pass-refused'; pass: number }
);

/** One report per offline admission or pass: a second look at the same one finds the same id. */
export function admissionConflictId(admission: Pick<OfflineAdmission, 'eventId' | 'ticketId' | 'at'>): string {
  return `${admission.eventId}_${admission.ticketId}_${Date.parse(admission.at)}`;
}
