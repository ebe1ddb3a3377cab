// The admin list of people in the Firebase build, on the emulators with firestore.rules: the
// product's own path (the full Firestore SDK with its cache, a listener on the table, and the copy
// of the list the device keeps), and its download as CSV.
import { chromium, type Page } from 'playwright';
import { demoPeople } from '../src/adapters/demo/demo-people';
import { seededRandom } from '../src/adapters/demo/random';
import { newDocumentId } from '../src/adapters/shared/document-id';
import { adminFirestore, createDemoAccounts, type EmulatorHosts } from '../scripts/emulators/seed-emulators';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium';
import { singleFigure, type BenchResult } from './budgets';
import { summarise } from './support/stats';
import { timedDownloads } from './support/downloads';
import { pageCodeLoaded } from './support/page-code';
import { signInAsDemoAdmin } from './support/sign-in';

const NOW = new Date('2026-11-22T09:00:00Z');
/**
 * People added to the demo's. Not 50,000: the Firestore emulator drops a listener whose answer
 * holds more than about 10,000 documents (its WebChannel queue; firebase-tools issue 5197), and
 * the list then never shows, so the figure is of a tenth of the offline bench's list.
 */
const FIREBASE_LIST_PEOPLE = 5_000;
/** Eight: the median of four moved with a single slow opening. */
const OPENINGS = 8;
/** Downloads of the list, once it is open. */
const DOWNLOADS = 5;
/** How long the list stays open after each opening, as a person looks at it. */
const LOOKING_MS = 3_000;
const BATCH_LIMIT = 500;

/** Writes the people with the admin SDK, as an import through the app would have left them. */
async function addPeople(hosts: EmulatorHosts, count: number): Promise<void> {
  const firestore = adminFirestore(hosts);
  const people = demoPeople(seededRandom(1), count, NOW).map((person, index) => ({
    ...person,
    id: newDocumentId(),
    email: `firebase.${index}.${person.email}`,
  }));
  for (let start = 0; start < people.length; start += BATCH_LIMIT) {
    const batch = firestore.batch();
    for (const person of people.slice(start, start + BATCH_LIMIT)) batch.set(firestore.collection('users').doc(person.id), person);
    await batch.commit();
  }
}

type Opening = { firstRows: number; deviceCopy: number; confirmed: number };

/**
 * From a click on "People" in the admin menu: until the first rows are on screen, until the
 * whole list shows from what the device holds (searchable, and said to be this device's copy), and
 * until the server has confirmed it (`total` in the list).
 */
function openPeopleList(page: Page, total: string): Promise<Opening> {
  return page.evaluate(
    (count) =>
      new Promise<Opening>((resolve) => {
        const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Admin sections"] a')).find(
          (anchor) => anchor.textContent === 'People',
        );
        const start = performance.now();
        const opening = { firstRows: 0, deviceCopy: 0, confirmed: 0 };
        // No helper functions in here: the bench's compiler would wrap them in a helper the page lacks.
        const observer = new MutationObserver(() => {
          const now = performance.now() - start;
          const listed = document.querySelector('.list-count')?.textContent ?? '';
          if (!opening.firstRows && document.querySelector('[role="row"] [role="cell"]') !== null) opening.firstRows = now;
          if (!opening.deviceCopy && listed.startsWith(`${count} in this device`)) opening.deviceCopy = now;
          if (!listed.startsWith(`${count} in the list`)) return;
          observer.disconnect();
          // Shown at once from the server, the list had no copy of the device's before it.
          resolve({ ...opening, deviceCopy: opening.deviceCopy || now, confirmed: now });
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        link?.click();
      }),
    total,
  );
}

export async function firebaseAdminList(appUrl: string, hosts: EmulatorHosts): Promise<BenchResult[]> {
  await createDemoAccounts(hosts);
  await addPeople(hosts, FIREBASE_LIST_PEOPLE);
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    await signInAsDemoAdmin(page, appUrl, '/admin');
    // The first opening loads the admin pages' code and fills the device's cache and copy: told apart.
    const started = Date.now();
    await page.getByRole('link', { name: 'People' }).click();
    const count = page.locator('.list-count').filter({ hasText: / in the list/ });
    await count.waitFor({ timeout: 120_000 });
    const firstOpening = Date.now() - started;
    const total = ((await count.textContent()) ?? '').replace(/ in the list.*/, '');
    await page.waitForTimeout(LOOKING_MS);
    const openings: Opening[] = [];
    for (let run = 0; run < OPENINGS; run += 1) {
      await page.goto(`${appUrl}/admin`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await pageCodeLoaded(page, 'people-list-page');
      openings.push(await openPeopleList(page, total));
      await page.waitForTimeout(LOOKING_MS);
    }
    // The list open and confirmed, as an administrator downloads it.
    const downloads = await timedDownloads(page, 'Download users.csv', DOWNLOADS, 120_000);
    const figure = (id: string, pick: (opening: Opening) => number, note: string): BenchResult => ({
      id: `admin-list.firebase.${id}`,
      unit: 'ms',
      ...summarise(openings.map(pick)),
      note: `${total} people; ${note}`,
    });
    return [
      figure('first-rows-5k', (opening) => opening.firstRows, 'click to the first rows on screen'),
      figure('whole-list-5k', (opening) => opening.deviceCopy, 'click to everyone indexed and counted, from what the device holds'),
      figure('confirmed-5k', (opening) => opening.confirmed, 'click to the server’s confirmation of the whole list'),
      singleFigure('admin-list.firebase.confirmed-5k-first', 'ms', firstOpening, 'the first opening: the pages’ code, nothing cached yet'),
      { id: 'export.firebase.csv-5k', unit: 'ms', ...summarise(downloads), note: `${total} people, the list open; click to download` },
    ];
  } finally {
    await browser.close();
  }
}
