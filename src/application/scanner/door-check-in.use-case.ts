import type { EventDocument } from '../../domain/events/event';
import { checkInId, type CheckInDocument } from '../../domain/check-in/check-in';
import type { CheckInOutcome } from '../../domain/check-in/check-in-outcome';
import type { CheckInAttendee, CheckInContext } from '../check-in/check-in-attendee.use-case';
import type { Clock } from '../ports/clock.port';
import type { OfflineAdmissions } from '../ports/offline-admissions.port';
import { StoreOfflineError } from '../ports/store-errors';
import type { DoorTicket } from '../ports/door-copy.port';
import type { OfflineAdmission } from '../../domain/check-in/admission-conflict';
import { doorPassId, nextPass, type DoorPassKind } from '../../domain/check-in/door-pass';
import { DoorListNotHeldError, type DoorList, type TicketCandidate } from './door-list';
import type { DoorPasses } from './door-passes';
import type { CheckInRequest } from './scanner.machine';

type DoorListView = Pick<DoorList, 'find' | 'canAskSource' | 'state'>;
type DoorSearchView = Pick<DoorList, 'search' | 'held'>;

/** How long a search waits for a list still on its way before it says the list is not here. */
export const SEARCH_WAITS_FOR_LIST_MS = 10_000;
type Staff = Pick<CheckInContext, 'by' | 'device'>;

/**
 * A check-in at the door, decided from the door's list: a ticket on it is admitted without a
 * request for the ticket (the check-in itself is queued when there is no network, and the
 * admission kept on the device until the server has answered it); one missing from it has its
 * own outcome when the server cannot say, since the list may be older than the ticket.
 */
export class DoorCheckIn {
  constructor(
    private readonly attendee: Pick<CheckInAttendee, 'checkIn'>,
    private readonly admissions: Pick<OfflineAdmissions, 'remember' | 'rememberPass' | 'unsettledOf' | 'unsettledPasses'>,
    private readonly clock: Clock,
    private readonly passes: Pick<DoorPasses, 'checkInOf' | 'pass'>,
  ) {}

  /** Entry mode: the check-in; someone already checked in who went out comes back in (re-entry). */
  async checkIn(event: EventDocument, list: DoorListView, request: CheckInRequest, staff: Staff): Promise<CheckInOutcome> {
    const outcome = await this.entry(event, list, request, staff);
    // Taken back by an administrator while this door was recording a re-entry: this scan checks them in anew.
    return outcome.kind === 'not-checked-in' ? this.entry(event, list, request, staff) : outcome;
  }

  private async entry(event: EventDocument, list: DoorListView, request: CheckInRequest, staff: Staff): Promise<CheckInOutcome> {
    const admission: CheckInContext = { ...staff, method: request.method, onlyOnEventDays: false };
    const ticket = list.find(request.ticketId);
    const kept = await this.admissions.unsettledOf({ eventId: event.id, ticketId: ticket?.id ?? request.ticketId }).catch(() => null);
    const outcome = await this.decided(event, list, request, admission, { ticket, kept });
    if (outcome.kind === 'checked-in' && outcome.pending) {
      const { checkIn } = outcome;
      await this.admissions.remember({
        eventId: event.id,
        ticketId: checkIn.ticketId,
        name: checkIn.name,
        at: checkIn.at,
        by: checkIn.by,
        device: checkIn.device,
        method: checkIn.method,
        notOnDeviceList: false,
      });
    }
    if (outcome.kind !== 'already-checked-in') return outcome;
    const pass = await this.passes.pass(event, outcome.checkIn, 'entry', staff, { keptOnDevice: kept !== null });
    return (await this.rememberedIfPending(pass)) ?? outcome;
  }

