import { TICKET_COLLECTIONS, type TicketCollection } from '../../domain/collections';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { EventDocument } from '../../domain/events/event';
import type { FeedbackDocument } from '../../domain/feedback/feedback';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import { joinLive, type LiveListener } from '../live/live-result';

export type DashboardData = {
  events: EventDocument[];
  checkIns: CheckInDocument[];
  feedback: FeedbackDocument[];
  /** The countries of everyone holding a ticket (from the stored location at registration). */
  ticketHolders: Array<{ country?: string }>;
};

/** Everything the dashboard draws, kept live by the store's live queries. */
export class Dashboard {
  constructor(private readonly store: DocumentStore) {}

  /** Confirmed once every part is (see LiveResultInfo). */
  watch(onChange: LiveListener<DashboardData>, onError: (error: Error) => void): Unsubscribe {
    type Parts = Omit<DashboardData, 'ticketHolders'> & Record<TicketCollection, Array<{ country?: string }>>;
    const part = joinLive<Parts>(['events', 'checkIns', 'feedback', ...TICKET_COLLECTIONS], ({ events, checkIns, feedback, ...tickets }, info) =>
      onChange({ events, checkIns, feedback, ticketHolders: TICKET_COLLECTIONS.flatMap((collection) => tickets[collection]) }, info),
    );
    const stops = [
      this.store.watch('events', {}, part('events'), onError),
      this.store.watch('checkins', {}, part('checkIns'), onError),
      this.store.watch('feedback', {}, part('feedback'), onError),
      ...TICKET_COLLECTIONS.map((collection) => this.store.watch(collection, {}, part(collection), onError)),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
