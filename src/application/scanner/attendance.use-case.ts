import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';

export type Attendance = { checkedIn: number; registered: number };

/** The scanner's counter: check-ins of the event against its tickets, both live. */
export class AttendanceCounter {
  constructor(private readonly store: DocumentStore) {}

  watch(eventId: string, onChange: (attendance: Attendance) => void, onError: (error: Error) => void): Unsubscribe {
    let checkedIn: number | null = null;
    let registered: number | null = null;
    const report = () => checkedIn !== null && registered !== null && onChange({ checkedIn, registered });
    const stopCheckIns = this.store.watch(
      'checkins',
      { where: [{ field: 'eventId', op: '==', value: eventId }] },
      (checkIns) => {
        checkedIn = checkIns.length;
        report();
      },
      onError,
    );
    const stopEvent = this.store.watch(
      'events',
      { where: [{ field: 'id', op: '==', value: eventId }] },
      ([event]) => {
        registered = event?.seatsTaken ?? 0;
        report();
      },
      onError,
    );
    return () => {
      stopCheckIns();
      stopEvent();
    };
  }
}