  /**
   * From what this door admitted without network first, then its list, then the store. The
   * door's own database survives a reload; the store's cache may not (a reload has found the
   * queued check-in missing from it, and the door admitted the ticket again). It is read whether
   * the device seems online or not: a door reloaded without network has been seen to count
   * itself online, and until the door has settled its admissions the server cannot know better.
   * A database that cannot be read (`kept` null) leaves the decision to the store. `ticket`: the
   * scanned ticket on the door's list, if it is there.
   */
  private async decided(
    event: EventDocument,
    list: DoorListView,
    request: CheckInRequest,
    admission: CheckInContext,
    { ticket, kept }: { ticket: DoorTicket | null; kept: OfflineAdmission | null },
  ): Promise<CheckInOutcome> {
    const ticketId = ticket?.id ?? request.ticketId;
    if (kept && ticket) return { kind: 'already-checked-in', checkIn: keptCheckIn(kept, ticket) };
    // Admitted anyway, and still missing from the list: staff are not offered to admit it twice;
    // back after going out, it is a re-entry.
    if (kept) {
      const reEntry = await this.passOfAdmittedAnyway(event, kept, 'entry', { by: admission.by, device: admission.device });
      return reEntry ?? { kind: 'already-admitted-anyway', ticketId, at: kept.at, by: kept.by, device: kept.device };
    }
    if (ticket) return this.attendee.checkIn(event, { ticket: { ...ticket, foundInCollection: ticket.collection } }, admission);
    return this.missingFromList(event, list, request.ticketId, admission);
  }

  /**
   * The door's search: people on its list, each with their check-in when this device can read
   * it, so staff see who is already in before they pick. A check-in it cannot read (no network,
   * nothing held) leaves the person as found: the check-in itself still says "already". A
   * search typed before the list has come waits for it: "nobody matches" would be untrue.
   */
  async find(event: EventDocument, list: DoorSearchView, query: string): Promise<TicketCandidate[]> {
    if (!(await list.held(SEARCH_WAITS_FOR_LIST_MS))) throw new DoorListNotHeldError();
    return Promise.all(
      list.search(query).map(async (candidate) => {
        const checkIn = await this.passes.checkInOf(event, candidate.ticketId).catch(() => null);
        return checkIn ? { ...candidate, checkedInAt: checkIn.at } : candidate;
      }),
    );
  }

  /**
   * Exit mode: someone checked in goes out (a pass of its own; the check-in is never edited).
   * Without network the door may not have seen a check-in another door made meanwhile: a ticket
   * on its list goes out all the same, and the server says once it is back whether it had one.
   */
  async checkOut(event: EventDocument, list: DoorListView, request: CheckInRequest, staff: Staff): Promise<CheckInOutcome> {
    const ticketId = request.ticketId.trim();
    const checkIn = await this.passes.checkInOf(event, ticketId).catch((error: unknown) => {
      // The device holds nothing of it and cannot ask: a check-in it did not see.
      if (error instanceof StoreOfflineError) return null;
      throw error;
    });
    const ticket = list.find(request.ticketId);
    const notCheckedIn: CheckInOutcome = { kind: 'not-checked-in', name: ticket?.name ?? null };
    if (!checkIn && !ticket) {
      const kept = await this.admissions.unsettledOf({ eventId: event.id, ticketId }).catch(() => null);
      if (kept?.notOnDeviceList) return (await this.passOfAdmittedAnyway(event, kept, 'exit', staff)) ?? notCheckedIn;
    }
    const seenOrUnseen =
      checkIn ?? (ticket && !list.canAskSource() ? { ticketId, name: ticket.name, at: this.clock.now().toISOString() } : null);
    if (!seenOrUnseen) return notCheckedIn;
    const outcome = await this.rememberedIfPending(await this.passes.pass(event, seenOrUnseen, 'exit', staff));
    return outcome ?? (checkIn ? { kind: 'already-checked-in', checkIn } : { kind: 'not-checked-in', name: seenOrUnseen.name });
  }

