import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import { joinLive, type LiveListener } from '../live/live-result';
import type { TicketLedger } from '../ports/ticket-ledger.port';
import type { CheckInDocument } from '../../domain/check-in/check-in';
import { presenceOf, type DoorPassDocument, type Presence } from '../../domain/check-in/door-pass';

export type Attendance = Presence & { registered: number };

/** The scanner's counter: check-ins, who is inside now and each door's passes, against the event's tickets; live. */
export class AttendanceCounter {
  constructor(
    private readonly store: DocumentStore,
    private readonly ledger: TicketLedger,
  ) {}

  /** Offline, the door keeps counting from its copy: the result then says it is not confirmed. */
  watch(eventId: string, onChange: LiveListener<Attendance>, onError: (error: Error) => void): Unsubscribe {
    const ofEvent = { where: [{ field: 'eventId' as const, op: '==' as const, value: eventId }] };
    const part = joinLive<{ checkIns: CheckInDocument[]; passes: DoorPassDocument[]; registered: number }>(
      ['checkIns', 'passes', 'registered'],
      ({ checkIns, passes, registered }, info) => onChange({ ...presenceOf(checkIns, passes), registered }, info),
    );
    const stops = [
      this.store.watch('checkins', ofEvent, part('checkIns'), onError),
      this.store.watch('doorPasses', ofEvent, part('passes'), onError),
      this.ledger.watchSeatsOf(eventId, part('registered'), onError),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
