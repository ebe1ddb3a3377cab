import { TICKET_COLLECTIONS, type TicketCollection } from '../../domain/collections';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { DoorPassDocument } from '../../domain/check-in/door-pass';
import { withSeats, type EventDocument, type EventWithSeats } from '../../domain/events/event';
import type { FeedbackDocument } from '../../domain/feedback/feedback';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import { joinLive, type LiveListener } from '../live/live-result';
import type { WaitingCounts, WaitingList } from '../ports/waiting-list.port';

export type DashboardData = {
  /** Seats taken as the tickets themselves count them: the dashboard holds them all anyway. */
  events: EventWithSeats[];
  checkIns: CheckInDocument[];
  /** Exits and re-entries after check-ins: who is inside now. */
  passes: DoorPassDocument[];
  feedback: FeedbackDocument[];
  /** The countries of everyone holding a ticket (from the stored location at registration). */
  ticketHolders: Array<{ country?: string }>;
  /** Per event: people waiting for a seat, and seats held for them now. */
  waiting: WaitingCounts;
};

/** Everything the dashboard draws, kept live by the store's live queries. */
export class Dashboard {
  constructor(
    private readonly store: DocumentStore,
    private readonly waitingList: Pick<WaitingList, 'watchCounts'>,
  ) {}

  /** Confirmed once every part is (see LiveResultInfo). */
  watch(onChange: LiveListener<DashboardData>, onError: (error: Error) => void): Unsubscribe {
    type Parts = Omit<DashboardData, 'ticketHolders' | 'events'> & { events: EventDocument[] } & Record<
        TicketCollection,
        Array<{ eventId: string; country?: string; cancelledAt?: string }>
      >;
    const part = joinLive<Parts>(
      ['events', 'checkIns', 'passes', 'feedback', 'waiting', ...TICKET_COLLECTIONS],
      ({ events, checkIns, passes, feedback, waiting, ...tickets }, info) => {
        // A cancelled ticket holds no seat and nobody will come with it.
        const ticketHolders = TICKET_COLLECTIONS.flatMap((collection) => tickets[collection]).filter((ticket) => !ticket.cancelledAt);
        const seats = new Map<string, number>();
        for (const ticket of ticketHolders) seats.set(ticket.eventId, (seats.get(ticket.eventId) ?? 0) + 1);
        onChange({ events: withSeats(events, seats), checkIns, passes, feedback, ticketHolders, waiting }, info);
      },
    );
    const stops = [
      this.store.watch('events', {}, part('events'), onError),
      this.store.watch('checkins', {}, part('checkIns'), onError),
      this.store.watch('doorPasses', {}, part('passes'), onError),
      this.store.watch('feedback', {}, part('feedback'), onError),
      this.waitingList.watchCounts(part('waiting'), onError),
      ...TICKET_COLLECTIONS.map((collection) => this.store.watch(collection, {}, part(collection), onError)),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
