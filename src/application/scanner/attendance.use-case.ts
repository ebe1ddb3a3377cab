import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import { joinLive, type LiveListener } from '../live/live-result';
import type { TicketLedger } from '../ports/ticket-ledger.port';

export type Attendance = { checkedIn: number; registered: number };

/** The scanner's counter: check-ins of the event against its tickets, both live. */
export class AttendanceCounter {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
  ) {}

  /** Offline, the door keeps counting from its copy: the result then says it is not confirmed. */
  watch(eventId: string, onChange: LiveListener<Attendance>, onError: (error: Error) => void): Unsubscribe {
    const part = joinLive<Attendance>(['checkedIn', 'registered'], onChange);
    const stopCheckIns = this.store.watch(
      'checkins',
      { where: [{ field: 'eventId', op: '==', value: eventId }] },
      (checkIns, info) => part('checkedIn')(checkIns.length, info),
      onError,
    );
    const stopSeats = this.ledger.watchSeatsOf(eventId, part('registered'), onError);
    return () => {
      stopCheckIns();
      stopSeats();
    };
  }
}
