import type { Page } from '@playwright/test';
import { demoVisitorsSummitTicket } from '../support/demo-ticket';
import { expect, test } from './fixtures';

/**
 * The offline build's first look: on a browser's first visit a visitor's page shows the demo's
 * event before the data layer (Dexie, the demo data) has arrived; a browser that holds the data
 * shows what it holds, never the demo as it was. Service workers blocked: once the app's worker
 * controls a page, Playwright's routes no longer see its requests, and the data layer could not be
 * held.
 */
test.use({ serviceWorkers: 'block' });

const SUMMIT = 'Open Source Summit 2026';
const DATA_LAYER = /\/assets\/data-layer-[\w-]+\.js$/;

/** What the page says when its start failed (src/ui/app/start-up-failure.tsx); never translated: the texts may be what failed. */
const COULD_NOT_START = 'Rollcall could not start';

/** Whether the app's root was ever left empty (the observer the test installs before the page loads). */
function rootWasLeftEmpty(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { rootLeftEmpty?: boolean }).rootLeftEmpty ?? false);
}

/** The language's texts for visitors (src/ui/i18n/language.ts), one file per language. */
const VISITOR_TEXTS = /\/assets\/messages-[\w-]+\.js$/;

/** Holds the download of the files `pattern` matches until `release`; `held` says how many requests for them came meanwhile. */
async function holdDownloads(page: Page, pattern: RegExp): Promise<{ held: () => number; release: () => Promise<void> }> {
  let release: () => void = () => undefined;
  let held = 0;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return {
    held: () => held,
    release: async () => release(),
  };
}

test('a first visit shows the event before the data layer has arrived, then its seats', async ({ page, say }) => {
  const dataLayer = await holdDownloads(page, DATA_LAYER);
  await page.goto('/summit');
  await expect(page.getByRole('heading', { level: 1, name: SUMMIT })).toBeVisible();
  await expect(page.getByRole('link', { name: say('Register') })).toBeVisible();
  // The seats are counted by the data layer, asked for once the event has shown, and held.
  await expect.poll(dataLayer.held).toBe(1);
  await expect(page.getByText(say('{left, plural, one {# seat left} other {# seats left}}', { left: 180 }))).toHaveCount(0);
  await dataLayer.release();
  await expect(page.getByText(say('{left, plural, one {# seat left} other {# seats left}}', { left: 180 }))).toBeVisible();
});

test('a browser that holds the data shows what it holds, never the demo as it first was', async ({ page, say }) => {
  await page.goto('/summit');
  await expect(page.getByText(say('{left, plural, one {# seat left} other {# seats left}}', { left: 180 }))).toBeVisible();
  // The event renamed on this device since (as an administrator's edit stores it).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('rollcall');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const events = opening.result.transaction('events', 'readwrite').objectStore('events');
          const all = events.getAll();
          all.onsuccess = () => {
            const summit = (all.result as Array<{ slug: string; title: string }>).find((event) => event.slug === 'summit');
            if (!summit) return reject(new Error('No summit stored'));
            const put = events.put({ ...summit, title: 'Summit, renamed on this device' });
            put.onsuccess = () => {
              opening.result.close();
              resolve();
            };
            put.onerror = () => reject(put.error);
          };
        };
      }),
  );
  const dataLayer = await holdDownloads(page, DATA_LAYER);
  await page.reload();
  // Asked for at once (the device holds the data), and held: the page shows its loading state,
  // and keeps it; the demo's first look would show the old title within a frame or two.
  await expect.poll(dataLayer.held).toBe(1);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: say('Loading…') })
      .first(),
  ).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('heading', { level: 1, name: SUMMIT })).toHaveCount(0);
  await dataLayer.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Summit, renamed on this device' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: SUMMIT })).toHaveCount(0);
});

test("a ticket's page on a first visit asks for the data layer before the app has run: only the data layer has the ticket", async ({
  page,
  say,
}) => {
  const { ticketId, path } = demoVisitorsSummitTicket();
  const dataLayer = await holdDownloads(page, DATA_LAYER);
  // The app's entry held: only the page's early script can ask for the data layer.
  let releaseEntry: () => void = () => undefined;
  const entryReleased = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryReleased;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(dataLayer.held).toBe(1);
  releaseEntry();
  // The event from the first look while the data layer is still held; the ticket once it is in.
  await expect(page.getByRole('heading', { level: 1, name: SUMMIT })).toBeVisible();
  await dataLayer.release();
  await expect(page.getByRole('img', { name: say('QR code of ticket {ticketId}', { ticketId }) })).toBeVisible();
});

test("a language whose texts arrive late leaves the page's frame on screen, never a blank page", async ({ page, say }) => {
  // Whether the app's root was ever left empty (rootWasLeftEmpty): seen after each change React makes to it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver(() => {
        if (root.childElementCount === 0) (window as { rootLeftEmpty?: boolean }).rootLeftEmpty = true;
      }).observe(root, { childList: true });
    });
  });
  const texts = await holdDownloads(page, VISITOR_TEXTS);
  const dataLayerAsked = page.waitForRequest(DATA_LAYER);
  await page.goto('/summit');
  await expect.poll(texts.held).toBeGreaterThan(0);
  // Without its texts the app has nothing to show: the page asks for the data layer at its latest
  // (LATEST_DATA_LAYER_START_MS, main.tsx), long after the app has run.
  await dataLayerAsked;
  await expect(page.locator('[data-static-shell]')).toBeVisible();
  expect(await rootWasLeftEmpty(page)).toBe(false);
  await texts.release();
  await expect(page.getByRole('heading', { level: 1, name: SUMMIT })).toBeVisible();
  await expect(page.getByText(say('{left, plural, one {# seat left} other {# seats left}}', { left: 180 }))).toBeVisible();
  expect(await rootWasLeftEmpty(page)).toBe(false);
});

test('a data layer that cannot be downloaded while the texts are still coming ends in "could not start", and stays so once they come', async ({
  page,
}) => {
  const texts = await holdDownloads(page, VISITOR_TEXTS);
  await page.route(DATA_LAYER, (route) => route.abort('internetdisconnected'));
  await page.goto('/summit');
  await expect(page.getByRole('heading', { level: 1, name: COULD_NOT_START })).toBeVisible();
  const textsArrived = page.waitForResponse(VISITOR_TEXTS);
  await texts.release();
  await textsArrived;
  // Drawn over the failure, the app would show the event's first look within a few frames.
  await page.waitForTimeout(1_000);
  expect(await page.getByRole('heading', { level: 1, name: SUMMIT }).count()).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: COULD_NOT_START })).toBeVisible();
});

test('texts that cannot be downloaded in any language end in "could not start"', async ({ page }) => {
  await page.route(VISITOR_TEXTS, (route) => route.abort('internetdisconnected'));
  await page.goto('/summit');
  await expect(page.getByRole('heading', { level: 1, name: COULD_NOT_START })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: SUMMIT })).toHaveCount(0);
});
