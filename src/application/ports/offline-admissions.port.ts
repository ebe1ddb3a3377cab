import type { AdmissionConflict, OfflineAdmission, OfflinePass } from '../../domain/check-in/admission-conflict';
import type { Unsubscribe } from './document-store.port';

export type AdmissionConflictsListener = {
  update: (conflicts: AdmissionConflict[]) => void;
  error: (error: Error) => void;
};

/**
 * The admissions, exits and re-entries a door made without network, kept on the device until
 * the server has answered them, and the conflicts found when it did (settle-offline-admissions.use-case.ts).
 * Offline mode's store is itself on the device: its admissions are never pending.
 */
export interface OfflineAdmissions {
  /** Keeps an admission made without network on this device (it survives a reload). */
  remember(admission: OfflineAdmission): Promise<void>;
  /** This device's admissions the server has not settled yet, oldest first. */
  unsettled(): Promise<OfflineAdmission[]>;
  /** This device's admission of one ticket to one event, while the server has not settled it; else null. */
  unsettledOf(ticket: Pick<OfflineAdmission, 'eventId' | 'ticketId'>): Promise<OfflineAdmission | null>;
  /** Forgets an admission the server has answered (admitted, or reported as a conflict). */
  settled(admission: Pick<OfflineAdmission, 'eventId' | 'ticketId'>): Promise<void>;
  /** Keeps an exit or re-entry recorded without network on this device (it survives a reload). */
  rememberPass(pass: OfflinePass): Promise<void>;
  /** This device's passes the server has not settled yet, oldest first. */
  unsettledPasses(): Promise<OfflinePass[]>;
  /** Forgets a pass the server has answered. */
  settledPass(pass: Pick<OfflinePass, 'eventId' | 'ticketId' | 'number'>): Promise<void>;
  /** Resolves once the server has answered every write (check-in, pass) this device queued without network. */
  queuedAnswered(): Promise<void>;
  /** Keeps a conflict where staff see it: at every door of the event and in the admin's list. */
  report(conflict: AdmissionConflict): Promise<void>;
  /** The conflicts of one event, or of all (null), newest first; live. */
  follow(eventId: string | null, listener: AdmissionConflictsListener): Unsubscribe;
}
