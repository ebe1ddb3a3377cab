import { test as base, expect } from '@playwright/test';
import { clearFirestore } from '../../scripts/emulators/security-rules';
import { EMULATOR_PROJECT, seedDemoDocuments, type EmulatorHosts } from '../../scripts/emulators/seed-emulators';
import { DEFAULT_GEOLOCATION_URL } from '../../config/security-headers';
import { DEMO_LOCATION } from '../../src/adapters/msw/demo-location';

export type Backend = 'offline' | 'emulators';

export type E2eOptions = {
  /** Which build the project serves: offline (Dexie + MSW) or Firebase mode on the emulators. */
  backend: Backend;
  /** The emulators' addresses, for the `emulators` project. */
  emulatorHosts: EmulatorHosts | null;
};

const FIRESTORE_PROBE = 'https://www.google.com/images/cleardot.gif';

function isLoopback(url: string): boolean {
  const { hostname, protocol } = new URL(url);
  return !protocol.startsWith('http') || hostname === '127.0.0.1' || hostname === 'localhost';
}

/**
 * Every journey runs under the production headers and the project's rules:
 * - on the emulators, each test starts from fresh demo data (written with the admin SDK);
 * - nothing leaves the machine: offline, MSW's service worker answers third parties; on the
 *   emulators, the geolocation service is answered here, as MSW would; anything else fails;
 * - a Content Security Policy violation fails the test.
 */
export const test = base.extend<E2eOptions & { guard: undefined }>({
  backend: ['offline', { option: true }],
  emulatorHosts: [null, { option: true }],
  guard: [
    async ({ context, page, backend, emulatorHosts }, use) => {
      if (backend === 'emulators') {
        if (!emulatorHosts) throw new Error('The emulators project needs emulatorHosts.');
        await clearFirestore(emulatorHosts.firestore, EMULATOR_PROJECT);
        await seedDemoDocuments(emulatorHosts);
      }
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
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content Security Policy violations').toEqual([]);
      expect(leaving, 'requests that would have left the machine').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
