import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listed, openPeople } from './people';
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
