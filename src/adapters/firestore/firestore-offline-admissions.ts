import { collection, doc, getDoc, limit, orderBy, query, setDoc, waitForPendingWrites, where, type Firestore } from 'firebase/firestore';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { AdmissionConflictsListener, OfflineAdmissions } from '../../application/ports/offline-admissions.port';
import type { AdmissionConflict, OfflineAdmission, OfflinePass } from '../../domain/check-in/admission-conflict';
import type { DoorCopyDatabase } from '../dexie/door-copy-database';
import { doorDatabase } from './door-database';
import { firestoreCode, toStoreError } from './firestore-errors';
import { watchQuery } from './firestore-live';
import type { RelistenPolicy } from './listen-until-confirmed';

/** Where conflicts are kept: read by staff only (firestore.rules). */
const CONFLICTS = 'checkinConflicts';
/** The admin's list shows the latest; a day with more conflicts than this has other problems. */
const CONFLICTS_SHOWN = 500;

/**
 * Firebase mode's offline admissions: kept in the door's own database on the device (loaded
 * with the door, like its copy: door-database.ts), answered by Firestore's write queue, and
 * conflicts reported to a collection every door of the event and the admin area listen to.
 */
export class FirestoreOfflineAdmissions implements OfflineAdmissions {
  /**
   * `relisten`: when to listen to the conflicts again while the server leaves them unconfirmed
   * (listen-until-confirmed.ts says why). `storage`: the door's database (tests give each device its own).
   */
  constructor(
    private readonly firestore: Firestore,
    private readonly relisten: RelistenPolicy,
    private readonly storage: () => Promise<DoorCopyDatabase> = doorDatabase,
  ) {}

  async remember(admission: OfflineAdmission): Promise<void> {
    await (await this.storage()).admissions.put(admission);
  }

  async unsettled(): Promise<OfflineAdmission[]> {
    return (await this.storage()).admissions.orderBy('at').toArray();
  }

  async unsettledOf(ticket: Pick<OfflineAdmission, 'eventId' | 'ticketId'>): Promise<OfflineAdmission | null> {
    return (await (await this.storage()).admissions.get([ticket.eventId, ticket.ticketId])) ?? null;
  }

  async settled(admission: Pick<OfflineAdmission, 'eventId' | 'ticketId'>): Promise<void> {
    await (await this.storage()).admissions.delete([admission.eventId, admission.ticketId]);
  }

  async rememberPass(pass: OfflinePass): Promise<void> {
    await (await this.storage()).passes.put(pass);
  }

  async unsettledPasses(): Promise<OfflinePass[]> {
    return (await this.storage()).passes.orderBy('at').toArray();
  }

  async settledPass(pass: Pick<OfflinePass, 'eventId' | 'ticketId' | 'number'>): Promise<void> {
    await (await this.storage()).passes.delete([pass.eventId, pass.ticketId, pass.number]);
  }

  queuedAnswered(): Promise<void> {
    // Resolves when the server has acknowledged or refused every write queued so far, also
    // those a reload found in the SDK's persistent queue.
    return waitForPendingWrites(this.firestore);
  }

  async report(conflict: AdmissionConflict): Promise<void> {
    const reference = doc(this.firestore, CONFLICTS, conflict.id);
    try {
      await setDoc(reference, conflict);
    } catch (error) {
      // A report is never rewritten: a second look at the same admission (another tab) finds it made.
      if (firestoreCode(error) === 'permission-denied' && (await getDoc(reference).catch(() => null))?.exists()) return;
      throw toStoreError(error, 'report a conflict');
    }
  }

  follow(eventId: string | null, listener: AdmissionConflictsListener): Unsubscribe {
    const all = collection(this.firestore, CONFLICTS);
    const conflicts = eventId
      ? query(all, where('eventId', '==', eventId))
      : query(all, orderBy('noticedAt', 'desc'), limit(CONFLICTS_SHOWN));
    return watchQuery(
      conflicts,
      // A copy: the listener's array is carried to its next result (followDocuments).
      (documents) => listener.update([...(documents as AdmissionConflict[])].sort((a, b) => b.noticedAt.localeCompare(a.noticedAt))),
      (error) => listener.error(error),
      this.relisten,
    );
  }
}
