import type { Container } from 'inversify';
import { CheckInLog } from '../../application/admin/check-in-log.use-case';
import { Dashboard } from '../../application/admin/dashboard.use-case';
import { DuplicateCleanup } from '../../application/admin/duplicate-cleanup.use-case';
import { EventAdmin } from '../../application/admin/event-admin.use-case';
import { ImportPeople } from '../../application/admin/import-people.use-case';
import { PeopleAdmin } from '../../application/admin/people-admin.use-case';
import { CheckInAttendee } from '../../application/check-in/check-in-attendee.use-case';
import { EventCatalog } from '../../application/events/event-catalog.use-case';
import { SubmitFeedback } from '../../application/feedback/submit-feedback.use-case';
import { RegisterForEvent } from '../../application/registrations/register-for-event.use-case';
import { TicketDesk } from '../../application/registrations/ticket-desk.use-case';
import { ResourceLibrary } from '../../application/resources/resource-library.use-case';
import { AttendanceCounter } from '../../application/scanner/attendance.use-case';
import { DoorCheckIn } from '../../application/scanner/door-check-in.use-case';
import { DoorPreparation } from '../../application/scanner/door-preparation.use-case';
import { DoorPasses } from '../../application/scanner/door-passes';
import { SettleOfflineAdmissions } from '../../application/scanner/settle-offline-admissions.use-case';
import type { OfflineAdmissions } from '../../application/ports/offline-admissions.port';
import type { DoorCopy } from '../../application/ports/door-copy.port';
import { LazyFrameDecoder } from '../browser/lazy-frame-decoder';
import { browserCameraAccess } from '../browser/browser-camera-access';
import { SpreadsheetFileReader } from '../files/spreadsheet-file-reader';
import { CollectionExport } from '../../application/exports/collection-export.use-case';
import { LocationTracker } from '../../application/location/location-tracker';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import { systemClock, type Clock } from '../../application/ports/clock.port';
import type { CookieJar } from '../../application/ports/cookie-jar.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { TicketLedger } from '../../application/ports/ticket-ledger.port';
import type { FileSaver } from '../../application/ports/file-saver.port';
import type { LocationLookup } from '../../application/ports/location-lookup.port';
import type { PlaceSource } from '../../application/ports/place-source.port';
import { startSession } from '../../application/session/session-effects';
import { StoredUserCookie } from '../../application/session/stored-user-cookie';
import { AppSettings } from '../../application/settings/app-settings.use-case';
import { TOKENS } from '../../application/tokens';
import { browserCookieJar } from '../browser/browser-cookie-jar';
import { ServiceWorkerUpdates } from '../browser/service-worker-updates';
import { NO_APP_UPDATES } from '../../application/ports/app-updates.port';
import { browserFileSaver } from '../browser/browser-file-saver';
import { FetchLocationLookup } from '../browser/fetch-location-lookup';
import { LocalStorageAttemptLog } from '../browser/local-storage-attempt-log';
import { LocalStorageDoorDevice } from '../browser/local-storage-door-device';
import { localStorageMappingMemory } from '../browser/local-storage-mapping-memory';
import type { AttemptLog } from '../../application/ports/attempt-log.port';
import { Messenger, type MessageLanguages } from '../../application/messages/messenger';
import { SentMessages } from '../../application/messages/sent-messages.use-case';
import type { Outbox } from '../../application/ports/outbox.port';
import type { WaitingList } from '../../application/ports/waiting-list.port';
import { WaitingListAdmin } from '../../application/waiting-list/waiting-list-admin.use-case';
import { WaitingListDesk } from '../../application/waiting-list/waiting-list-desk.use-case';
import { qrcodeImages } from '../browser/qrcode-images';

