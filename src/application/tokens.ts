import type { CheckInLog } from './admin/check-in-log.use-case';
import type { EventAttendees } from './admin/event-attendees.use-case';
import type { SignInLinks } from './session/sign-in-links.use-case';
import type { Dashboard } from './admin/dashboard.use-case';
import type { DuplicateCleanup } from './admin/duplicate-cleanup.use-case';
import type { EventAdmin } from './admin/event-admin.use-case';
import type { ImportPeople } from './admin/import-people.use-case';
import type { PeopleAdmin } from './admin/people-admin.use-case';
import type { CheckInAttendee } from './check-in/check-in-attendee.use-case';
import type { EventCatalog } from './events/event-catalog.use-case';
import type { SubmitFeedback } from './feedback/submit-feedback.use-case';
import type { RegisterForEvent } from './registrations/register-for-event.use-case';
import type { ResendTicket } from './admin/resend-ticket.use-case';
import type { RegisterWalkIn } from './registrations/register-walk-in.use-case';
import type { TicketDesk } from './registrations/ticket-desk.use-case';
import type { ResourceLibrary } from './resources/resource-library.use-case';
import type { AttendanceCounter } from './scanner/attendance.use-case';
import type { DoorCheckIn } from './scanner/door-check-in.use-case';
import type { DoorPreparation } from './scanner/door-preparation.use-case';
import type { SettleOfflineAdmissions } from './scanner/settle-offline-admissions.use-case';
import type { OfflineAdmissions } from './ports/offline-admissions.port';
import type { DoorCopy } from './ports/door-copy.port';
import type { AppUpdates } from './ports/app-updates.port';
import type { FrameDecoder } from './ports/frame-decoder.port';
import type { CameraAccess } from './ports/camera-access.port';
import type { SyncStatus } from './ports/sync-status.port';
import type { CollectionExport } from './exports/collection-export.use-case';
import type { LocationTracker } from './location/location-tracker';
import type { AttemptLog } from './ports/attempt-log.port';
import type { DoorDevice } from './ports/door-device.port';
import type { AuthGateway, DemoAccount } from './ports/auth-gateway.port';
import type { Clock } from './ports/clock.port';
import type { CookieJar } from './ports/cookie-jar.port';
import type { DemoDataReset } from './ports/demo-data-reset.port';
import type { DocumentStore } from './ports/document-store.port';
import type { TicketLedger } from './ports/ticket-ledger.port';
import type { FileSaver } from './ports/file-saver.port';
import type { ImportJournal } from './ports/import-journal.port';
import type { LocationLookup } from './ports/location-lookup.port';
import type { SessionActor } from './session/session-effects';
import type { StoredUserCookie } from './session/stored-user-cookie';
import type { AppSettings } from './settings/app-settings.use-case';
import type { WaitingListDesk } from './waiting-list/waiting-list-desk.use-case';
import type { WaitingListAdmin } from './waiting-list/waiting-list-admin.use-case';
import type { SentMessages } from './messages/sent-messages.use-case';
import type { Messenger } from './messages/messenger';
import type { WaitingList } from './ports/waiting-list.port';
import type { Outbox } from './ports/outbox.port';

/** A class's public members only: what callers rely on, and what a fake must offer. */
export type PublicApi<T> = Pick<T, keyof T>;

/** A symbol that remembers the type of the service bound to it. */
export type ServiceToken<T> = symbol & { readonly __service?: T };

function token<T>(name: string): ServiceToken<T> {
  return Symbol.for(`rollcall.${name}`) as ServiceToken<T>;
}

const STAFF_PREFIX = 'rollcall.staff.';

/** A service only staff pages use: bound once the staff services have loaded (`staffServices`). */
function staffToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(`${STAFF_PREFIX}${name}`) as ServiceToken<T>;
}

export function isStaffToken(token: ServiceToken<unknown>): boolean {
  return token.description?.startsWith(STAFF_PREFIX) ?? false;
}

