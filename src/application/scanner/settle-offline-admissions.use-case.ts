import {
  admissionConflictId,
  type AdmissionConflict,
  type OfflineAdmission,
  type OfflinePass,
} from '../../domain/check-in/admission-conflict';
import { doorPassId, type DoorPassDocument } from '../../domain/check-in/door-pass';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import { checkInId } from '../../domain/check-in/check-in';
import type { EventDocument } from '../../domain/events/event';
import type { CheckInAttendee } from '../check-in/check-in-attendee.use-case';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import type { AdmissionConflictsListener, OfflineAdmissions } from '../ports/offline-admissions.port';

/** What settling found: admissions the server keeps as the door made them, and conflicts. */
export type Settlement = { admitted: number; conflicts: AdmissionConflict[] };

/**
 * Back online, a door asks the server what became of the admissions it made without network.
 * The check-ins it queued are answered first (the SDK sends them); then each admission is
 * tried again by the same use case as at the door, with the time it was made: the check-in id
 * `{eventId}_{ticketId}` makes that a no-op for one that landed, and the server's answer for
 * any other is the conflict to report: admitted first at another door, or not a valid ticket
 * (cancelled meanwhile, or let in with "Admit anyway"). The person was let in either way.
 * Exits and re-entries recorded without network are looked up once the server has answered
 * them: the pass the server holds under that number is the door's, another door's (that step was
 * recorded there first), or none (the server refused it: no check-in, or not the step before).
 * The exits and re-entries of a ticket admitted anyway are written only now, after its admission.
 */
export class SettleOfflineAdmissions {
  private running: Promise<Settlement> | null = null;

  constructor(
    private readonly admissions: OfflineAdmissions,
    private readonly attendee: Pick<CheckInAttendee, 'checkIn'>,
    private readonly store: Pick<DocumentStore, 'getById' | 'createIfAbsent'>,
    private readonly clock: Clock,
  ) {}

  /** The conflicts of one event (its doors) or of all (the admin's list), newest first; live. */
  conflicts(eventId: string | null, listener: AdmissionConflictsListener): Unsubscribe {
    return this.admissions.follow(eventId, listener);
  }

