import type { AdmissionConflict, OfflineAdmission } from '../../domain/check-in/admission-conflict';
import type { Unsubscribe } from './document-store.port';

export type AdmissionConflictsListener = {
  update: (conflicts: AdmissionConflict[]) => void;
  error: (error: Error) => void;
};

/**
 * The admissions a door made without network, kept on the device until the server has
 * answered them, and the conflicts found when it did (settle-offline-admissions.use-case.ts).
 * Offline mode's store is itself on the device: its admissions are never pending.
 */
export interface OfflineAdmissions {
  /** Keeps an admission made without network on this device (it survives a reload). */
  remember(admission: OfflineAdmission): Promise<void>;
  /** This device's admissions the server has not settled yet, oldest first. */
  unsettled(): Promise<OfflineAdmission[]>;
  /** Forgets an admission the server has answered (admitted, or reported as a conflict). */
  settled(admission: Pick<OfflineAdmission, 'eventId' | 'ticketId'>): Promise<void>;
  /** Resolves once the server has answered every check-in this device queued without network. */
  queuedAnswered(): Promise<void>;
  /** Keeps a conflict where staff see it: at every door of the event and in the admin's list. */
  report(conflict: AdmissionConflict): Promise<void>;
  /** The conflicts of one event, or of all (null), newest first; live. */
  follow(eventId: string | null, listener: AdmissionConflictsListener): Unsubscribe;
}
