import type { EventDocument } from '../../domain/events/event';
import type { Messenger } from '../messages/messenger';
import type { AttemptLog } from '../ports/attempt-log.port';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import { NO_KEPT_PLACES, type KeptPlaces } from '../ports/kept-places.port';
import { StoreOfflineError } from '../ports/store-errors';
import type { CancelOutcome, ConfirmOutcome, JoinOutcome, WaitingList, WaitingView } from '../ports/waiting-list.port';
import { RegistrationIntake, type IntakeRefusal } from '../registrations/registration-intake';
import type { TicketDesk } from '../registrations/ticket-desk.use-case';
import { passEndedHoldsOf } from './pass-ended-holds';
import { writeTicketEmail, type TicketEmail } from '../registrations/ticket-email';

/** `numberInLine`: null when the place was taken but the places ahead of it could not be counted. */
export type JoinListOutcome =
  { kind: 'joined'; entryId: string; numberInLine: number | null } | Exclude<JoinOutcome, { kind: 'joined' }> | IntakeRefusal;

/** A confirmed seat is the person's whether or not its ticket's e-mail could be written: they are told which. */
export type ConfirmSeatOutcome = Exclude<ConfirmOutcome, { kind: 'confirmed' }> | (ConfirmedSeat & { email: TicketEmail });
type ConfirmedSeat = Extract<ConfirmOutcome, { kind: 'confirmed' }>;
/** Who a confirmed seat's ticket goes to, and for which event. */
type SeatHolder = { entry: WaitingView['entry']; event: EventDocument };

/**
 * A place as its page shows it: the event, the place, how many wait ahead. `settled`: a
 * confirmation this device had in doubt, settled by opening the page. `keptAt`: the server was
 * out of reach, and this is the place as this device last read it then.
 */
export type PlacePage = WaitingView & { event: EventDocument; settled?: { ticketId: string; email: TicketEmail }; keptAt?: string };

export type CancelTicketOutcome = Exclude<CancelOutcome, { kind: 'cancelled' }> | { kind: 'cancelled' };

/**
 * The waiting list as visitors use it: joining a full event's line with its registration form,
 * following one's place from its link, confirming a held seat, and cancelling one's own ticket
 * (which frees its seat for the line). Each step writes its message; ended holds are passed on
 * whenever a page of the event's line is opened (there is no server to do it on the minute).
 */
export class WaitingListDesk {
  private readonly intake: RegistrationIntake;

  constructor(
    private readonly store: DocumentStore,
    private readonly list: WaitingList,
    private readonly tickets: Pick<TicketDesk, 'storedTicket'>,
    private readonly messenger: Messenger,
    private readonly clock: Clock,
    places: PlaceSource,
    attempts: AttemptLog,
    private readonly kept: KeptPlaces = NO_KEPT_PLACES,
  ) {
    this.intake = new RegistrationIntake(store, clock, places, attempts);
  }

  /** `language`: the language the person reads the page in, for the messages others' pages write to them. */
  async join(eventId: string, input: Record<string, unknown>, language?: string): Promise<JoinListOutcome> {
    const form = await this.intake.check(eventId, input);
    if (form.kind !== 'accepted') return form;
    const { event, fields, now } = form;
    const joined = await this.list.join({ event, fields, now, language });
    if (joined.kind !== 'joined') return joined;
    this.intake.taken(now);
    const numberInLine = await this.numberInLine(joined.entryId);
    await this.messenger.waiting(event, joined.place, { entryId: joined.entryId, name: fields.name, numberInLine }, now);
    return { kind: 'joined', entryId: joined.entryId, numberInLine };
  }

  /**
   * The place's number in line, or null when it cannot be counted now (the network went after the
   * join was answered): the place is the person's all the same, and they are told they joined,
   * not "nothing was saved" for a count that is only information.
   */
  private async numberInLine(entryId: string): Promise<number | null> {
    try {
      const view = await this.list.view(entryId);
      return view ? view.waitingAhead + 1 : null;
    } catch (error) {
      console.error('The places ahead of a new place could not be counted:', error);
      return null;
    }
  }

  /**
   * The place whose link this is, once the event's ended holds have passed on; null: no such
   * place. Read from the server, it is kept on the device; with the server out of reach (no
   * network at the venue), the device's copy is shown, saying when it was kept.
   */
  async place(entryId: string): Promise<PlacePage | null> {
    let page: PlacePage | null;
    try {
      page = await this.storedPlace(entryId);
    } catch (error) {
      const kept = error instanceof StoreOfflineError ? this.kept.place(entryId) : null;
      if (!kept) throw error;
      return kept;
    }
    if (!page) this.kept.forget(entryId);
    else {
      const { settled: _thisOpening, ...shown } = page;
      this.kept.keep({ ...shown, keptAt: this.clock.now().toISOString() });
    }
    return page;
  }

