import type { EventDocument } from '../../domain/events/event';
import type { Messenger } from '../messages/messenger';
import type { AttemptLog } from '../ports/attempt-log.port';
import type { Clock } from '../ports/clock.port';
import type { DocumentStore } from '../ports/document-store.port';
import type { PlaceSource } from '../ports/place-source.port';
import type { CancelOutcome, ConfirmOutcome, JoinOutcome, WaitingList, WaitingView } from '../ports/waiting-list.port';
import { RegistrationIntake, type IntakeRefusal } from '../registrations/registration-intake';
import type { TicketDesk } from '../registrations/ticket-desk.use-case';
import { passEndedHoldsOf } from './pass-ended-holds';
import { writeTicketEmail } from '../registrations/ticket-email';

/** `numberInLine`: null when the place was taken but the places ahead of it could not be counted. */
export type JoinListOutcome =
  { kind: 'joined'; entryId: string; numberInLine: number | null } | Exclude<JoinOutcome, { kind: 'joined' }> | IntakeRefusal;

/** A place as its page shows it: the event, the place, how many wait ahead. */
export type PlacePage = WaitingView & { event: EventDocument };

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
    private readonly tickets: Pick<TicketDesk, 'ticket'>,
    private readonly messenger: Messenger,
    private readonly clock: Clock,
    places: PlaceSource,
    attempts: AttemptLog,
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

  /** The place whose link this is, once the event's ended holds have passed on; null: no such place. */
  async place(entryId: string): Promise<PlacePage | null> {
    const first = await this.list.view(entryId);
    const event = first ? await this.store.getById('events', first.entry.eventId) : null;
    if (!first || !event) return null;
    // Confirmed by this device unseen (reloaded while it waited): settled now, its e-mail written, so that "sent" is true.
    if (first.confirmationInDoubt) await this.confirm(entryId);
    const passed = await passEndedHoldsOf(this.list, this.messenger, event, this.clock.now());
    const view = passed.length > 0 || first.confirmationInDoubt ? await this.list.view(entryId) : first;
    return view ? { ...view, event } : null;
  }

  /** A full event's page passes on its ended holds: the seat may be the next person's already. */
  async passEndedHolds(event: EventDocument): Promise<void> {
    await passEndedHoldsOf(this.list, this.messenger, event, this.clock.now());
  }

  async confirm(entryId: string): Promise<ConfirmOutcome> {
    const now = this.clock.now();
    const outcome = await this.list.confirm(entryId, now);
    if (outcome.kind === 'confirmed') {
      const view = await this.list.view(entryId);
      const event = view ? await this.store.getById('events', view.entry.eventId) : null;
      // The seat is theirs whether or not its e-mail could be written; a failure is logged.
      if (view && event)
        await writeTicketEmail(this.messenger, event, { ticketId: outcome.ticketId, name: view.entry.name, email: view.entry.email }, now);
    }
    return outcome;
  }

  /** The holder cancels from the ticket's page: the seat goes to the line at once, both told. */
  async cancel(eventId: string, ticketId: string): Promise<CancelTicketOutcome> {
    const ticket = await this.tickets.ticket(eventId, ticketId);
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
