import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Say } from './say';
import { listed, openPeople } from './people';
import { signInAsAdmin } from './sign-in';

async function search(page: Page, say: Say, text: string) {
  await page.getByLabel(say('Search name, e-mail or organisation')).fill(text);
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
  // Named in full: the search filters the list a moment after the keystroke, not before the click.
  await other
    .getByRole('table', { name: say('People') })
    .getByRole('button', { name: new RegExp(`^${say('Delete')}\\s*Tab Two$`) })
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
