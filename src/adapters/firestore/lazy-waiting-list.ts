import type { Firestore as ServerFirestore } from 'firebase/firestore/lite';
import type { LiveListener } from '../../application/live/live-result';
import type { Clock } from '../../application/ports/clock.port';
import type { Connectivity } from '../../application/ports/connectivity.port';
import type { Unsubscribe } from '../../application/ports/document-store.port';
import type {
  CancelOutcome,
  ConfirmOutcome,
  HoldPassed,
  JoinOutcome,
  JoinRequest,
  LineEntry,
  Offer,
  WaitingCounts,
  WaitingList,
  WaitingView,
} from '../../application/ports/waiting-list.port';
import type { TicketCollection } from '../../domain/collections';
import type { EventDocument } from '../../domain/events/event';
import { loadOnce } from '../shared/load-once';
import { subscribeWhenLoaded } from '../shared/subscribe-when-loaded';
import type { LiveSource } from './live-source';
import type { DoubtKeep } from './unconfirmed-writes';

/**
 * The Firestore waiting list, loaded at its first use: a full event's page, a waiting place's
 * link, a cancelled ticket, the admin area. A visitor reading an event or registering for one
 * with seats left never needs it, and it was the largest adapter in the data layer every page
 * downloads before its data shows.
 */
export class LazyWaitingList implements WaitingList {
  /** Without network now (an app not yet kept on the device), it is tried again at the next use. */
  private readonly load: () => Promise<WaitingList> = loadOnce(async () => {
    const { FirestoreWaitingList } = await import('./firestore-waiting-list');
    return new FirestoreWaitingList(this.live, this.server, this.connectivity, this.patienceMs, this.doubts, this.clock);
  });

  constructor(
    private readonly live: LiveSource,
    private readonly server: ServerFirestore,
    private readonly connectivity: Connectivity,
    /** How long a request waits for its answer (request-patience.ts). */
    private readonly patienceMs: number,
    /** Where writes sent without an answer are kept (unconfirmed-writes.ts). */
    private readonly doubts: DoubtKeep,
    /** The use cases' clock: a resize's mark is judged by it. */
    private readonly clock: Clock,
  ) {}

  async join(request: JoinRequest): Promise<JoinOutcome> {
    return (await this.load()).join(request);
  }

  async view(entryId: string): Promise<WaitingView | null> {
    return (await this.load()).view(entryId);
  }

  async cancelTicket(collection: TicketCollection, ticketId: string, now: Date): Promise<CancelOutcome> {
    return (await this.load()).cancelTicket(collection, ticketId, now);
  }

  async confirm(entryId: string, now: Date): Promise<ConfirmOutcome> {
    return (await this.load()).confirm(entryId, now);
  }

  async passEndedHolds(event: EventDocument, now: Date): Promise<HoldPassed[]> {
    return (await this.load()).passEndedHolds(event, now);
  }

  async offerFreeSeats(event: EventDocument, now: Date): Promise<Offer[]> {
    return (await this.load()).offerFreeSeats(event, now);
  }

  async line(eventId: string): Promise<LineEntry[]> {
    return (await this.load()).line(eventId);
  }

  async remove(event: EventDocument, position: number, now: Date): Promise<Offer | null> {
    return (await this.load()).remove(event, position, now);
  }

  watchCounts(onChange: LiveListener<WaitingCounts>, onError: (error: Error) => void): Unsubscribe {
    return subscribeWhenLoaded(this.load(), (list) => list.watchCounts(onChange, onError), onError);
  }
}