  /**
   * Exits and re-entries of someone this door admitted anyway without network, before the server
   * has checked the ticket: the server keeps passes only after a check-in, so they are kept on
   * the device and written once the admission is one (settle-offline-admissions). Until then the
   * door's own record is all there is of them. Null: in entry mode, they are inside.
   */
  private async passOfAdmittedAnyway(
    event: EventDocument,
    kept: OfflineAdmission,
    mode: DoorPassKind,
    staff: Staff,
  ): Promise<CheckInOutcome | null> {
    const { eventId, ticketId, name } = kept;
    const passes = (await this.admissions.unsettledPasses()).filter((pass) => pass.eventId === eventId && pass.ticketId === ticketId);
    const next = nextPass(mode, kept, passes, event.reEntry === true);
    if (next.kind === 'already-in') return null;
    if (next.kind === 'already-out') return { kind: 'already-out', name, since: next.since };
    if (next.kind === 're-entry-refused') return { kind: 're-entry-refused', name, leftAt: next.leftAt };
    const pass = { eventId, ticketId, number: next.number, kind: next.kind, name, at: this.clock.now().toISOString(), ...staff };
    await this.admissions.rememberPass({ ...pass, awaitsCheckIn: true });
    const document = { id: doorPassId(eventId, ticketId, next.number), ...pass };
    return next.kind === 'exit'
      ? { kind: 'checked-out', pass: document, pending: true }
      : { kind: 're-entered', pass: document, pending: true };
  }

  /** A pass the server has not answered yet is kept on the device until it has (settle-offline-admissions). */
  private async rememberedIfPending(outcome: CheckInOutcome | null): Promise<CheckInOutcome | null> {
    if ((outcome?.kind === 'checked-out' || outcome?.kind === 're-entered') && outcome.pending) {
      const { id: _id, ...pass } = outcome.pass;
      await this.admissions.rememberPass(pass);
    }
    return outcome;
  }

  /**
   * "Admit anyway": staff let in a ticket missing from the door's list. With the server in
   * reach it decides as usual; without, the admission is kept on the device as such, and the
   * server checks the ticket when the door is back online (a conflict if it is not valid).
   */
  async admitAnyway(event: EventDocument, list: DoorListView, request: CheckInRequest, staff: Staff): Promise<CheckInOutcome> {
    const outcome = await this.checkIn(event, list, request, staff);
    if (outcome.kind !== 'not-on-device-list') return outcome;
    const at = this.clock.now().toISOString();
    await this.admissions.remember({
      eventId: event.id,
      ticketId: request.ticketId,
      name: '',
      at,
      ...staff,
      method: request.method,
      notOnDeviceList: true,
    });
    return { kind: 'admitted-anyway', ticketId: request.ticketId, at };
  }

  /**
   * A ticket missing from the list: asked of the store, which answers from the server when it
   * can, else from what this device holds. Unknown to a device that cannot reach the server, or
   * a server the device cannot reach yet (just back online), it is "not on this device's list".
   */
  private async missingFromList(
    event: EventDocument,
    list: DoorListView,
    ticketId: string,
    admission: CheckInContext,
  ): Promise<CheckInOutcome> {
    const notOnList: CheckInOutcome = { kind: 'not-on-device-list', updatedAt: list.state.updatedAt };
    const reachable = list.canAskSource();
    try {
      const outcome = await this.attendee.checkIn(event, { ticketId }, admission);
      return outcome.kind === 'unknown-ticket' && !reachable ? notOnList : outcome;
    } catch (error) {
      if (error instanceof StoreOfflineError) return notOnList;
      throw error;
    }
  }
}

/** A ticket this door admitted without network, which the server has not answered yet, as a check-in. */
function keptCheckIn(kept: OfflineAdmission, ticket: DoorTicket): CheckInDocument {
  const { eventId, ticketId, at, by, device, method } = kept;
  return {
    id: checkInId(eventId, ticketId),
    eventId,
    ticketId,
    foundInCollection: ticket.collection,
    name: kept.name || ticket.name,
    email: ticket.email,
    at,
    by,
    device,
    method,
    ...(kept.notOnDeviceList ? { notOnDeviceList: true as const } : {}),
  };
}
