// The lite build: the same API for Inversify's decorators, without polyfills for Map and Set.
import { DEFAULT_GEOLOCATION_URL } from '../browser/geolocation-service';
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { systemClock, type Clock } from '../../application/ports/clock.port';
import { TOKENS } from '../../application/tokens';
import { DexieDocumentStore } from '../dexie/dexie-document-store';
import { DexieTicketLedger } from '../dexie/dexie-ticket-ledger';
import { MemoryOfflineAdmissions } from '../shared/memory-offline-admissions';
import { idleTask } from '../shared/next-task';
import { DexieDoorCopy } from '../dexie/dexie-door-copy';
import { NO_IMPORT_JOURNAL } from '../../application/ports/import-journal.port';
import { DEXIE_DATABASE } from '../dexie/dexie-tokens';
import { DEFAULT_DATABASE_NAME, RollcallDatabase } from '../dexie/rollcall-database';
import { OfflineAuthGateway } from '../offline-auth/offline-auth-gateway';
import { localSyncStatus } from '../dexie/local-sync-status';
import { DexieWaitingList } from '../dexie/dexie-waiting-list';
import { DexieOutbox } from '../dexie/dexie-outbox';
import type { MessageLanguages } from '../../application/messages/messenger';
import { bindApplication } from './application-bindings';
// The demo data comes in this container's chunk rather than on demand: on a slow network each
// import waited for is another round trip before the first page can show its data.
import { DEMO_ACCOUNTS } from '../demo/demo-accounts';
import { seedDemoData, seedDemoDataOnce } from '../demo/seed-demo-data';

export type OfflineOptions = {
  databaseName?: string;
  /** `demo`: seed the demo data on first start. `empty`: start with nothing. */
  data: 'demo' | 'empty';
  /** The time the demo data is relative to on a first start: the page's first look showed its events at this time. */
  demoSeededAt?: Date;
  clock?: Clock;
  geolocationUrl?: string;
  /**
   * Answers third-party HTTP calls with MSW, in the service worker at `url` (browser only): the
   * app's own worker in production builds, which runs MSW's inside it; MSW's alone in development.
   */
  mockServiceWorker?: { url: string };
  /** Production builds: the app's service worker keeps it usable without network. */
  serviceWorker?: boolean;
  /** The texts of other languages for messages (the UI's catalogues, given by the composition root). */
  messageLanguages?: MessageLanguages;
};

async function prepareData(database: RollcallDatabase, data: OfflineOptions['data'], seededAt: Date): Promise<void> {
  await database.open();
  if (data !== 'demo') return;
  const seeding = await seedDemoDataOnce(database, seededAt);
  seeding?.stored.catch((error: unknown) => console.error('The demo people and accounts could not be stored:', error));
}

/**
 * MSW is the largest library of the offline build (150 kB compressed): it is loaded and started
 * with the first third-party call, after the page has shown, never before the first render.
 */
function lazyMocks(geolocationUrl: string, mockServiceWorker: OfflineOptions['mockServiceWorker']): () => Promise<void> {
  return async () => {
    if (!mockServiceWorker) return;
    const { beforeMockedCall } = await import('../msw/browser-worker');
    await beforeMockedCall(geolocationUrl, mockServiceWorker.url);
  };
}

/** The offline mode: Dexie for storage and sign-in, MSW for HTTP, demo data on first start. */
export async function createOfflineContainer(options: OfflineOptions): Promise<Container> {
  const clock = options.clock ?? systemClock;
  const geolocationUrl = options.geolocationUrl || DEFAULT_GEOLOCATION_URL;
  const database = new RollcallDatabase(options.databaseName ?? DEFAULT_DATABASE_NAME);
  await prepareData(database, options.data, options.demoSeededAt ?? clock.now());
  const container = new Container();
  container.bind(DEXIE_DATABASE).toConstantValue(database);
  container.bind(TOKENS.documentStore).to(DexieDocumentStore).inSingletonScope();
  container.bind(TOKENS.waitingList).to(DexieWaitingList).inSingletonScope();
  container.bind(TOKENS.outbox).to(DexieOutbox).inSingletonScope();
  container.bind(TOKENS.ticketLedger).to(DexieTicketLedger).inSingletonScope();
  container.bind(TOKENS.doorCopy).to(DexieDoorCopy).inSingletonScope();
  // Dexie writes an import in one transaction: a page closed part-way leaves nothing written, nothing to tell.
  container.bind(TOKENS.importJournal).toConstantValue(NO_IMPORT_JOURNAL);
  container.bind(TOKENS.offlineAdmissions).toConstantValue(new MemoryOfflineAdmissions());
  container.bind(TOKENS.authGateway).to(OfflineAuthGateway).inSingletonScope();
  container.bind(TOKENS.syncStatus).toConstantValue(localSyncStatus);
  container.bind(TOKENS.demoAccounts).toConstantValue(options.data === 'demo' ? DEMO_ACCOUNTS : []);
  container.bind(TOKENS.demoDataReset).toConstantValue({
    reset: () => seedDemoData(database, clock.now()),
  });
  bindApplication(container, {
    geolocationUrl,
    clock,
    beforeThirdPartyCall: lazyMocks(geolocationUrl, options.mockServiceWorker),
    serviceWorker: options.serviceWorker ?? false,
    messageLanguages: options.messageLanguages,
    // As the Firebase build's staff devices do (device-tier.ts): the people lists open at the click.
    afterStaffLayer: () =>
      void idleTask()
        .then(() => container.get<DexieDocumentStore>(TOKENS.documentStore).readListsAhead())
        // Not read ahead, a list reads its copy when it opens.
        .catch(() => undefined),
  });
  return container;
}
