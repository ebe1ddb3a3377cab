import type { Container } from 'inversify';
import { CheckInLog } from '../../application/admin/check-in-log.use-case';
import { Dashboard } from '../../application/admin/dashboard.use-case';
import { DuplicateCleanup } from '../../application/admin/duplicate-cleanup.use-case';
import { EventAdmin } from '../../application/admin/event-admin.use-case';
import { EventAttendees } from '../../application/admin/event-attendees.use-case';
import { ImportPeople } from '../../application/admin/import-people.use-case';
import { PeopleAdmin } from '../../application/admin/people-admin.use-case';
import { ResendTicket } from '../../application/admin/resend-ticket.use-case';
import type { CheckInAttendee } from '../../application/check-in/check-in-attendee.use-case';
import { CollectionExport } from '../../application/exports/collection-export.use-case';
import { SentMessages } from '../../application/messages/sent-messages.use-case';
import type { Messenger } from '../../application/messages/messenger';
import type { Clock } from '../../application/ports/clock.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { FileSaver } from '../../application/ports/file-saver.port';
import type { ImportJournal } from '../../application/ports/import-journal.port';
import type { OfflineAdmissions } from '../../application/ports/offline-admissions.port';
import type { Outbox } from '../../application/ports/outbox.port';
import type { TicketLedger } from '../../application/ports/ticket-ledger.port';
import type { WaitingList } from '../../application/ports/waiting-list.port';
import { AttendanceCounter } from '../../application/scanner/attendance.use-case';
import { DoorCheckIn } from '../../application/scanner/door-check-in.use-case';
import { DoorPasses } from '../../application/scanner/door-passes';
import { DoorPreparation } from '../../application/scanner/door-preparation.use-case';
import type { DoorCopy } from '../../application/ports/door-copy.port';
import { RegisterWalkIn } from '../../application/registrations/register-walk-in.use-case';
import { SettleOfflineAdmissions } from '../../application/scanner/settle-offline-admissions.use-case';
import { TOKENS, type ServiceToken } from '../../application/tokens';
import { WaitingListAdmin } from '../../application/waiting-list/waiting-list-admin.use-case';
import { browserCameraAccess } from '../browser/browser-camera-access';
import { LazyFrameDecoder } from '../browser/lazy-frame-decoder';
import { localStorageMappingMemory } from '../browser/local-storage-mapping-memory';
import { SpreadsheetFileReader } from '../files/spreadsheet-file-reader';

/**
 * The use cases of the admin area and the door, bound when the first staff page asks for one
 * (docs/architecture.md, "The staff layer"): a visitor's device never downloads them.
 */
export function bindStaffServices(container: Container): void {
  bindAdminUseCases(container);
  bindDoor(container);
  container
    .bind(TOKENS.collectionExport)
    .toResolvedValue(
      (store: DocumentStore, files: FileSaver) => new CollectionExport(store, files),
      [TOKENS.documentStore, TOKENS.fileSaver],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.waitingListAdmin)
    .toResolvedValue(
      (store: DocumentStore, list: WaitingList, messenger: Messenger, time: Clock) => new WaitingListAdmin(store, list, messenger, time),
      [TOKENS.documentStore, TOKENS.waitingList, TOKENS.messenger, TOKENS.clock],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.sentMessages)
    .toResolvedValue((outbox: Outbox) => new SentMessages(outbox), [TOKENS.outbox])
    .inSingletonScope();
}

