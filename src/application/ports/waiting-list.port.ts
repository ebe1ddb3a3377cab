import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import type { WaitingEntry, WaitingPlace } from '../../domain/waiting-list/waiting-list';
import type { LiveListener } from '../live/live-result';
import type { Unsubscribe } from './document-store.port';
import type { TicketFields } from './ticket-ledger.port';

/** `language`: the language of the joining person's page (see WaitingPlace). */
export type JoinRequest = { event: EventDocument; fields: TicketFields; now: Date; language?: string };

export type JoinOutcome =
  | { kind: 'joined'; entryId: string; place: WaitingPlace }
  | { kind: 'already-registered' }
  | { kind: 'already-waiting' }
  | { kind: 'closed' };

/**
 * A person's own view of their place: what the link they received opens. `confirmationInDoubt`:
 * this device sent a confirmation whose answer never came (the page was reloaded meanwhile), and
 * the place reads confirmed; confirming again settles it (and writes the ticket's e-mail).
 */
/**
 * A place as its link shows it. `ticketId`: the ticket of a confirmed place, found from whichever
 * device holds the link (the person may have confirmed on another one). `confirmationInDoubt`:
 * this device sent a confirmation that was not answered.
 */
export type WaitingView = { entry: WaitingEntry; place: WaitingPlace; waitingAhead: number; ticketId?: string; confirmationInDoubt?: true };

/** A seat that went to a place in the line: whom to write to, and until when it is held. */
export type Offer = { place: WaitingPlace };

export type CancelOutcome =
  | { kind: 'cancelled'; eventId: string; email: string; name: string; offered: Offer | null }
  | { kind: 'checked-in' }
  | { kind: 'already-cancelled' }
  | { kind: 'gone' };

export type ConfirmOutcome =
  | { kind: 'confirmed'; ticketId: string; collection: TicketCollection }
  | { kind: 'already-registered' }
  /** The hold ended before the confirmation: the seat went on (or goes on now). */
  | { kind: 'hold-over' }
  /** No seat is held for this place (still waiting, or confirmed, expired, removed); null: the link is no place. */
  | { kind: 'not-offered'; place: WaitingPlace | null };

/** A hold that ended: the place it was for, and where its seat went (null: freed, nobody waiting). */
export type HoldPassed = { expired: WaitingPlace; offered: Offer | null };

/** One line of the list as administrators see it. */
export type LineEntry = { place: WaitingPlace; entry: WaitingEntry | null };

export type WaitingCounts = ReadonlyMap<string, { waiting: number; offered: number }>;

/**
 * The waiting list of events, kept with their seats: a seat held for a place counts as taken,
 * so nobody registering takes it; seats go to places in the order they joined, one place at a
 * time, also when several seats free at once or several people act at the same moment. How
 * the order is kept (a counter, a pointer to the front) is the storage's business.
 */
export interface WaitingList {
  /** A place at the end of the line, for someone who holds no ticket and no place for the event. */
  join(request: JoinRequest): Promise<JoinOutcome>;
  /** The place whose link this is, and how many still wait ahead of it; null for a link that is no place. */
  view(entryId: string): Promise<WaitingView | null>;
  /**
   * The ticket holder cancels (the ticket id is the proof): its seat goes at once to the front
   * of the line, held until the event's hold ends, or is freed when nobody waits. A ticket used
   * to check in is not cancelled.
   */
  cancelTicket(collection: TicketCollection, ticketId: string, now: Date): Promise<CancelOutcome>;
  /** The person at an offered place takes the held seat: their ticket, from the form they filled in. */
  confirm(entryId: string, now: Date): Promise<ConfirmOutcome>;
  /** Holds of the event that ended by `now` pass to the next place, or free their seat. */
  passEndedHolds(event: EventDocument, now: Date): Promise<HoldPassed[]>;
  /** Administrators: free seats (capacity raised, a ticket deleted) offered to the front of the line. */
  offerFreeSeats(event: EventDocument, now: Date): Promise<Offer[]>;
  /** Administrators: the whole line with who is at each place. */
  line(eventId: string): Promise<LineEntry[]>;
  /** Administrators: takes a place out of the line; a seat it held goes to the next place. */
  remove(event: EventDocument, position: number, now: Date): Promise<Offer | null>;
  /** Waiting and offered places per event, live (the dashboard). */
  watchCounts(onChange: LiveListener<WaitingCounts>, onError: (error: Error) => void): Unsubscribe;
}
