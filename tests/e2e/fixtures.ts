import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { clearFirestore } from '../../scripts/emulators/security-rules';
import { EMULATOR_PROJECT, seedDemoDocuments, type EmulatorHosts } from '../../scripts/emulators/seed-emulators';
import { DEFAULT_GEOLOCATION_URL } from '../../src/adapters/browser/geolocation-service';
import { DEMO_LOCATION } from '../../src/adapters/msw/demo-location';
import { receivedInput, recordReceivedInput } from './received-input';
import { sayIn, type JourneyLanguage, type Say } from './say';

export type Backend = 'offline' | 'emulators';

export type E2eOptions = {
  /** Which build the project serves: offline (Dexie + MSW) or Firebase mode on the emulators. */
  backend: Backend;
  /** The emulators' addresses, for the `emulators` project. */
  emulatorHosts: EmulatorHosts | null;
  /** The language the journeys read the app in (the project's browser `locale` asks for it). */
  language: JourneyLanguage;
};

const FIRESTORE_PROBE = 'https://www.google.com/images/cleardot.gif';

/** The guard's setting up and closing together (shared by both): the emulator's clearing and seeding, the failure's snapshots. */
const GUARD_TIMEOUT_MS = 60_000;

function isLoopback(url: string): boolean {
  const { hostname, protocol } = new URL(url);
  return !protocol.startsWith('http') || hostname === '127.0.0.1' || hostname === 'localhost';
}

/**
 * Keeps a browser context on this machine and under the production headers: third parties are
 * answered here as MSW would answer them (emulators) or refused; a Content Security Policy
 * violation on any of its pages is noted. `check()` fails the test if anything happened.
 */
async function guardContext(context: BrowserContext, backend: Backend, browserLog: BrowserLog): Promise<{ check: () => void }> {
  const leaving: string[] = [];
  await context.route(
    (url) => !isLoopback(url.href),
    async (route) => {
      const url = route.request().url();
      if (backend === 'emulators' && url === DEFAULT_GEOLOCATION_URL) return route.fulfill({ json: DEMO_LOCATION });
      // Firestore's connectivity probe (see config/security-headers.ts): answered like any third party.
      if (backend === 'emulators' && url.startsWith(FIRESTORE_PROBE)) return route.fulfill({ status: 204 });
      leaving.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await recordReceivedInput(context);
  const violations: string[] = [];
  const device = browserLog.nextDevice();
  const watch = (page: Page) => {
    browserLog.follow(device, page);
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
      if (message.type() === 'error' || message.type() === 'warning') browserLog.note(device, message.type(), message.text());
    });
    page.on('pageerror', (error) => browserLog.note(device, 'uncaught', error.stack ?? error.message));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    check: () => {
      expect(violations, 'Content Security Policy violations').toEqual([]);
      expect(leaving, 'requests that would have left the machine').toEqual([]);
    },
  };
}

/**
 * What the browsers printed as errors and warnings during a test, each line with its device and
 * the seconds since the test began, and what every device's pages showed: attached to a failed
 * test, so that a CI log says what the app said when it went wrong (`npm test` prints it under
 * the failure).
 */
class BrowserLog {
  private readonly started = Date.now();
  private readonly lines: string[] = [];
  /** Every page of every device, for their snapshots when the test fails. */
  private readonly pages: Array<{ device: string; page: Page }> = [];
  private readonly snapshots: string[] = [];
  private devices = 0;

  nextDevice(): string {
    this.devices += 1;
    return this.devices === 1 ? 'page' : `device ${this.devices}`;
  }

  note(device: string, kind: string, text: string): void {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    this.lines.push(`${seconds.padStart(6)} s [${device}] ${kind}: ${text.split('\n').slice(0, 6).join('\n    ')}`);
  }

  text(): string {
    return this.lines.join('\n');
  }

  follow(device: string, page: Page): void {
    this.pages.push({ device, page });
  }

