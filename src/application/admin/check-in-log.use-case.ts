import type { CheckInDocument } from '../../domain/check-in/check-in';
import { attendanceLines, type DoorPassDocument } from '../../domain/check-in/door-pass';
import { CSV_BYTE_ORDER_MARK, csvLine, type CsvSeparator } from '../../domain/csv/csv';
import { spreadsheetTimeIn, zoneOfEvent } from '../../domain/shared/time-zones';
import type { DocumentStore, Unsubscribe } from '../ports/document-store.port';
import type { FileSaver } from '../ports/file-saver.port';
import type { LiveListener } from '../live/live-result';
import { CSV_MIME_TYPE } from '../exports/collection-export.use-case';

const ATTENDANCE_COLUMNS = [
  'eventId',
  'eventTitle',
  'timeZone',
  'ticketId',
  'name',
  'email',
  'checkedInAt',
  'checkedInOn',
  'exits',
  'reEntries',
  'insideNow',
] as const;

/** The check-ins list: live, newest first, per event or all; undo deletes one; exits and re-entries beside them. */
export class CheckInLog {
  constructor(
    private readonly store: DocumentStore,
    private readonly files: FileSaver,
  ) {}

  /** Exits and re-entries, per event or all, live. */
  watchPasses(eventId: string | null, onChange: LiveListener<DoorPassDocument[]>, onError: (error: Error) => void): Unsubscribe {
    const query = eventId ? { where: [{ field: 'eventId' as const, op: '==' as const, value: eventId }] } : {};
    return this.store.watch('doorPasses', query, onChange, onError);
  }

  /**
   * attendance.csv: each check-in with its event's title, its entry, exit and re-entry times,
   * and whether the person is inside; false when it failed (logged). Times are the wall clock of
   * each line's venue, written as spreadsheets read a date and time, the zone named.
   */
  async downloadAttendance(eventId: string | null, separator: CsvSeparator = ','): Promise<boolean> {
    try {
      const [checkIns, passes, events] = eventId
        ? await Promise.all([
            this.store.whereEquals('checkins', 'eventId', eventId),
            this.store.whereEquals('doorPasses', 'eventId', eventId),
            this.store.getById('events', eventId).then((event) => (event ? [event] : [])),
          ])
        : await Promise.all([this.store.listAll('checkins'), this.store.listAll('doorPasses'), this.store.listAll('events')]);
      // The event's title beside its id: a file read in a spreadsheet says which event each line is.
      const ofEvent = new Map(events.map((event) => [event.id, { eventTitle: event.title, timeZone: zoneOfEvent(event) }]));
      const lines = attendanceLines(checkIns, passes).map((line) => {
        const { eventTitle, timeZone } = ofEvent.get(line.eventId) ?? { eventTitle: '', timeZone: zoneOfEvent({}) };
        const times = (instants: readonly string[]) => instants.map((instant) => spreadsheetTimeIn(instant, timeZone)).join(', ');
        const withTitle = {
          ...line,
          eventTitle,
          timeZone,
          checkedInAt: spreadsheetTimeIn(line.checkedInAt, timeZone),
          exits: times(line.exits),
          reEntries: times(line.reEntries),
        };
        return csvLine(
          ATTENDANCE_COLUMNS.map((column) => withTitle[column]),
          separator,
        );
      });
      this.files.save('attendance.csv', [CSV_BYTE_ORDER_MARK, csvLine(ATTENDANCE_COLUMNS, separator), ...lines], CSV_MIME_TYPE);
      return true;
    } catch (error) {
      console.error('Error downloading attendance.csv:', error);
      return false;
    }
  }

  watch(eventId: string | null, onChange: LiveListener<CheckInDocument[]>, onError: (error: Error) => void): Unsubscribe {
    const query = eventId ? { where: [{ field: 'eventId' as const, op: '==' as const, value: eventId }] } : {};
    return this.store.watch(
      'checkins',
      query,
      (checkIns, info) =>
        onChange(
          [...checkIns].sort((a, b) => b.at.localeCompare(a.at)),
          info,
        ),
      onError,
    );
  }

  /** Takes a check-in back (a mistaken scan): the person can be checked in again. */
  async undo(id: string): Promise<'undone' | 'gone'> {
    const checkIn = await this.store.getById('checkins', id);
    if (!checkIn) return 'gone';
    // Exits and re-entries hang on the check-in: they go with it.
    const passes = await this.store.list('doorPasses', {
      where: [
        { field: 'eventId', op: '==', value: checkIn.eventId },
        { field: 'ticketId', op: '==', value: checkIn.ticketId },
      ],
    });
    await this.store.deleteMany(
      'doorPasses',
      passes.map((pass) => pass.id),
    );
    await this.store.delete('checkins', id);
    return 'undone';
  }
}
