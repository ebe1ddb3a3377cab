import type { Page } from '@playwright/test';

/** Signs the demo administrator in at `/admin-login`, which then goes on to `next`. */
export async function signInAsAdmin(page: Page, next: string): Promise<void> {
  await page.goto(`/admin-login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill('admin@rollcall.test');
  await page.getByLabel('Password', { exact: true }).fill('rollcall-admin');
  await page.getByRole('button', { name: 'Sign in as administrator' }).click();
}
