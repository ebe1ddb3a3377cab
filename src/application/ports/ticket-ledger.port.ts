import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import { capacityBelowSeatsTaken } from '../../domain/events/capacity';
import type { DuplicateGroup } from '../../domain/people/duplicates';
import type { ImportReport } from '../../domain/people/import-plan';
import type { LiveListener } from '../live/live-result';
import type { DocumentOf } from './collections';
import type { ImportOptions, NewDocument, Unsubscribe } from './document-store.port';

/** A ticket's fields as a use case gives them: the ledger adds the event and the ticket id. */
export type TicketFields = Omit<NewDocument<TicketCollection>, 'eventId'>;

export type IssueRequest = {
  event: EventDocument;
  fields: TicketFields;
  now: Date;
  /** Visitors: registration open, not over, a free seat. Administrators may seat beyond. */
  enforceRegistrationRules: boolean;
  /** Written in the same write as the ticket, or not at all: the person in the directory. */
  directoryEntry?: NewDocument<'users'>;
};

export type IssueOutcome =
  | { kind: 'issued'; ticketId: string }
  | { kind: 'already-registered' }
  | { kind: 'unknown-event' }
  | { kind: 'full' }
  | { kind: 'closed' }
  | { kind: 'ended' };

export type AmendOutcome = { kind: 'saved' } | { kind: 'gone' } | { kind: 'already-registered' };

/** The capacity asked for is below the seats its tickets already take. */
export class CapacityBelowSeatsTaken extends Error {
  readonly code = 'LEDGER.CAPACITY_BELOW_SEATS_TAKEN';

  constructor(readonly seatsTaken: number) {
    super(capacityBelowSeatsTaken(seatsTaken));
  }
}

/**
 * Tickets and what must stay true with them: at most one per (event, e-mail), never more seats
 * taken than the capacity when visitors register, however many register at the same moment.
 * How seats are counted (a counter, shards, a key per e-mail) is the storage's business.
 */
export interface TicketLedger {
  /**
   * Issues a ticket, or says truthfully why not. A lost race with other registrations is
   * retried inside; it never comes back as an error.
   */
  issue(request: IssueRequest): Promise<IssueOutcome>;
  /** Changes a ticket's fields; a new e-mail moves its key, unless another ticket holds it. */
  amend(collection: TicketCollection, ticketId: string, changes: Partial<NewDocument<TicketCollection>>): Promise<AmendOutcome>;
  /** Removes a ticket and frees its seat. A ticket already gone is reported, not an error. */
  withdraw(collection: TicketCollection, ticketId: string): Promise<'withdrawn' | 'gone'>;
  /** Administrators' import into a register: new e-mails only, tickets with their keys and seats. */
  importTickets(
    event: EventDocument,
    collection: TicketCollection,
    people: ReadonlyArray<Partial<TicketFields>>,
    options?: ImportOptions,
  ): Promise<ImportReport>;
  /** Removes what each group says goes, frees those seats; the e-mail then belongs to the ticket kept. */
  removeDuplicates(collection: TicketCollection, groups: ReadonlyArray<DuplicateGroup<DocumentOf<TicketCollection>>>): Promise<number>;
  /**
   * Sizes the event's seats to its capacity and saves the capacity on the event, so that no
   * registration lands between the count and the save; CapacityBelowSeatsTaken when tickets
   * already take more, DocumentNotFoundError when the event is gone.
   */
  setCapacity(event: EventDocument): Promise<void>;
  /**
   * Deletes the event with everything kept for it: its tickets and seats, its waiting list, its
   * door passes and check-ins; its feedback stays, as general feedback. All or nothing where the
   * storage has transactions big enough; otherwise the event is first closed and marked as being
   * removed, and removing it again, or `finishInterruptedRemovals`, finishes what was cut short.
   */
  removeEvent(eventId: string): Promise<'removed' | 'gone'>;
  /** Finishes the removals that were cut short; how many there were. */
  finishInterruptedRemovals(): Promise<number>;
  seatsTaken(eventId: string): Promise<number>;
  /** Seats taken per event, live; an event missing from the map has none taken. */
  watchSeats(onChange: LiveListener<ReadonlyMap<string, number>>, onError: (error: Error) => void): Unsubscribe;
  watchSeatsOf(eventId: string, onChange: LiveListener<number>, onError: (error: Error) => void): Unsubscribe;
}
