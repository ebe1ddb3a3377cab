import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminFirestore } from '../../scripts/emulators/seed-emulators';
import { REQUEST_PATIENCE_MS } from '../../src/adapters/firestore/request-patience';
import { WHOLE_READ_PATIENCE_MS } from '../../src/adapters/firestore/whole-people-reads';
import { FIRST_ROWS } from '../../src/ui/admin/people-rows';
import { STILL_WAITING_MS } from '../../src/ui/shared/use-still-waiting';
import { expect, test } from './fixtures';
import { listed, openPeople } from './people';
import type { Say } from './say';
import { signInAsAdmin } from './sign-in';

// Firebase mode only: offline, the device's database is the store itself, which signing out keeps.

/** How many rows of `list` the device's own database keeps as a copy (Firebase mode's staff copies). */
function keptRows(page: Page, list: string): Promise<number> {
  return page.evaluate(async (name) => {
    // Opened only if it exists: opening it here first would create it without the app's tables.
    if (!(await indexedDB.databases()).some((database) => database.name === 'rollcall-door')) return 0;
    return new Promise<number>((resolve, reject) => {
      const opening = indexedDB.open('rollcall-door');
      opening.onerror = () => reject(opening.error ?? new Error('The device’s database did not open.'));
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('listCopies')) {
          database.close();
          return resolve(0);
        }
        const reading = database.transaction('listCopies').objectStore('listCopies').getAll();
        reading.onerror = () => reject(reading.error ?? new Error('The copies could not be read.'));
        reading.onsuccess = () => {
          const parts = reading.result as Array<{ table: string; columns: unknown[][] }>;
          database.close();
          resolve(parts.filter((part) => part.table === name).reduce((rows, part) => rows + (part.columns[0]?.length ?? 0), 0));
        };
      };
    });
  }, list);
}

/**
 * How many people the full Firestore SDK's own cache holds on this device (not the marks it keeps
 * of people deleted). Its IndexedDB layout is the SDK's (12.x: `remoteDocumentsV14`, each record
 * naming its `collectionGroup`, a person stored as `document`); a store or a record of another
 * shape fails the count, so that an SDK that moves them cannot make this pass by finding nothing.
 */
function peopleInTheSdkCache(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((database) => database.name ?? '').find((found) => found.startsWith('firestore/'));
    if (!name) throw new Error('The SDK’s database is not on this device.');
    return new Promise<number>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onerror = () => reject(opening.error ?? new Error('The SDK’s database did not open.'));
      opening.onsuccess = () => {
        const database = opening.result;
        const store = Array.from(database.objectStoreNames).find((found) => found.startsWith('remoteDocuments'));
        if (!store) return reject(new Error(`No remote documents store in ${Array.from(database.objectStoreNames).join(', ')}`));
        const reading = database.transaction(store).objectStore(store).getAll();
        reading.onerror = () => reject(reading.error ?? new Error('The SDK’s cache could not be read.'));
        reading.onsuccess = () => {
          database.close();
          const records = reading.result as Array<{ collectionGroup?: unknown; document?: unknown }>;
          const unknown = records.find((record) => typeof record.collectionGroup !== 'string');
          if (unknown) return reject(new Error(`A cached record of another shape: ${Object.keys(unknown).join(', ')}`));
          resolve(records.filter((record) => record.collectionGroup === 'users' && record.document).length);
        };
      };
    });
  });
}

/** "Download users.csv" on the people list, with a header row: its data rows. `meanwhile`: done once the button is pressed. */
async function downloadedPeople(page: Page, say: Say, meanwhile = async () => {}): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: say('Download {collection}.csv', { collection: 'users' }) }).click();
  await meanwhile();
  const csv = new TextDecoder('utf-8').decode(await readFile((await (await download).path()) ?? ''));
  return csv.split('\r\n').filter(Boolean).slice(1);
}