export type SharedBindings = {
  geolocationUrl: string;
  clock?: Clock;
  /** Offline mode: starts the mock service worker before the first third-party call. */
  beforeThirdPartyCall?: () => Promise<void>;
  /** Production builds: register the app's service worker (use without network, updates). */
  serviceWorker?: boolean;
  /** What links in messages start with: the app's own address. */
  origin?: string;
  /** The texts of other languages, for messages about a person written on someone else's page. */
  messageLanguages?: MessageLanguages;
};

const pageOrigin = () => (typeof location === 'undefined' ? 'http://localhost' : location.origin);

/**
 * What every mode binds alike: the browser adapters and the use cases. The application layer
 * stays free of Inversify: its classes take their ports in the constructor and are built here.
 */
export function bindApplication(
  container: Container,
  {
    geolocationUrl,
    clock = systemClock,
    beforeThirdPartyCall,
    serviceWorker = false,
    origin = pageOrigin(),
    messageLanguages,
  }: SharedBindings,
): void {
  container.bind(TOKENS.appUpdates).toConstantValue(serviceWorker ? new ServiceWorkerUpdates() : NO_APP_UPDATES);
  container.bind(TOKENS.clock).toConstantValue(clock);
  container.bind(TOKENS.fileSaver).toConstantValue(browserFileSaver);
  container.bind(TOKENS.cookieJar).toConstantValue(browserCookieJar);
  container.bind(TOKENS.locationLookup).toConstantValue(new FetchLocationLookup(geolocationUrl, beforeThirdPartyCall));
  container.bind(TOKENS.attemptLog).toConstantValue(new LocalStorageAttemptLog());
  container.bind(TOKENS.doorDevice).toConstantValue(new LocalStorageDoorDevice());
  container
    .bind(TOKENS.eventCatalog)
    .toResolvedValue(
      (store: DocumentStore, ledger: TicketLedger, time: Clock) => new EventCatalog(store, ledger, time),
      [TOKENS.documentStore, TOKENS.ticketLedger, TOKENS.clock],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.collectionExport)
    .toResolvedValue(
      (store: DocumentStore, files: FileSaver) => new CollectionExport(store, files),
      [TOKENS.documentStore, TOKENS.fileSaver],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.appSettings)
    .toResolvedValue((store: DocumentStore) => new AppSettings(store), [TOKENS.documentStore])
    .inSingletonScope();
  container
    .bind(TOKENS.session)
    .toResolvedValue(
      (auth: AuthGateway, cookie: Pick<StoredUserCookie, 'sync'>, door: Pick<DoorPreparation, 'wipe'>) =>
        startSession(auth, cookie, () => door.wipe()),
      [TOKENS.authGateway, TOKENS.storedUserCookie, TOKENS.doorPreparation],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.storedUserCookie)
    .toResolvedValue((cookies: CookieJar) => new StoredUserCookie(cookies), [TOKENS.cookieJar])
    .inSingletonScope();
  container
    .bind(TOKENS.locationTracker)
    .toResolvedValue(
      (lookup: LocationLookup, cookies: CookieJar) => new LocationTracker(lookup, cookies),
      [TOKENS.locationLookup, TOKENS.cookieJar],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.messenger)
    .toResolvedValue((outbox: Outbox) => new Messenger(outbox, qrcodeImages, origin, messageLanguages), [TOKENS.outbox])
    .inSingletonScope();
  bindVisitorUseCases(container);
  bindAdminUseCases(container);
  bindWaitingList(container);
}

