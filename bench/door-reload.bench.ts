import { chromium, type Page } from 'playwright';
import { ticketUrl } from '../src/domain/registrations/ticket';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium';
import type { BenchResult } from './budgets';
import { summarise } from './support/stats';
import { signInAsDemoAdmin } from './support/sign-in';

const RELOADS = 9;

/** Records, in each document, when the door first says it can decide without network. */
const READY_MARK = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.door-list--ready')) return;
    window.__rollcallDoorReadyAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * A door without network reloading its page: from the reload's start (the new document's time
 * origin) to the scanner ready to admit from the device's list ("Ready offline"), with the app
 * served by its service worker and the list read from the device. Each reload is checked to be
 * working: a handheld scan of a ticket is answered from the list. The offline build (its own
 * store on the device); Firebase mode reads its door's list the same way, from IndexedDB.
 */
export async function doorReload(appUrl: string): Promise<BenchResult> {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext();
    await context.addInitScript(READY_MARK);
    const page = await context.newPage();
    await signInAsDemoAdmin(page, appUrl, '/scanner');
    await page.locator('.door-list--ready').waitFor({ timeout: 60_000 });
    // Kept on the device once the service worker is active and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.locator('.door-list--ready').waitFor({ timeout: 60_000 });
    const summit = await summitTickets(page, RELOADS);
    await context.setOffline(true);

    const durations: number[] = [];
    for (let reload = 0; reload < RELOADS; reload += 1) {
      await page.reload();
      await page.waitForFunction(() => (window as { __rollcallDoorReadyAt?: number }).__rollcallDoorReadyAt !== undefined, undefined, {
        timeout: 30_000,
      });
      durations.push(await page.evaluate(() => (window as { __rollcallDoorReadyAt?: number }).__rollcallDoorReadyAt ?? Number.NaN));
      await scanAndSeeAdmitted(page, ticketUrl(new URL(appUrl).origin, summit.eventId, summit.ticketIds[reload] ?? ''));
    }
    const summary = summarise(durations);
    return { id: 'door.reload-offline-to-ready', unit: 'ms', ...summary, note: `${RELOADS} reloads without network, offline build` };
  } finally {
    await browser.close();
  }
}

/** The summit's first tickets (the scanner's default event) of people who never went out, read from this browser's demo store. */
function summitTickets(page: Page, count: number): Promise<{ eventId: string; ticketIds: string[] }> {
  return page.evaluate(
    (wanted) =>
      new Promise<{ eventId: string; ticketIds: string[] }>((resolve, reject) => {
        const request = indexedDB.open('rollcall');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const read = request.result.transaction('events').objectStore('events').index('slug').get('summit');
          read.onsuccess = () => {
            const eventId = (read.result as { id: string }).id;
            // Someone the demo let out answers "went out" at the door, not a check-in: left aside.
            // No helper function here: the bench's compiler would wrap it in a helper the page lacks.
            const [ticketsRead, passesRead] = ['registrations', 'doorPasses'].map(
              (store) =>
                new Promise<unknown[]>((done) => {
                  const all = request.result.transaction(store).objectStore(store).index('eventId').getAll(eventId);
                  all.onsuccess = () => done(all.result as unknown[]);
                }),
            );
            void Promise.all([ticketsRead, passesRead]).then(([tickets, passes]) => {
              const wentOut = new Set((passes as Array<{ ticketId: string }>).map((pass) => pass.ticketId));
              resolve({
                eventId,
                ticketIds: (tickets as Array<{ id: string; cancelledAt?: string }>)
                  .filter((ticket) => !ticket.cancelledAt && !wentOut.has(ticket.id))
                  .slice(0, wanted)
                  .map((ticket) => ticket.id),
              });
            });
          };
        };
      }),
    count,
  );
}

/** A handheld scan (the keys in one task, at a scanner's pace) answered from the door's list: the reload works. */
async function scanAndSeeAdmitted(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => {
    for (const key of [...text, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
  await page
    .locator('.scan-result')
    .getByText(/Checked in|Already checked in/)
    .waitFor({ timeout: 10_000 });
}