/** What the containers bind and the UI asks for with `useService`. */
export const TOKENS = {
  clock: token<Clock>('Clock'),
  documentStore: token<DocumentStore>('DocumentStore'),
  ticketLedger: token<TicketLedger>('TicketLedger'),
  fileSaver: token<FileSaver>('FileSaver'),
  cookieJar: token<CookieJar>('CookieJar'),
  locationLookup: token<LocationLookup>('LocationLookup'),
  attemptLog: token<AttemptLog>('AttemptLog'),
  doorDevice: token<DoorDevice>('DoorDevice'),
  authGateway: token<AuthGateway>('AuthGateway'),
  /** Public demo credentials shown on the sign-in pages; empty outside offline mode. */
  demoAccounts: token<readonly DemoAccount[]>('DemoAccounts'),
  /** Offline mode only; null elsewhere. */
  demoDataReset: token<DemoDataReset | null>('DemoDataReset'),
  eventCatalog: token<PublicApi<EventCatalog>>('EventCatalog'),
  collectionExport: staffToken<PublicApi<CollectionExport>>('CollectionExport'),
  appSettings: token<PublicApi<AppSettings>>('AppSettings'),
  session: token<SessionActor>('Session'),
  signInLinks: token<PublicApi<SignInLinks>>('SignInLinks'),
  storedUserCookie: token<PublicApi<StoredUserCookie>>('StoredUserCookie'),
  locationTracker: token<PublicApi<LocationTracker>>('LocationTracker'),
  registerForEvent: token<PublicApi<RegisterForEvent>>('RegisterForEvent'),
  ticketDesk: token<PublicApi<TicketDesk>>('TicketDesk'),
  checkInAttendee: token<PublicApi<CheckInAttendee>>('CheckInAttendee'),
  submitFeedback: token<PublicApi<SubmitFeedback>>('SubmitFeedback'),
  resourceLibrary: token<PublicApi<ResourceLibrary>>('ResourceLibrary'),
  doorCopy: token<DoorCopy>('DoorCopy'),
  importJournal: token<ImportJournal>('ImportJournal'),
  appUpdates: token<AppUpdates>('AppUpdates'),
  doorPreparation: staffToken<PublicApi<DoorPreparation>>('DoorPreparation'),
  doorCheckIn: staffToken<PublicApi<DoorCheckIn>>('DoorCheckIn'),
  registerWalkIn: staffToken<PublicApi<RegisterWalkIn>>('RegisterWalkIn'),
  offlineAdmissions: token<OfflineAdmissions>('OfflineAdmissions'),
  settleOfflineAdmissions: staffToken<PublicApi<SettleOfflineAdmissions>>('SettleOfflineAdmissions'),
  attendanceCounter: staffToken<PublicApi<AttendanceCounter>>('AttendanceCounter'),
  frameDecoder: staffToken<FrameDecoder>('FrameDecoder'),
  cameraAccess: staffToken<CameraAccess>('CameraAccess'),
  syncStatus: token<SyncStatus>('SyncStatus'),
  peopleAdmin: staffToken<PublicApi<PeopleAdmin>>('PeopleAdmin'),
  importPeople: staffToken<PublicApi<ImportPeople>>('ImportPeople'),
  duplicateCleanup: staffToken<PublicApi<DuplicateCleanup>>('DuplicateCleanup'),
  eventAdmin: staffToken<PublicApi<EventAdmin>>('EventAdmin'),
  checkInLog: staffToken<PublicApi<CheckInLog>>('CheckInLog'),
  eventAttendees: staffToken<PublicApi<EventAttendees>>('EventAttendees'),
  resendTicket: staffToken<PublicApi<ResendTicket>>('ResendTicket'),
  dashboard: staffToken<PublicApi<Dashboard>>('Dashboard'),
  waitingList: token<WaitingList>('WaitingList'),
  outbox: token<Outbox>('Outbox'),
  messenger: token<PublicApi<Messenger>>('Messenger'),
  waitingListDesk: token<PublicApi<WaitingListDesk>>('WaitingListDesk'),
  waitingListAdmin: staffToken<PublicApi<WaitingListAdmin>>('WaitingListAdmin'),
  sentMessages: staffToken<PublicApi<SentMessages>>('SentMessages'),
  /** Loads what only staff pages use; until then their tokens are not bound. */
  staffServices: token<StaffServices>('StaffServices'),
} as const;

/** The services only the admin area and the door use, in a chunk a visitor never downloads. */
export type StaffServices = {
  load(): Promise<void>;
  /** True once `load()` has bound them. */
  readonly loaded: boolean;
};

/** Lookup by token: what the Inversify container offers the UI, and all the UI may ask of it. */
export type ServiceResolver = { get<T>(token: ServiceToken<T>): T };