/** The admin area's use cases; the spreadsheet libraries load only when a file is read. */
function bindAdminUseCases(container: Container): void {
  type Build<T> = (store: DocumentStore, ledger: TicketLedger, clock: Clock, line: WaitingListAdmin, list: WaitingList) => T;
  const single = <T>(token: ServiceToken<T>, build: Build<T>) =>
    container
      .bind(token)
      .toResolvedValue(build, [TOKENS.documentStore, TOKENS.ticketLedger, TOKENS.clock, TOKENS.waitingListAdmin, TOKENS.waitingList])
      .inSingletonScope();
  single(TOKENS.peopleAdmin, (store, ledger, clock, line) => new PeopleAdmin(store, ledger, clock, (eventId) => line.seatsFreed(eventId)));
  container
    .bind(TOKENS.importPeople)
    .toResolvedValue(
      (store: DocumentStore, ledger: TicketLedger, clock: Clock, journal: ImportJournal) =>
        new ImportPeople(store, ledger, new SpreadsheetFileReader(), clock, localStorageMappingMemory, journal),
      [TOKENS.documentStore, TOKENS.ticketLedger, TOKENS.clock, TOKENS.importJournal],
    )
    .inSingletonScope();
  single(
    TOKENS.duplicateCleanup,
    (store, ledger, _clock, line) => new DuplicateCleanup(store, ledger, (eventId) => line.seatsFreed(eventId)),
  );
  single(TOKENS.eventAdmin, (store, ledger, _clock, line) => new EventAdmin(store, ledger, (eventId) => line.seatsFreed(eventId)));
  container
    .bind(TOKENS.checkInLog)
    .toResolvedValue((store: DocumentStore, files: FileSaver) => new CheckInLog(store, files), [TOKENS.documentStore, TOKENS.fileSaver])
    .inSingletonScope();
  container
    .bind(TOKENS.eventAttendees)
    .toResolvedValue((store: DocumentStore, files: FileSaver) => new EventAttendees(store, files), [TOKENS.documentStore, TOKENS.fileSaver])
    .inSingletonScope();
  container
    .bind(TOKENS.resendTicket)
    .toResolvedValue((messenger: Messenger, clock: Clock) => new ResendTicket(messenger, clock), [TOKENS.messenger, TOKENS.clock])
    .inSingletonScope();
  single(TOKENS.dashboard, (store, _ledger, _clock, _line, list) => new Dashboard(store, list));
}

/** The scanner's: the door's copy, check-in and walk-ins at the door, offline admissions to settle, the attendance count, the camera. */
function bindDoor(container: Container): void {
  container
    .bind(TOKENS.doorCheckIn)
    .toResolvedValue(
      (attendee: CheckInAttendee, admissions: OfflineAdmissions, clock: Clock, store: DocumentStore) =>
        new DoorCheckIn(attendee, admissions, clock, new DoorPasses(store, clock)),
      [TOKENS.checkInAttendee, TOKENS.offlineAdmissions, TOKENS.clock, TOKENS.documentStore],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.registerWalkIn)
    .toResolvedValue(
      (store: DocumentStore, ledger: TicketLedger, clock: Clock, attendee: CheckInAttendee, messenger: Messenger) =>
        new RegisterWalkIn(store, ledger, clock, attendee, messenger),
      [TOKENS.documentStore, TOKENS.ticketLedger, TOKENS.clock, TOKENS.checkInAttendee, TOKENS.messenger],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.settleOfflineAdmissions)
    .toResolvedValue(
      (admissions: OfflineAdmissions, attendee: CheckInAttendee, store: DocumentStore, clock: Clock) =>
        new SettleOfflineAdmissions(admissions, attendee, store, clock),
      [TOKENS.offlineAdmissions, TOKENS.checkInAttendee, TOKENS.documentStore, TOKENS.clock],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.attendanceCounter)
    .toResolvedValue(
      (store: DocumentStore, ledger: TicketLedger) => new AttendanceCounter(store, ledger),
      [TOKENS.documentStore, TOKENS.ticketLedger],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.doorPreparation)
    .toResolvedValue((copy: DoorCopy) => new DoorPreparation(copy), [TOKENS.doorCopy])
    .inSingletonScope();
  container.bind(TOKENS.frameDecoder).toConstantValue(new LazyFrameDecoder());
  container.bind(TOKENS.cameraAccess).toConstantValue(browserCameraAccess);
}
