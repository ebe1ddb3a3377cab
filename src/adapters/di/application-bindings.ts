import type { Container } from 'inversify';
import { CheckInAttendee } from '../../application/check-in/check-in-attendee.use-case';
import { EventCatalog } from '../../application/events/event-catalog.use-case';
import { SubmitFeedback } from '../../application/feedback/submit-feedback.use-case';
import { RegisterForEvent } from '../../application/registrations/register-for-event.use-case';
import { TicketDesk } from '../../application/registrations/ticket-desk.use-case';
import { ResourceLibrary } from '../../application/resources/resource-library.use-case';
import { LocationTracker } from '../../application/location/location-tracker';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import { systemClock, type Clock } from '../../application/ports/clock.port';
import type { CookieJar } from '../../application/ports/cookie-jar.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { TicketLedger } from '../../application/ports/ticket-ledger.port';
import type { KeptTickets } from '../../application/ports/kept-tickets.port';
import type { LocationLookup } from '../../application/ports/location-lookup.port';
import type { PlaceSource } from '../../application/ports/place-source.port';
import { startSession } from '../../application/session/session-effects';
import { StoredUserCookie } from '../../application/session/stored-user-cookie';
import { AppSettings } from '../../application/settings/app-settings.use-case';
import { TOKENS, type ServiceResolver, type StaffServices } from '../../application/tokens';
import { usesScanner } from '../../domain/session/roles';
import type { AuthSession } from '../../domain/session/session';
import { normaliseEmail } from '../../domain/shared/email';
import { browserCookieJar } from '../browser/browser-cookie-jar';
import { ServiceWorkerUpdates } from '../browser/service-worker-updates';
import { NO_APP_UPDATES } from '../../application/ports/app-updates.port';
import { browserFileSaver } from '../browser/browser-file-saver';
import { FetchLocationLookup } from '../browser/fetch-location-lookup';
import { LocalStorageAttemptLog } from '../browser/local-storage-attempt-log';
import { SessionStorageUnsettledFeedback } from '../browser/session-storage-unsettled-feedback';
import { LocalStorageDoorDevice } from '../browser/local-storage-door-device';
import { LocalStorageKeptTickets } from '../browser/local-storage-kept-tickets';
import { LocalStorageKeptPlaces } from '../browser/local-storage-kept-places';
import type { AttemptLog } from '../../application/ports/attempt-log.port';
import { Messenger, type MessageLanguages } from '../../application/messages/messenger';
import { SignInLinks } from '../../application/session/sign-in-links.use-case';
import type { Outbox } from '../../application/ports/outbox.port';
import type { WaitingList } from '../../application/ports/waiting-list.port';
import { WaitingListDesk } from '../../application/waiting-list/waiting-list-desk.use-case';
import { qrcodeImages } from '../browser/qrcode-images';
import { loadOnce } from '../shared/load-once';
import { warmFormChecks } from '../../application/forms/form-checks';

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
  /** Once the staff layer is in (a staff member signed in): what the mode prepares for staff pages. */
  afterStaffLayer?: () => void;
};

/** Binds the staff layer at the first ask; a download that failed is tried again at the next. */
function staffLayer(container: Container, afterLoad: () => void = () => undefined): StaffServices {
  let loaded = false;
  const load = loadOnce(async () => {
    const { bindStaffServices } = await import('./staff-bindings');
    bindStaffServices(container);
    loaded = true;
    afterLoad();
  });
  return {
    load,
    get loaded() {
      return loaded;
    },
  };
}

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
    afterStaffLayer,
  }: SharedBindings,
): void {
  const appUpdates = serviceWorker ? new ServiceWorkerUpdates() : NO_APP_UPDATES;
  container.bind(TOKENS.appUpdates).toConstantValue(appUpdates);
  container.bind(TOKENS.clock).toConstantValue(clock);
  container.bind(TOKENS.fileSaver).toConstantValue(browserFileSaver);
  container.bind(TOKENS.cookieJar).toConstantValue(browserCookieJar);
  container.bind(TOKENS.locationLookup).toConstantValue(new FetchLocationLookup(geolocationUrl, beforeThirdPartyCall));
  container.bind(TOKENS.attemptLog).toConstantValue(new LocalStorageAttemptLog());
  container.bind(TOKENS.doorDevice).toConstantValue(new LocalStorageDoorDevice());
  // A visitor's tickets, kept on the device for the venue without network.
  const keptTickets = new LocalStorageKeptTickets();
  container
    .bind(TOKENS.eventCatalog)
    .toResolvedValue(
      (store: DocumentStore, ledger: TicketLedger, time: Clock) => new EventCatalog(store, ledger, time, keptTickets),
      [TOKENS.documentStore, TOKENS.ticketLedger, TOKENS.clock],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.appSettings)
    .toResolvedValue((store: DocumentStore) => new AppSettings(store), [TOKENS.documentStore])
    .inSingletonScope();
  const staff = staffLayer(container, afterStaffLayer);
  container.bind(TOKENS.staffServices).toConstantValue(staff);
  container
    .bind(TOKENS.session)
    .toResolvedValue(
      (auth: AuthGateway, cookie: Pick<StoredUserCookie, 'sync'>) => {
        // Staff signed in will open staff pages: their services come while they look at this one.
        auth.watchSession((session) => {
          // What their pages load is kept for use without network: a signed-in visitor's phone
          // keeps what a session starts with, never the staff pages.
          if (session) appUpdates.keepForSignedIn(usesScanner(session));
          if (session && usesScanner(session))
            staff.load().catch((error: unknown) => console.error('Error loading the staff services:', error));
        });
        // Whoever signs out leaves no door copy behind (the door's services are staff services),
        // nor the tickets the account's address holds (a borrowed laptop, a family tablet).
        const wipeDevice = async (session: AuthSession | null) => {
          if (session) keptTickets.forgetHeldBy(normaliseEmail(session.email));
          await staff.load().then(() => (container as ServiceResolver).get(TOKENS.doorPreparation).wipe());
        };
        return startSession(auth, cookie, wipeDevice);
      },
      [TOKENS.authGateway, TOKENS.storedUserCookie],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.signInLinks)
    .toResolvedValue((auth: AuthGateway) => new SignInLinks(auth), [TOKENS.authGateway])
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
  bindVisitorUseCases(container, keptTickets);
  bindWaitingList(container);
  // The forms' checks download now, beside the data layer's first reads, rather than at the
  // first form sent: a download that fails once fails again until a reload in Chromium (a
  // failed import stays in its module map), so it is not left to the moment a visitor sends.
  warmFormChecks();
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
      ) => new WaitingListDesk(store, list, desk, messenger, time, places, attempts, new LocalStorageKeptPlaces()),
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
}

/** Registration, tickets, check-in, feedback and resources; places come from the location tracker. */
function bindVisitorUseCases(container: Container, keptTickets: KeptTickets): void {
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
      (store: DocumentStore, time: Clock, places: PlaceSource, attempts: AttemptLog) =>
        new SubmitFeedback(store, time, places, attempts, new SessionStorageUnsettledFeedback()),
      [...withLimits],
    )
    .inSingletonScope();
  container
    .bind(TOKENS.ticketDesk)
    .toResolvedValue((store: DocumentStore, time: Clock) => new TicketDesk(store, keptTickets, time), [TOKENS.documentStore, TOKENS.clock])
    .inSingletonScope();
  container
    .bind(TOKENS.resourceLibrary)
    .toResolvedValue((store: DocumentStore) => new ResourceLibrary(store), [TOKENS.documentStore])
    .inSingletonScope();
}
