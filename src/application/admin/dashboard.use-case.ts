import { TICKET_COLLECTIONS } from '../../domain/collections';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import type { EventDocument } from '../../domain/events/event';
import type { FeedbackDocument } from '../../domain/feedback/feedback';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';

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

  watch(onChange: (data: DashboardData) => void, onError: (error: Error) => void): Unsubscribe {
    const parts: Partial<Record<'events' | 'checkIns' | 'feedback' | 'registrations' | 'highlevelRegister' | 'nationaldayRegister', unknown[]>> = {};
    const report = () => {
      const { events, checkIns, feedback, registrations, highlevelRegister, nationaldayRegister } = parts;
      if (!events || !checkIns || !feedback || !registrations || !highlevelRegister || !nationaldayRegister) return;
      onChange({
        events: events as EventDocument[],
        checkIns: checkIns as CheckInDocument[],
        feedback: feedback as FeedbackDocument[],
        ticketHolders: [...registrations, ...highlevelRegister, ...nationaldayRegister] as Array<{ country?: string }>,
      });
    };
    const keep = (name: keyof typeof parts) => (documents: unknown[]) => {
      parts[name] = documents;
      report();
    };
    const stops = [
      this.store.watch('events', {}, keep('events'), onError),
      this.store.watch('checkins', {}, keep('checkIns'), onError),
      this.store.watch('feedback', {}, keep('feedback'), onError),
      ...TICKET_COLLECTIONS.map((collection) => this.store.watch(collection, {}, keep(collection), onError)),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
