import type { CheckInDocument } from '../../domain/check-in/check-in';
import { attendeesOf, type Attendee, type AttendeeTicket } from '../../domain/check-in/attendee-list';
import { CSV_BYTE_ORDER_MARK, csvLine, type CsvSeparator } from '../../domain/csv/csv';
import type { EventDocument } from '../../domain/events/event';
import { spreadsheetTimeIn, zoneOfEvent } from '../../domain/shared/time-zones';
import { ticketCollectionFor } from '../../domain/registrations/ticket';
import { CSV_MIME_TYPE } from '../exports/collection-export.use-case';
import { joinLive, type LiveListener } from '../live/live-result';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import type { FileSaver } from '../ports/file-saver.port';

const ATTENDEE_COLUMNS = [
  'eventTitle',
  'eventStartsAt',
  'timeZone',
  'ticketId',
  'name',
  'email',
  'registeredAt',
  'checkedInAt',
  'checkedInBy',
  'checkedInOn',
] as const;

/** One event's attendee list: every ticket with its check-in, live; the lines shown as a CSV file. */
export class EventAttendees {
  constructor(
    private readonly store: DocumentStore,
    private readonly files: FileSaver,
  ) {}

  watch(event: EventDocument, onChange: LiveListener<Attendee[]>, onError: (error: Error) => void): Unsubscribe {
    const ofEvent = { where: [{ field: 'eventId' as const, op: '==' as const, value: event.id }] };
    const part = joinLive<{ tickets: AttendeeTicket[]; checkIns: CheckInDocument[] }>(
      ['tickets', 'checkIns'],
      ({ tickets, checkIns }, info) => onChange(attendeesOf(tickets, checkIns), info),
    );
    const stops = [
      this.store.watch(ticketCollectionFor(event.kind), ofEvent, part('tickets'), onError),
      this.store.watch('checkins', ofEvent, part('checkIns'), onError),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /**
   * `attendees-{slug}.csv`: the lines given (the list as shown: its filter, search and order),
   * each with the event's title and start, so a file opened later says which event it is. Times
   * are the venue's wall clock, written as spreadsheets read a date and time, the zone named.
   */
  download(event: EventDocument, attendees: readonly Attendee[], separator: CsvSeparator = ','): void {
    const zone = zoneOfEvent(event);
    const lines = attendees.map((attendee) =>
      csvLine(
        [
          event.title,
          spreadsheetTimeIn(event.startsAt, zone),
          zone,
          attendee.ticketId,
          attendee.name,
          attendee.email,
          spreadsheetTimeIn(attendee.registeredAt, zone),
          spreadsheetTimeIn(attendee.arrival?.at ?? '', zone),
          attendee.arrival ? (attendee.arrival.byVisitor ? 'self' : 'staff') : '',
          attendee.arrival?.device ?? '',
        ],
        separator,
      ),
    );
    this.files.save(this.fileName(event), [CSV_BYTE_ORDER_MARK, csvLine(ATTENDEE_COLUMNS, separator), ...lines], CSV_MIME_TYPE);
  }

  fileName(event: Pick<EventDocument, 'slug' | 'id'>): string {
    return `attendees-${event.slug || event.id}.csv`;
  }
}
