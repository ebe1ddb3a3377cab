import type { Page } from '@playwright/test';
import type { Say } from './say';

/** Signs the demo administrator in at `/admin-login`, which then goes on to `next`. */
export async function signInAsAdmin(page: Page, say: Say, next: string): Promise<void> {
  await page.goto(`/admin-login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(say('E-mail')).fill('admin@rollcall.test');
  await page.getByLabel(say('Password'), { exact: true }).fill('rollcall-admin');
  await page.getByRole('button', { name: say('Sign in as administrator') }).click();
}
