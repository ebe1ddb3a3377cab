import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium.ts';

const PORT = 4173;
const executablePath = findChromium();
const vite = 'node node_modules/vite/bin/vite.js';

/** Browser journeys against the built offline app, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two cores: one browser at a time keeps timings steady.
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${vite} build --logLevel warn && ${vite} preview --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