/** The waiting list for visitors and administrators, and the messages it writes. */
function bindWaitingList(container: Container): void {
  container
    .bind(TOKENS.waitingListDesk)
    .toResolvedValue(
      (
        store: DocumentStore,
        list: WaitingList,
        desk: TicketDesk,
        messenger: Messenger,
        time: Clock,
        places: PlaceSource,
        attempts: AttemptLog,
      ) => new WaitingListDesk(store, list, desk, messenger, time, places, attempts),
      [
        TOKENS.documentStore,
        TOKENS.waitingList,
        TOKENS.ticketDesk,
        TOKENS.messenger,
        TOKENS.clock,
        TOKENS.locationTracker,
        TOKENS.attemptLog,
      ],
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
  const single = <T>(token: symbol & { readonly __service?: T }, build: Build<T>) =>
    container
      .bind(token)
      .toResolvedValue(build, [TOKENS.documentStore, TOKENS.ticketLedger, TOKENS.clock, TOKENS.waitingListAdmin, TOKENS.waitingList])
      .inSingletonScope();
  single(TOKENS.peopleAdmin, (store, ledger, clock, line) => new PeopleAdmin(store, ledger, clock, (eventId) => line.seatsFreed(eventId)));
  single(
    TOKENS.importPeople,
    (store, ledger, clock) => new ImportPeople(store, ledger, new SpreadsheetFileReader(), clock, localStorageMappingMemory),
  );
  single(
    TOKENS.duplicateCleanup,
    (store, ledger, _clock, line) => new DuplicateCleanup(store, ledger, (eventId) => line.seatsFreed(eventId)),
  );
  single(TOKENS.eventAdmin, (store, ledger, _clock, line) => new EventAdmin(store, ledger, (eventId) => line.seatsFreed(eventId)));
  container
    .bind(TOKENS.checkInLog)
    .toResolvedValue((store: DocumentStore, files: FileSaver) => new CheckInLog(store, files), [TOKENS.documentStore, TOKENS.fileSaver])
    .inSingletonScope();
  single(TOKENS.dashboard, (store, _ledger, _clock, _line, list) => new Dashboard(store, list));
}

/** Registration, tickets, check-in, feedback and resources; places come from the location tracker. */
function bindVisitorUseCases(container: Container): void {
  const withPlaces = [TOKENS.documentStore, TOKENS.clock, TOKENS.locationTracker] as const;
  const withLimits = [...withPlaces, TOKENS.attemptLog] as const;
  container
    .bind(TOKENS.registerForEvent)
    .toResolvedValue(
      (store: DocumentStore, ledger: TicketLedger, time: Clock, places: PlaceSource, attempts: AttemptLog, messenger: Messenger) =>
        new RegisterForEvent(store, ledger, time, places, attempts, messenger),
      [TOKENS.documentStore, TOKENS.ticketLedger, TOKENS.clock, TOKENS.locationTracker, TOKENS.attemptLog, TOKENS.messenger],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.checkInAttendee)
    .toResolvedValue((store: DocumentStore, time: Clock, places: PlaceSource) => new CheckInAttendee(store, time, places), [...withPlaces])
    .inSingletonScope();
  container
    .bind(TOKENS.submitFeedback)
    .toResolvedValue(
      (store: DocumentStore, time: Clock, places: PlaceSource, attempts: AttemptLog) => new SubmitFeedback(store, time, places, attempts),
      [...withLimits],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.ticketDesk)
    .toResolvedValue((store: DocumentStore) => new TicketDesk(store), [TOKENS.documentStore])
    .inSingletonScope();
  container
    .bind(TOKENS.resourceLibrary)
    .toResolvedValue((store: DocumentStore) => new ResourceLibrary(store), [TOKENS.documentStore])
    .inSingletonScope();
  container
    .bind(TOKENS.doorPreparation)
    .toResolvedValue((copy: DoorCopy) => new DoorPreparation(copy), [TOKENS.doorCopy])
    .inSingletonScope();
  container
    .bind(TOKENS.doorCheckIn)
    .toResolvedValue(
      (attendee: CheckInAttendee, admissions: OfflineAdmissions, clock: Clock, store: DocumentStore) =>
        new DoorCheckIn(attendee, admissions, clock, new DoorPasses(store, clock)),
      [TOKENS.checkInAttendee, TOKENS.offlineAdmissions, TOKENS.clock, TOKENS.documentStore],
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
  container.bind(TOKENS.frameDecoder).toConstantValue(new LazyFrameDecoder());
  container.bind(TOKENS.cameraAccess).toConstantValue(browserCameraAccess);
}
