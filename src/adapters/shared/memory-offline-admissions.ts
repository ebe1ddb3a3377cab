import type { Unsubscribe } from '../../application/ports/document-store.port';
import type { AdmissionConflictsListener, OfflineAdmissions } from '../../application/ports/offline-admissions.port';
import type { AdmissionConflict, OfflineAdmission, OfflinePass } from '../../domain/check-in/admission-conflict';
import { doorPassId } from '../../domain/check-in/door-pass';

/**
 * Offline mode's offline admissions, in memory: its store is on the device, so its check-ins
 * are never pending and nothing ever waits here for a server; it has the port's behaviour for
 * the use cases and their tests all the same. Stories and unit tests use it too.
 */
export class MemoryOfflineAdmissions implements OfflineAdmissions {
  private readonly admissions = new Map<string, OfflineAdmission>();
  private readonly passes = new Map<string, OfflinePass>();
  private readonly conflicts = new Map<string, AdmissionConflict>();
  private readonly listeners = new Set<{ eventId: string | null; listener: AdmissionConflictsListener }>();

  constructor(conflicts: AdmissionConflict[] = []) {
    for (const conflict of conflicts) this.conflicts.set(conflict.id, conflict);
  }

  async remember(admission: OfflineAdmission): Promise<void> {
    this.admissions.set(`${admission.eventId}_${admission.ticketId}`, admission);
  }

  async unsettled(): Promise<OfflineAdmission[]> {
    return [...this.admissions.values()].sort((a, b) => a.at.localeCompare(b.at));
  }

  async unsettledOf(ticket: Pick<OfflineAdmission, 'eventId' | 'ticketId'>): Promise<OfflineAdmission | null> {
    return this.admissions.get(`${ticket.eventId}_${ticket.ticketId}`) ?? null;
  }

  async settled(admission: Pick<OfflineAdmission, 'eventId' | 'ticketId'>): Promise<void> {
    this.admissions.delete(`${admission.eventId}_${admission.ticketId}`);
  }

  async rememberPass(pass: OfflinePass): Promise<void> {
    this.passes.set(doorPassId(pass.eventId, pass.ticketId, pass.number), pass);
  }

  async unsettledPasses(): Promise<OfflinePass[]> {
    return [...this.passes.values()].sort((a, b) => a.at.localeCompare(b.at));
  }

  async settledPass(pass: Pick<OfflinePass, 'eventId' | 'ticketId' | 'number'>): Promise<void> {
    this.passes.delete(doorPassId(pass.eventId, pass.ticketId, pass.number));
  }

  queuedAnswered(): Promise<void> {
    return Promise.resolve();
  }

  async report(conflict: AdmissionConflict): Promise<void> {
    if (this.conflicts.has(conflict.id)) return;
    this.conflicts.set(conflict.id, conflict);
    for (const each of this.listeners) {
      if (each.eventId === null || each.eventId === conflict.eventId) each.listener.update(this.of(each.eventId));
    }
  }

  follow(eventId: string | null, listener: AdmissionConflictsListener): Unsubscribe {
    const entry = { eventId, listener };
    this.listeners.add(entry);
    listener.update(this.of(eventId));
    return () => this.listeners.delete(entry);
  }

  private of(eventId: string | null): AdmissionConflict[] {
    return [...this.conflicts.values()]
      .filter((conflict) => eventId === null || conflict.eventId === eventId)
      .sort((a, b) => b.noticedAt.localeCompare(a.noticedAt));
  }
}
