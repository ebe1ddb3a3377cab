import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium.ts';
import type { Backend, E2eOptions } from './tests/e2e/fixtures.ts';

// Fixed, so that the workers (which load this file again) agree with the servers.
// ROLLCALL_E2E_PORT_OFFSET moves them all, so that two checkouts can run the journeys side by side.
const OFFSET = Number(process.env.ROLLCALL_E2E_PORT_OFFSET ?? 0);
const OFFLINE_PORT = 4173 + OFFSET;
const EMULATORS = { port: 4174 + OFFSET, firestore: 8181 + OFFSET, auth: 9191 + OFFSET };
const executablePath = findChromium();
const vite = 'node node_modules/vite/bin/vite.js';

/** The journeys that must work in both modes. */
const JOURNEYS_IN_BOTH_MODES =
  /(visitor-journey|ticket-link|scanner|admin-journey|attendees|tickets-by-email|event-time-zones|bad-actors|waiting-list|door-staff|languages|language-change|people-list)\.spec\.ts$/;
/**
 * Firebase mode only: network faults need a network between the app and its store, only a
 * staff device in Firebase mode keeps copies apart from its store, and only there are people at
 * the same moment on devices of their own (offline, every device is its own store).
 */
const FIREBASE_ONLY =
  /(network-faults|door-prepared|staff-device-copies|two-administrators|registration-crowd|wrong-clocks|doors-at-once)\.spec\.ts$/;

/** Browser journeys in Debian's Chromium: the offline build, and Firebase mode on the emulators. */
export default defineConfig<E2eOptions>({
  testDir: 'tests/e2e',
  // Two cores: one browser at a time keeps timings steady.
  workers: 1,
  forbidOnly: !!process.env.CI,
  // Time limits catch a hang, they are no speed budget: two cores also run the emulators, two
  // servers and the browser. No retries: a test that fails once is a failure to explain.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  // The JSON report lets `npm test` name each failed test in its summary.
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-reports/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'offline',
      testIgnore: FIREBASE_ONLY,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${OFFLINE_PORT}`,
        backend: 'offline' satisfies Backend,
      },
    },
    // The offline journeys once more, every device's browser asking for French: a text the pages
    // show in English, or one the catalogues lack, fails here. The journeys between languages
    // choose their own.
    {
      name: 'offline-fr',
      testIgnore: [FIREBASE_ONLY, /languages\.spec\.ts$/],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${OFFLINE_PORT}`,
        backend: 'offline' satisfies Backend,
        locale: 'fr-FR',
        language: 'fr',
      },
    },
    {
      name: 'emulators',
      testMatch: [JOURNEYS_IN_BOTH_MODES, FIREBASE_ONLY],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${EMULATORS.port}`,
        backend: 'emulators' satisfies Backend,
        emulatorHosts: { firestore: `127.0.0.1:${EMULATORS.firestore}`, auth: `127.0.0.1:${EMULATORS.auth}` },
      },
    },
  ],
  webServer: [
    {
      command: `${vite} build --logLevel warn && ${vite} preview --port ${OFFLINE_PORT} --strictPort`,
      url: `http://127.0.0.1:${OFFLINE_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `node scripts/start-emulators.mjs --preview --port ${EMULATORS.port} --firestore-port ${EMULATORS.firestore} --auth-port ${EMULATORS.auth}`,
      url: `http://127.0.0.1:${EMULATORS.port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      // The emulators run in process groups of their own: the script stops them on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
