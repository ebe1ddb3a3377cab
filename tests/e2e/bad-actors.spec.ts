import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ticketIsFor } from './people';
import type { Say } from './say';
import { signInAsAdmin } from './sign-in';

const HOSTILE_NAME = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> Mallory';
const HOSTILE_ORGANISATION = '"><svg onload="window.__pwned = 3">';

/** Registers on `eventPath`; `extra` fills more fields by the English source of their label. */
async function register(page: Page, say: Say, eventPath: string, name: string, email: string, extra: Record<string, string> = {}) {
  await page.goto(eventPath);
  await page.getByLabel(say.starting('Full name')).fill(name);
  await page.getByLabel(say.starting('E-mail')).fill(email);
  for (const [label, value] of Object.entries(extra)) await page.getByLabel(say.starting(label)).fill(value);
  await page.getByRole('button', { name: say('Register') }).click();
}

test('script and HTML typed into the fields are stored and shown as text, never run', async ({ say, page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await register(page, say, '/register/summit', HOSTILE_NAME, 'mallory@example.org', { Organisation: HOSTILE_ORGANISATION });
  await expect(page.getByRole('heading', { name: say('Your ticket') })).toBeVisible();
  await expect(page.getByText(HOSTILE_NAME)).toBeVisible();

  await page.goto('/feedback');
  await page.getByRole('radio', { name: new RegExp(`1 – ${say.pattern('Poor')}`) }).check();
  await page.getByLabel(say.starting('Comment')).fill('<iframe src="javascript:window.__pwned = 4"></iframe>');
  await page.getByRole('button', { name: say('Send feedback') }).click();
  await expect(page.getByText(say('Thank you for your feedback!'))).toBeVisible();

  await signInAsAdmin(page, say, '/admin/users');
  await page.getByRole('searchbox').fill('mallory@example.org');
  await expect(page.getByRole('cell', { name: HOSTILE_NAME, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a forged admin cookie shows the admin top bar but no admin data', async ({ say, page, context, baseURL }) => {
  await context.addCookies([
    {
      name: 'user',
      value: encodeURIComponent(JSON.stringify({ id: 'x', email: 'mallory@example.org', name: 'Mallory', admin: true })),
      url: baseURL ?? '',
    },
  ]);
  await page.goto('/admin/users');
  const nav = page.getByRole('navigation', { name: say('Main') });
  await expect(nav.getByRole('button', { name: say('Scan QR') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: say('Administrator sign-in') })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await nav.getByRole('link', { name: say('Settings') }).click();
  await expect(page.getByRole('heading', { level: 1, name: say('Administrator sign-in') })).toBeVisible();
  await expect(page.getByLabel(say('Organisation name'))).toHaveCount(0);
});

test('a guessed ticket id and a ticket of another event do not get in', async ({ say, page }) => {
  await page.goto('/checkin/summit?ticket=AAAAAAAAAAAAAAAAAAAA');
  await page.getByRole('button', { name: say('Check in with this ticket') }).click();
  await expect(page.getByText(say('Unknown ticket'))).toBeVisible();

  await register(page, say, '/register/offline-first', 'Otto Other', 'otto@example.org');
  await expect(page.getByRole('heading', { name: say('Your ticket') })).toBeVisible();
  const ticketId = new URL(page.url()).searchParams.get('ticket') ?? '';
  await page.goto(`/checkin/summit?ticket=${ticketId}`);
  await page.getByRole('button', { name: say('Check in with this ticket') }).click();
  await expect(page.getByText(say('Not registered for this event'))).toBeVisible();
  // The visitor is told which event their ticket is for.
  await expect(page.getByText(ticketIsFor(say, 'Community Meetup: Offline-first Apps'))).toBeVisible();
});

test('a registration flood from one browser stops at five, with a clear message and the form kept', async ({ say, page }) => {
  for (let index = 1; index <= 5; index += 1) {
    await register(page, say, '/register/offline-first', `Flood ${index}`, `flood${index}@example.org`);
    await expect(page.getByRole('heading', { name: say('Your ticket') })).toBeVisible();
  }
  await register(page, say, '/register/offline-first', 'Flood 6', 'flood6@example.org');
  await expect(page.getByRole('alert')).toContainText(
    say.within(
      'This browser has sent several registrations in the last few minutes. To keep automated sign-ups out, please try again after {time}. What you typed is kept.',
    ),
  );
  await expect(page.getByLabel(say.starting('E-mail'))).toHaveValue('flood6@example.org');
});

test('oversized answers are refused field by field, keeping what was typed', async ({ say, page }) => {
  const longName = 'N'.repeat(101);
  await register(page, say, '/register/summit', longName, 'long@example.org');
  await expect(
    page.getByText(say('Keep {field} to {max} characters (it has {has}).', { field: say('your name'), max: 100, has: 101 })),
  ).toBeVisible();
  await expect(page.getByLabel(say.starting('Full name'))).toHaveValue(longName);

  await page.goto('/feedback');
  await page.getByRole('radio', { name: new RegExp(`3 – ${say.pattern('Good')}`) }).check();
  await page.getByLabel(say.starting('Comment')).fill('c'.repeat(2001));
  await page.getByRole('button', { name: say('Send feedback') }).click();
  await expect(
    page.getByText(say('Keep {field} to {max} characters (it has {has}).', { field: say('your comment'), max: 2000, has: 2001 })),
  ).toBeVisible();
});