/** An administrator signs in on the people list and downloads it once it is in, with a header row: its 305 data rows. */
async function signedInAndDownloaded(page: Page, say: Say): Promise<string[]> {
  await signInAsAdmin(page, say, '/admin/users');
  await expect(listed(page, say, 305)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(say('With a header row')).check();
  const online = await downloadedPeople(page, say);
  expect(online).toHaveLength(305);
  return online;
}

/** Every request to the Firestore emulator, the Listen channel's and the REST ones. */
const TO_THE_SERVER = /google\.firestore\.v1\.Firestore|\/v1\/projects\//;

/**
 * Once the device keeps its copy of the 305, every request to the server is refused while the
 * device says it is online (a venue's network that lost its way out), and the list is opened
 * again: it shows the device's copy. The journeys then jump over the store's patience with
 * Playwright's clock, installed after loading (the fake clock has no resource timings). Returns
 * how to let the requests through again.
 */
async function listOpenedWithTheServerOutOfReach(page: Page, say: Say): Promise<() => Promise<void>> {
  await expect.poll(() => keptRows(page, 'users'), { timeout: 15_000 }).toBe(305);
  await page.context().route(TO_THE_SERVER, (route) => route.abort());
  await openPeople(page, say);
  await expect(page.getByText(say('{total} in this device’s copy of the list.', { total: 305 }))).toBeVisible({ timeout: 15_000 });
  return () => page.context().unroute(TO_THE_SERVER);
}

test('an administrator’s download of the list comes from the list: not stored in the SDK’s cache, and offline from the device’s copy', async ({
  say,
  page,
}) => {
  const online = await signedInAndDownloaded(page, say);
  // Read through the SDK, the 305 were stored in its cache as well as in the device's copy.
  // The first screen is listened to through the full SDK while the whole list is on its way: those few may be in its cache.
  expect(await peopleInTheSdkCache(page)).toBeLessThanOrEqual(FIRST_ROWS);

  // Without network, the file is the device's copy of the list, as the list on the screen is.
  await expect.poll(() => keptRows(page, 'users'), { timeout: 15_000 }).toBe(305);
  await page.context().setOffline(true);
  expect(await downloadedPeople(page, say)).toEqual(online);
  await page.context().setOffline(false);
});

test('online with the server out of reach, a download is made from the device’s copy once the server has not answered in time', async ({
  say,
  page,
}) => {
  const online = await signedInAndDownloaded(page, say);
  // The SDK waits for the server, for minutes at times (unless it counts itself offline first).
  await listOpenedWithTheServerOutOfReach(page, say);
  await page.getByLabel(say('With a header row')).check();
  await page.clock.install();
  expect(await downloadedPeople(page, say, () => page.clock.fastForward(WHOLE_READ_PATIENCE_MS))).toEqual(online);
});

test('online with the server out of reach, “remove duplicates” shows them from the device’s copy, says the removal is not confirmed, and the server has it once it answers', async ({
  say,
  page,
  emulatorHosts,
}) => {
  const server = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  const peopleOnServer = async () => (await server.collection('users').get()).size;
  await signInAsAdmin(page, say, '/admin/users');
  await expect(listed(page, say, 305)).toBeVisible({ timeout: 30_000 });
  const serverBack = await listOpenedWithTheServerOutOfReach(page, say);
  await page.clock.install();
  await page.getByRole('button', { name: say('Remove duplicates…') }).click();
  await page.clock.fastForward(WHOLE_READ_PATIENCE_MS);
  const panel = page.getByRole('region', { name: say('Remove duplicates by e-mail') });
  await expect(
    panel.getByText(
      say('{repeated}: {leaving}. The oldest entry of each stays.', {
        repeated: say('{emails, plural, one {# e-mail appears more than once} other {# e-mails appear more than once}}', { emails: 4 }),
        leaving: say('{going, plural, one {# entry goes} other {# entries go}}', { going: 4 }),
      }),
    ),
  ).toBeVisible();

  // The deletes are sent, and the server leaves them unanswered: not "not removed", since they may still land.
  await panel
    .getByRole('button', { name: say('{going, plural, one {Remove # duplicate} other {Remove # duplicates}}', { going: 4 }) })
    .click();
  await page.clock.fastForward(STILL_WAITING_MS);
  const stillWaiting = panel
    .getByRole('status')
    .getByText(say('The server has not answered yet. Keep this page open: you will be told what became of it.'));
  await expect(stillWaiting).toBeVisible();
  await expect(panel.getByRole('button', { name: say('Removing…') })).toBeDisabled();
  await page.clock.fastForward(REQUEST_PATIENCE_MS - STILL_WAITING_MS);
  await expect(
    page.getByText(
      say(
        'Removing the duplicates is not confirmed: {reason}. It may still be done once the server answers: then open “Remove duplicates…” again to remove what is left.',
        { reason: say('the server did not answer in time') },
      ),
    ),
  ).toBeVisible();
  expect(await peopleOnServer()).toBe(305);

  // The way out back: the SDK sends what it kept (its wait between tries jumped over).
  await serverBack();
  await page.clock.fastForward(60_000);
  await expect.poll(peopleOnServer, { timeout: 30_000 }).toBe(301);
});

test('without network and without a copy of the list, a download and “remove duplicates” say they need the connection, and make no empty file', async ({
  say,
  page,
}) => {
  // The list is never confirmed, so the device never keeps a copy of it.
  await page.context().route(/google\.firestore\.v1\.Firestore\/Listen/, (route) => route.abort());
  await signInAsAdmin(page, say, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: say('People') })).toBeVisible({ timeout: 30_000 });
  await page.context().setOffline(true);
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await page.getByRole('button', { name: say('Download {collection}.csv', { collection: 'users' }) }).click();
  await expect(
    page.getByText(
      say('{collection}.csv could not be made: {reason}. Try again once the device is online.', {
        collection: 'users',
        reason: say('there is no connection to the server'),
      }),
    ),
  ).toBeVisible();
  expect(await keptRows(page, 'users')).toBe(0);
  expect(downloads).toEqual([]);
  // Nor does "remove duplicates" find none in part of the list.
  await page.getByRole('button', { name: say('Remove duplicates…') }).click();
  await expect(page.getByRole('region', { name: say('Remove duplicates by e-mail') }).getByRole('alert')).toHaveText(
    say('{what} could not be loaded: {message}', { what: say('The duplicates'), message: say('there is no connection to the server') }),
  );
  await page.context().setOffline(false);
});

test('an administrator’s device keeps the list it read whole, opens it from there, and deletes it on signing out', async ({
  say,
  page,
}) => {
  await signInAsAdmin(page, say, '/admin/users');
  await expect(listed(page, say, 305)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => keptRows(page, 'users'), { timeout: 15_000 }).toBe(305);

  // Without the server, the list opened again shows what the device kept, and says so.
  await page.context().route(/google\.firestore\.v1\.Firestore\/Listen/, (route) => route.abort());
  await openPeople(page, say);
  await expect(page.getByText(say('{total} in this device’s copy of the list.', { total: 305 }))).toBeVisible({ timeout: 15_000 });
  await page.context().unroute(/google\.firestore\.v1\.Firestore\/Listen/);

  await page.getByRole('button', { name: say('Sign out') }).click();
  await expect(page).toHaveURL(/\/admin-login/);
  await expect.poll(() => keptRows(page, 'users'), { timeout: 15_000 }).toBe(0);
});
