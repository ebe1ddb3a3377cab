import type { CheckInDocument } from '../../domain/check-in/check-in';
import { attendanceLines, doorPassId, MAX_DOOR_PASSES, type DoorPassDocument } from '../../domain/check-in/door-pass';
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

  /**
   * Takes a check-in back (a mistaken scan): the person can be checked in again. Its exits and
   * re-entries go with it, in one transaction: a network lost half-way cannot leave the check-in
   * without them. Passes are read by number (door-pass.ts), the first missing one included, so a
   * door recording the next exit meanwhile makes the transaction run again and that exit goes too.
   */
  undo(id: string): Promise<'undone' | 'gone'> {
    return this.store.transaction(['checkins', 'doorPasses'], async (transaction) => {
      const checkIn = await transaction.get('checkins', id);
      if (!checkIn) return 'gone';
      const passIds: string[] = [];
      for (let number = 1; number <= MAX_DOOR_PASSES; number += 1) {
        const passId = doorPassId(checkIn.eventId, checkIn.ticketId, number);
        if (!(await transaction.get('doorPasses', passId))) break;
        passIds.push(passId);
      }
      passIds.forEach((passId) => transaction.delete('doorPasses', passId));
      transaction.delete('checkins', id);
      return 'undone';
    });
  }
}