  /** Settles what can be now; one run at a time (a second call shares the first). */
  settle(): Promise<Settlement> {
    this.running ??= this.settleAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async settleAll(): Promise<Settlement> {
    const settlement: Settlement = { admitted: 0, conflicts: [] };
    const [admissionsBefore, passesBefore] = await Promise.all([this.admissions.unsettled(), this.admissions.unsettledPasses()]);
    if (admissionsBefore.length === 0 && passesBefore.length === 0) return settlement;
    await this.admissions.queuedAnswered();
    // Read again: a door that counts itself online without network (after a reload, say) starts
    // settling early and waits above, while staff go on admitting and letting people out.
    const waiting = await this.admissions.unsettled();
    // A door admits to one event or a few: each is read once per settling.
    const events = new Map<string, Promise<EventDocument | null>>();
    // What the server made of each admission: the passes after one admitted anyway go by it.
    const answered = new Map<string, CheckInOutcome>();
    for (const admission of waiting) {
      if (!events.has(admission.eventId)) events.set(admission.eventId, this.store.getById('events', admission.eventId));
      const event = await events.get(admission.eventId);
      if (!event) {
        // An event deleted meanwhile took its check-ins with it: nothing left to compare.
        await this.admissions.settled(admission);
        continue;
      }
      const { method, by, device, at, notOnDeviceList } = admission;
      const outcome = await this.attendee.checkIn(
        event,
        { ticketId: admission.ticketId },
        { method, by, device, onlyOnEventDays: false, admittedAt: at, notOnDeviceList },
      );
      // Without network again: the check-in is queued, and it is looked at next time.
      if (outcome.kind === 'checked-in' && outcome.pending) continue;
      answered.set(checkInId(admission.eventId, admission.ticketId), outcome);
      const conflict = this.conflictOf(admission, outcome);
      if (conflict) {
        await this.admissions.report(conflict);
        settlement.conflicts.push(conflict);
      } else settlement.admitted += 1;
      await this.admissions.settled(admission);
    }
    for (const pass of await this.admissions.unsettledPasses()) {
      if (pass.awaitsCheckIn) {
        const written = await this.writtenAfterItsCheckIn(pass, answered.get(checkInId(pass.eventId, pass.ticketId)));
        // Its admission not answered yet (without network again): looked at next time.
        if (written === 'admission unsettled') continue;
        // Refused: that admission's own conflict says why; there was no stay to end.
        if (written === 'no check-in') {
          await this.admissions.settledPass(pass);
          continue;
        }
      }
      const kept = await this.store.getById('doorPasses', doorPassId(pass.eventId, pass.ticketId, pass.number));
      const conflict = this.passConflictOf(pass, kept);
      if (conflict) {
        await this.admissions.report(conflict);
        settlement.conflicts.push(conflict);
      }
      await this.admissions.settledPass(pass);
    }
    return settlement;
  }

  /**
   * An exit or re-entry of a ticket admitted anyway, written now that its admission is a check-in
   * (the server keeps no pass without one). The server's answer to the admission, when this
   * settling had it, says whether there is one: a read just after might come from the device's
   * cache, which does not hold a check-in written by request.
   */
  private async writtenAfterItsCheckIn(
    pass: OfflinePass,
    answer: CheckInOutcome | undefined,
  ): Promise<'written' | 'no check-in' | 'admission unsettled'> {
    if (await this.admissions.unsettledOf(pass)) return 'admission unsettled';
    const checkIn =
      answer?.kind === 'checked-in' || answer?.kind === 'already-checked-in'
        ? answer.checkIn
        : answer
          ? null
          : await this.store.getById('checkins', checkInId(pass.eventId, pass.ticketId));
    if (!checkIn) return 'no check-in';
    const { eventId, ticketId, number, kind, at, by, device } = pass;
    const id = doorPassId(eventId, ticketId, number);
    await this.store.createIfAbsent('doorPasses', id, { eventId, ticketId, number, kind, name: checkIn.name, at, by, device });
    return 'written';
  }

  private passConflictOf(pass: OfflinePass, kept: DoorPassDocument | null): AdmissionConflict | null {
    if (kept && kept.at === pass.at && kept.device === pass.device) return null;
    const report = {
      id: admissionConflictId(pass),
      eventId: pass.eventId,
      ticketId: pass.ticketId,
      name: pass.name,
      offline: { at: pass.at, by: pass.by, device: pass.device, notOnDeviceList: false },
      noticedAt: this.clock.now().toISOString(),
      pass: pass.number,
    };
    return kept
      ? { ...report, kind: 'passed-elsewhere', kept: { at: kept.at, by: kept.by, device: kept.device } }
      : { ...report, kind: 'pass-refused' };
  }

  private conflictOf(admission: OfflineAdmission, outcome: CheckInOutcome): AdmissionConflict | null {
    const report = {
      id: admissionConflictId(admission),
      eventId: admission.eventId,
      ticketId: admission.ticketId,
      offline: { at: admission.at, by: admission.by, device: admission.device, notOnDeviceList: admission.notOnDeviceList },
      noticedAt: this.clock.now().toISOString(),
    };
    switch (outcome.kind) {
      case 'checked-in':
        return null;
      case 'already-checked-in': {
        const kept = outcome.checkIn;
        if (kept.at === admission.at && kept.device === admission.device) return null;
        return { ...report, name: kept.name, kind: 'admitted-elsewhere', kept: { at: kept.at, by: kept.by, device: kept.device } };
      }
      case 'not-registered':
        return {
          ...report,
          name: outcome.ticket?.name ?? admission.name,
          kind: 'refused',
          reason: outcome.reason === 'other-event' ? 'other-event' : 'cancelled',
        };
      default:
        return { ...report, name: admission.name, kind: 'refused', reason: 'unknown-ticket' };
    }
  }
}
