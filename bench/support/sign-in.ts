import type { Page } from 'playwright';

/** Signs the demo administrator in at `/admin-login`, which then goes on to `next`. */
export async function signInAsDemoAdmin(page: Page, appUrl: string, next: string): Promise<void> {
  await page.goto(`${appUrl}/admin-login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill('admin@rollcall.test');
  await page.getByLabel('Password', { exact: true }).fill('rollcall-admin');
  await page.getByRole('button', { name: 'Sign in as administrator' }).click();
}
