import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './sign-in';

const HOSTILE_NAME = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> Mallory';
const HOSTILE_ORGANISATION = '"><svg onload="window.__pwned = 3">';

async function register(page: Page, eventPath: string, name: string, email: string, extra: Record<string, string> = {}) {
  await page.goto(eventPath);
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
  for (const [label, value] of Object.entries(extra)) await page.getByLabel(new RegExp(`^${label}`)).fill(value);
  await page.getByRole('button', { name: 'Register' }).click();
}

test('script and HTML typed into the fields are stored and shown as text, never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await register(page, '/register/summit', HOSTILE_NAME, 'mallory@example.org', { Organisation: HOSTILE_ORGANISATION });
  await expect(page.getByRole('heading', { name: 'Your ticket' })).toBeVisible();
  await expect(page.getByText(HOSTILE_NAME)).toBeVisible();

  await page.goto('/feedback');
  await page.getByRole('radio', { name: /1 – Poor/ }).check();
  await page.getByLabel(/^Comment/).fill('<iframe src="javascript:window.__pwned = 4"></iframe>');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();

  await signInAsAdmin(page, '/admin/users');
  await page.getByRole('searchbox').fill('mallory@example.org');
  await expect(page.getByRole('cell', { name: HOSTILE_NAME, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a forged admin cookie shows the admin top bar but no admin data', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'user', value: encodeURIComponent(JSON.stringify({ id: 'x', email: 'mallory@example.org', name: 'Mallory', admin: true })), url: baseURL ?? '' },
  ]);
  await page.goto('/admin/users');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Scan QR' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeVisible();
  await expect(page.getByLabel('Organisation name')).toHaveCount(0);
});

test('a guessed ticket id and a ticket of another event do not get in', async ({ page }) => {
  await page.goto('/checkin/summit?ticket=AAAAAAAAAAAAAAAAAAAA');
  await page.getByRole('button', { name: 'Check in with this ticket' }).click();
  await expect(page.getByText('Unknown ticket')).toBeVisible();

  await register(page, '/register/offline-first', 'Otto Other', 'otto@example.org');
  await expect(page.getByRole('heading', { name: 'Your ticket' })).toBeVisible();
  const ticketId = new URL(page.url()).searchParams.get('ticket') ?? '';
  await page.goto(`/checkin/summit?ticket=${ticketId}`);
  await page.getByRole('button', { name: 'Check in with this ticket' }).click();
  await expect(page.getByText('Not registered for this event')).toBeVisible();
  await expect(page.getByText('This ticket is for another event.')).toBeVisible();
});

test('a registration flood from one browser stops at five, with a clear message and the form kept', async ({ page }) => {
  for (let index = 1; index <= 5; index += 1) {
    await register(page, '/register/offline-first', `Flood ${index}`, `flood${index}@example.org`);
    await expect(page.getByRole('heading', { name: 'Your ticket' })).toBeVisible();
  }
  await register(page, '/register/offline-first', 'Flood 6', 'flood6@example.org');
  await expect(page.getByRole('alert')).toContainText('This browser has sent several registrations in the last few minutes');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('flood6@example.org');
});

test('oversized answers are refused field by field, keeping what was typed', async ({ page }) => {
  const longName = 'N'.repeat(101);
  await register(page, '/register/summit', longName, 'long@example.org');
  await expect(page.getByText('Keep your name to 100 characters (it has 101).')).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toHaveValue(longName);

  await page.goto('/feedback');
  await page.getByRole('radio', { name: /3 – Good/ }).check();
  await page.getByLabel(/^Comment/).fill('c'.repeat(2001));
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Keep your comment to 2000 characters (it has 2001).')).toBeVisible();
});