  /**
   * What each device's pages still open show, as accessibility trees, and the input each
   * received: Playwright's own snapshot is of the first context to close, often the visitor's
   * phone when the door is what failed.
   */
  async snapshotOpenPages(): Promise<void> {
    for (const { device, page } of this.pages.splice(0)) {
      if (page.isClosed()) continue;
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      const input = await receivedInput(page);
      this.snapshots.push(`[${device}] ${page.url()}`, tree, `  input the page received:\n${input || '(none)'}`.replaceAll('\n', '\n    '));
    }
  }

  pagesText(): string {
    return this.snapshots.join('\n');
  }
}

/** Another person's phone, another door: a browser context of its own, with its own storage. */
export type Device = { context: BrowserContext; page: Page };
/**
 * How the device is set up: `locale` is the language its browser asks for ("fr-FR"), the
 * project's unless given; `timezoneId` the zone its clock is in (a reader abroad), the machine's
 * unless given.
 */
export type DeviceOptions = { locale?: string; timezoneId?: string };

/**
 * Every journey runs under the production headers and the project's rules:
 * - on the emulators, each test starts from fresh demo data (written with the admin SDK);
 * - nothing leaves the machine: offline, MSW's service worker answers third parties; on the
 *   emulators, the geolocation service is answered here, as MSW would; anything else fails;
 * - a Content Security Policy violation fails the test.
 * `newDevice()` opens one more browser context (another person, another device) under the same
 * guard, closed at the end of the test. `say()` gives a text in the project's language.
 */
export const test = base.extend<
  E2eOptions & {
    guard: undefined;
    browserLog: BrowserLog;
    say: Say;
    newDevice: (options?: DeviceOptions) => Promise<Device>;
    phone: Page;
  }
>({
  backend: ['offline', { option: true }],
  emulatorHosts: [null, { option: true }],
  language: ['en', { option: true }],
  say: async ({ language }, provide) => provide(await sayIn(language)),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  browserLog: async ({}, provide) => provide(new BrowserLog()),
  guard: [
    async ({ context, backend, emulatorHosts, browserLog }, use, testInfo) => {
      if (backend === 'emulators') {
        if (!emulatorHosts) throw new Error('The emulators project needs emulatorHosts.');
        await clearFirestore(emulatorHosts.firestore, EMULATOR_PROJECT);
        await seedDemoDocuments(emulatorHosts);
      }
      const guard = await guardContext(context, backend, browserLog);
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) {
        await browserLog.snapshotOpenPages();
        await testInfo.attach('every-page', { body: browserLog.pagesText(), contentType: 'text/plain' });
        if (browserLog.text() !== '') await testInfo.attach('browser-console', { body: browserLog.text(), contentType: 'text/plain' });
      }
      guard.check();
    },
    // A time of its own, so that a journey's limit counts its own steps: clearing and seeding the
    // emulator took 17 s before a journey on a busy run (docs/testing.md, "A long journey cut…").
    { auto: true, timeout: GUARD_TIMEOUT_MS },
  ],
  // A visitor's own phone: a device of its own on the emulators; offline each browser holds its
  // own data, so the test's page plays the visitor too.
  phone: async ({ backend, page, newDevice }, provide) => provide(backend === 'emulators' ? (await newDevice()).page : page),
  newDevice: async ({ browser, backend, baseURL, permissions, viewport, locale, browserLog }, provide, testInfo) => {
    const opened: Array<{ context: BrowserContext; check: () => void }> = [];
    await provide(async (options = {}) => {
      const deviceLocale = options.locale ?? locale;
      const context = await browser.newContext({
        ...(baseURL ? { baseURL } : {}),
        ...(permissions ? { permissions } : {}),
        ...(deviceLocale ? { locale: deviceLocale } : {}),
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
        viewport,
      });
      const { check } = await guardContext(context, backend, browserLog);
      opened.push({ context, check });
      return { context, page: await context.newPage() };
    });
    // Before the devices close, so that a failure shows every device, not only the test's page.
    if (testInfo.status !== testInfo.expectedStatus) await browserLog.snapshotOpenPages();
    for (const { context, check } of opened) {
      await context.close();
      check();
    }
  },
});

export { expect };