  /**
   * The place as the store holds it. What the page does on the place's behalf (passing ended
   * holds, settling a confirmation in doubt) may fail on a bad network: it is logged and the
   * place shown as read, its confirmation still marked in doubt, rather than a page that fails
   * to load.
   */
  private async storedPlace(entryId: string): Promise<PlacePage | null> {
    const first = await this.list.view(entryId);
    const event = first ? await this.store.getById('events', first.entry.eventId) : null;
    if (!first || !event) return null;
    // Confirmed by this device unseen (reloaded while it waited): settled now, its e-mail written, so that "sent" is true.
    const settled = first.confirmationInDoubt ? await this.settle(entryId, first.entry, event) : null;
    const passed = await passEndedHoldsOf(this.list, this.messenger, event, this.clock.now()).catch((error: unknown) => {
      console.error('Ended holds could not be passed on:', error);
      return [];
    });
    const view = passed.length > 0 || settled ? await this.list.view(entryId) : first;
    return view ? { ...view, event, ...(settled ? { settled } : {}) } : null;
  }

  /** The ticket a confirmation in doubt settles on; null when it could not be settled now. The page read the place and event already. */
  private async settle(entryId: string, entry: WaitingView['entry'], event: EventDocument): Promise<PlacePage['settled'] | null> {
    try {
      const now = this.clock.now();
      const outcome = await this.list.confirm(entryId, now);
      if (outcome.kind !== 'confirmed') return null;
      const { email } = await this.withTicketEmail(outcome, async () => ({ entry, event }), now);
      return { ticketId: outcome.ticketId, email };
    } catch (error) {
      console.error('A confirmation in doubt could not be settled:', error);
      return null;
    }
  }

  /** A full event's page passes on its ended holds: the seat may be the next person's already. */
  async passEndedHolds(event: EventDocument): Promise<void> {
    await passEndedHoldsOf(this.list, this.messenger, event, this.clock.now());
  }

  async confirm(entryId: string): Promise<ConfirmSeatOutcome> {
    const now = this.clock.now();
    const outcome = await this.list.confirm(entryId, now);
    if (outcome.kind !== 'confirmed') return outcome;
    return this.withTicketEmail(outcome, () => this.placeAndEvent(entryId), now);
  }

  private async placeAndEvent(entryId: string): Promise<SeatHolder> {
    const view = await this.list.view(entryId);
    const event = view ? await this.store.getById('events', view.entry.eventId) : null;
    if (!view || !event) throw new Error(`The confirmed place ${entryId} or its event could not be read.`);
    return { entry: view.entry, event };
  }

  /** After the seat is confirmed, nothing may fail the confirmation: a place that cannot be read is a failed e-mail. */
  private async withTicketEmail(
    seat: ConfirmedSeat,
    holder: () => Promise<SeatHolder>,
    now: Date,
  ): Promise<ConfirmedSeat & { email: TicketEmail }> {
    let known: SeatHolder;
    try {
      known = await holder();
    } catch (failure) {
      console.error(`The e-mail of ticket ${seat.ticketId} could not be written:`, failure);
      return { ...seat, email: { written: false, failure } };
    }
    const { entry, event } = known;
    const email = await writeTicketEmail(this.messenger, event, { ticketId: seat.ticketId, name: entry.name, email: entry.email }, now);
    return { ...seat, email };
  }

  /** The holder cancels from the ticket's page: the seat goes to the line at once, both told. */
  async cancel(eventId: string, ticketId: string): Promise<CancelTicketOutcome> {
    // Decided on the store's answer: a copy kept on the device is for showing the ticket only.
    const ticket = await this.tickets.storedTicket(eventId, ticketId);
    if (!ticket) return { kind: 'gone' };
    if (ticket.cancelledAt) return { kind: 'already-cancelled' };
    const now = this.clock.now();
    const outcome = await this.list.cancelTicket(ticket.collection, ticketId, now);
    if (outcome.kind !== 'cancelled') return outcome;
    await this.messenger.cancelled(ticket.event, { ticketId, name: ticket.name, email: ticket.email }, now);
    if (outcome.offered) await this.messenger.offered(ticket.event, outcome.offered.place, now);
    return { kind: 'cancelled' };
  }
}
