// The admin list of people with 50,000 rows in Chromium: first render, a search keystroke, the
// JS heap; then "Download users.csv" with 100,000 people. The offline build, as the demo admin.
import { chromium, type Page } from 'playwright';
import { demoPeople } from '../src/adapters/demo/demo-people';
import { seededRandom } from '../src/adapters/demo/random';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium';
import { singleFigure, type BenchResult } from './budgets';
import { summarise } from './support/stats';

const NOW = new Date('2026-11-22T09:00:00Z');

/** Writes people straight into the app's IndexedDB, as a big import would have left them. */
async function addPeople(page: Page, count: number, seed: number): Promise<void> {
  const people = demoPeople(seededRandom(seed), count, NOW).map((person, index) => ({
    ...person,
    email: `${seed}.${index}.${person.email}`,
  }));
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('rollcall');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('users', 'readwrite');
          const users = transaction.objectStore('users');
          for (const row of rows) users.put(row);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    people,
  );
}

/** From a click on "People" in the admin menu to the list's rows on screen. */
function openPeopleList(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Admin sections"] a')).find(
          (anchor) => anchor.textContent === 'People',
        );
        const start = performance.now();
        // No helper functions in here: the bench's compiler would wrap them in a helper the page lacks.
        const observer = new MutationObserver(() => {
          if (document.querySelector('.list-count') === null || document.querySelector('[role="row"] [role="cell"]') === null) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        link?.click();
      }),
  );
}

/** Types `query` into the search box; the time until the count of shown rows changes, or null. */
function keystroke(page: Page, query: string): Promise<number | null> {
  return page.evaluate(
    (text) =>
      new Promise<number | null>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('input[type="search"]');
        const count = document.querySelector('.list-count');
        if (!input || !count) return resolve(null);
        const before = count.textContent;
        const observer = new MutationObserver(() => {
          if (count.textContent === before) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - start);
        });
        observer.observe(count, { childList: true, subtree: true, characterData: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 2_000);
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const start = performance.now();
        setValue?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
}

const SEARCHES = [
  'm',
  'ma',
  'mar',
  'mari',
  'maria',
  'mari',
  'mar',
  'ma',
  'm',
  '',
  'k',
  'ko',
  'kob',
  'ko',
  'k',
  '',
  'o',
  'or',
  'org',
  'or',
  'o',
  '',
];

export async function adminList(appUrl: string): Promise<BenchResult[]> {
  const executablePath = findChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${appUrl}/admin-login?next=/admin`);
    await page.getByLabel('E-mail').fill('admin@rollcall.test');
    await page.getByLabel('Password', { exact: true }).fill('rollcall-admin');
    await page.getByRole('button', { name: 'Sign in as administrator' }).click();
    await page.getByRole('link', { name: 'People' }).waitFor();
    await addPeople(page, 50_000, 1);

    const renders: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      renders.push(await openPeopleList(page));
    }
    await page
      .locator('.list-count')
      .filter({ hasText: /^50,\d{3} in the list/ })
      .waitFor();
    const keystrokes: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const query of SEARCHES) {
        const duration = await keystroke(page, query);
        if (duration !== null) keystrokes.push(duration);
      }
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');

    await addPeople(page, 50_000, 2);
    // Dexie's live-query cache only sees Dexie's own writes: a reload reads the new rows.
    await page.reload();
    await page
      .locator('.list-count')
      .filter({ hasText: /^100,\d{3} in the list/ })
      .waitFor({ timeout: 30_000 });
    const downloads: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const start = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: 'Download users.csv' }).click(),
      ]);
      downloads.push(Date.now() - start);
      await download.delete();
      await page.getByRole('button', { name: 'Download users.csv' }).waitFor();
    }
    const heapMB = usedSize / 1024 / 1024;
    return [
      { id: 'admin-list.first-render-50k', unit: 'ms', ...summarise(renders) },
      { id: 'admin-list.search-keystroke-50k', unit: 'ms', ...summarise(keystrokes) },
      singleFigure('admin-list.heap-50k', 'MB', heapMB, 'after garbage collection, list shown'),
      { id: 'export.csv-100k', unit: 'ms', ...summarise(downloads), note: 'click to download, Chromium' },
    ];
  } finally {
    await browser.close();
  }
}
