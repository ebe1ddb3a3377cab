import { checkInId, type CheckInDocument } from '../../domain/check-in/check-in';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import { doorPassId, nextPass, type DoorPassKind } from '../../domain/check-in/door-pass';
import type { EventDocument } from '../../domain/events/event';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import { StorePermissionError } from '../ports/store-errors';

type Staff = { by: string; device: string };

/**
 * Exits and re-entries after a check-in (door-pass.ts). The next pass's number comes from the
 * passes this device can read; its document is created only if absent, so two doors recording
 * the same step keep one, and a door without network records it once it is back.
 */
export class DoorPasses {
  constructor(
    private readonly store: Pick<DocumentStore, 'getById' | 'list' | 'createIfAbsent'>,
    private readonly clock: Clock,
  ) {}

  /** The check-in of the ticket at the event, if any. */
  checkInOf(event: EventDocument, ticketId: string): Promise<CheckInDocument | null> {
    return this.store.getById('checkins', checkInId(event.id, ticketId));
  }

  /**
   * The next pass for someone checked in: an exit in exit mode; a re-entry in entry mode when
   * they went out and the event allows it. Null in entry mode for someone inside (the check-in
   * or their last re-entry stands: "already checked in"). Not checked in when an administrator
   * took the check-in back while this door was recording the pass, or between its reading of the
   * check-in and of the passes (the taking back deletes both at once: no passes read may mean
   * they went with it). `keptOnDevice`: an admission the server has not answered yet, which the
   * store cannot be asked about.
   */
  async pass(
    event: EventDocument,
    checkIn: Pick<CheckInDocument, 'ticketId' | 'name' | 'at'>,
    mode: DoorPassKind,
    staff: Staff,
    { keptOnDevice = false } = {},
  ): Promise<CheckInOutcome | null> {
    const passes = await this.store.list('doorPasses', {
      where: [
        { field: 'eventId', op: '==', value: event.id },
        { field: 'ticketId', op: '==', value: checkIn.ticketId },
      ],
    });
    const next = nextPass(mode, checkIn, passes, event.reEntry === true);
    if (next.kind === 'already-in') {
      const takenBack = passes.length === 0 && !keptOnDevice && (await this.goneNow(event, checkIn.ticketId));
      return takenBack ? { kind: 'not-checked-in', name: checkIn.name } : null;
    }
    if (next.kind === 'already-out') return { kind: 'already-out', name: checkIn.name, since: next.since };
    if (next.kind === 're-entry-refused') return { kind: 're-entry-refused', name: checkIn.name, leftAt: next.leftAt };
    let result;
    try {
      result = await this.store.createIfAbsent('doorPasses', doorPassId(event.id, checkIn.ticketId, next.number), {
        eventId: event.id,
        ticketId: checkIn.ticketId,
        number: next.number,
        kind: next.kind,
        name: checkIn.name,
        at: this.clock.now().toISOString(),
        ...staff,
      });
    } catch (error) {
      // An administrator took the check-in back meanwhile: the server keeps no pass without
      // one, and refuses this one as it would a stranger's. That is a race lost, not a right.
      if (error instanceof StorePermissionError && (await this.goneNow(event, checkIn.ticketId))) {
        return { kind: 'not-checked-in', name: checkIn.name };
      }
      throw error;
    }
    // Another door recorded this very step first: the person is where it says.
    if (!result.created) return next.kind === 'exit' ? { kind: 'already-out', name: checkIn.name, since: result.document.at } : null;
    const pending = result.pending ? { pending: true } : {};
    return next.kind === 'exit'
      ? { kind: 'checked-out', pass: result.document, ...pending }
      : { kind: 're-entered', pass: result.document, ...pending };
  }

  /** The check-in, read again, is gone. One that cannot be read (no network) stands as it was read. */
  private async goneNow(event: EventDocument, ticketId: string): Promise<boolean> {
    return (await this.checkInOf(event, ticketId).catch(() => undefined)) === null;
  }
}
