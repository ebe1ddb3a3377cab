import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Say } from './say';
import { signInAsAdmin } from './sign-in';

const listed = (page: Page, say: Say, total: number) => page.getByText(say('{total} in the list.', { total }));

async function search(page: Page, say: Say, text: string) {
  await page.getByLabel(say('Search name, e-mail or organisation')).fill(text);
}

/** The People section reached from the admin menu: the list opened again without a reload. */
async function openPeople(page: Page, say: Say) {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: say('Admin sections') })
    .getByRole('link', { name: say('People') })
    .click();
}

test('an administrator’s two tabs: a person added in one is in the other’s list and in every list opened again; one deleted is gone from them', async ({
  say,
  page,
}) => {
  await signInAsAdmin(page, say, '/admin/users');
  await expect(listed(page, say, 305)).toBeVisible({ timeout: 30_000 });
  const other = await page.context().newPage();
  await other.goto('/admin/users');
  await expect(listed(other, say, 305)).toBeVisible({ timeout: 30_000 });

  await other.getByRole('button', { name: say('Add a person') }).click();
  await other.getByLabel(say.starting('Name')).fill('Tab Two');
  await other.getByLabel(say.starting('E-mail')).fill('tab.two@example.org');
  await other.getByRole('button', { name: say('Add'), exact: true }).click();
  await expect(listed(page, say, 306)).toBeVisible();

  // Offline, a list read whole opens from the device's copy of it, which the other tab's write
  // made old: opened again, it is read from the table, and after it has stood still a moment
  // the copy is made again; opened once more, from that copy.
  await page.reload();
  await expect(listed(page, say, 306)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1_500);
  await openPeople(page, say);
  await expect(listed(page, say, 306)).toBeVisible({ timeout: 30_000 });
  await search(page, say, 'tab.two');
  const people = page.getByRole('table', { name: say('People') });
  await expect(people.getByRole('row', { name: /Tab Two/ })).toBeVisible();

  await search(other, say, 'tab.two');
  await other
    .getByRole('table', { name: say('People') })
    .getByRole('button', { name: new RegExp(say('Delete')) })
    .click();
  await other
    .getByRole('alertdialog')
    .getByRole('button', { name: say('Delete'), exact: true })
    .click();
  await expect(people.getByRole('row', { name: /Tab Two/ })).toBeHidden();

  await openPeople(page, say);
  await expect(listed(page, say, 305)).toBeVisible({ timeout: 30_000 });
  await search(page, say, 'tab.two');
  await expect(page.getByText(say('Nobody matches the search and filter.'))).toBeVisible();
});

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

test('an administrator’s device keeps the list it read whole, opens it from there, and deletes it on signing out', async ({
  say,
  page,
  backend,
}) => {
  test.skip(backend === 'offline', 'Offline, the device’s database is the store itself: signing out keeps it.');
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
