import { DEFAULT_GEOLOCATION_URL } from '../../src/adapters/browser/geolocation-service';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Say } from './say';

const ADMIN = { email: 'admin@rollcall.test', password: 'rollcall-admin' };

function mainNav(page: Page, say: Say) {
  return page.getByRole('navigation', { name: say('Main') });
}

test('the demo admin signs in at /admin-login, reaches the dashboard, signs out and is refused', async ({ say, page, context }) => {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: say('Administrator sign-in') })).toBeVisible();
  await expect(page.getByRole('cell', { name: ADMIN.email, exact: true })).toBeVisible();

  await page.getByLabel(say('E-mail')).fill(ADMIN.email);
  await page.getByLabel(say('Password'), { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: say('Sign in as administrator') }).click();

  await expect(page).toHaveURL(/\/admin$/);
  // The admin area's account line (the sign-in page's own "Signed in as …." may show, or not,
  // while the dashboard's code arrives).
  await expect(page.getByText(say('Signed in as <0>{email}</0>', { email: ADMIN.email }), { exact: true })).toBeVisible();
  await expect(mainNav(page, say).getByRole('link', { name: say('Settings') })).toBeVisible();
  await expect(mainNav(page, say).getByRole('button', { name: say('Scan QR') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: say('Admin sections') })).toBeVisible();
  const userCookie = (await context.cookies()).find((cookie) => cookie.name === 'user');
  expect(JSON.parse(decodeURIComponent(userCookie?.value ?? '{}'))).toMatchObject({ email: ADMIN.email, admin: true });
  expect(userCookie?.sameSite).toBe('Lax');

  // The session survives a reload (local persistence).
  await page.reload();
  await expect(page.getByRole('navigation', { name: say('Admin sections') })).toBeVisible();

  await page.getByRole('button', { name: say('Sign out') }).click();
  await expect(page.getByRole('heading', { level: 1, name: say('Administrator sign-in') })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'user')).toBe(false);

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin-login\?next=%2Fadmin%2Fusers$/);
  await expect(page.getByRole('navigation', { name: say('Admin sections') })).toHaveCount(0);
});

test('a visitor account is told it has no administrator access at /admin-login', async ({ say, page }) => {
  await page.goto('/admin-login');
  await page.getByLabel(say('E-mail')).fill('visitor@rollcall.test');
  await page.getByLabel(say('Password'), { exact: true }).fill('rollcall-visitor');
  await page.getByRole('button', { name: say('Sign in as administrator') }).click();
  await expect(page.getByRole('alert')).toContainText(
    say('This account has no administrator access. Sign in with an administrator account.'),
  );
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: say('Administrator sign-in') })).toBeVisible();
});

test('the location is fetched once and kept in the location cookie', async ({ say, page, context }) => {
  const lookups: string[] = [];
  page.on('request', (request) => request.url().startsWith(DEFAULT_GEOLOCATION_URL) && lookups.push(request.url()));
  await page.goto('/');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'location')?.value).toBeTruthy();
  const stored = (await context.cookies()).find((cookie) => cookie.name === 'location');
  expect(JSON.parse(decodeURIComponent(stored?.value ?? '{}'))).toMatchObject({ city: 'Geneva', country_name: 'Switzerland' });
  expect(lookups).toHaveLength(1);

  await page.reload();
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: say('Events') })).toBeVisible();
  expect(lookups).toHaveLength(1);
});

test('an error while rendering a page reaches the 500 page', async ({ say, page }) => {
  await page.goto('/');
  // The organisation's name, read from the store: the demo is stored. (A first visit shows the
  // demo's events before that, as its first look, and the default heading.)
  await expect(page.getByRole('heading', { level: 1, name: 'Rollcall Demo Events' })).toBeVisible();
  // A damaged document: a title that is not text. The page cannot render it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('rollcall');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const transaction = request.result.transaction('events', 'readwrite');
          transaction.objectStore('events').put({
            id: 'damaged',
            slug: 'damaged',
            title: { not: 'text' },
            summary: '',
            description: '',
            venue: '',
            startsAt: '2030-01-01T09:00:00.000Z',
            endsAt: '2030-01-01T10:00:00.000Z',
            capacity: null,
            registrationOpen: true,
            kind: 'standard',
          });
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
  await page.goto('/damaged');
  await expect(page.getByRole('heading', { level: 1, name: say.within('Internal Server Error') })).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(mainNav(page, say).getByRole('link', { name: say('Resources') })).toBeVisible();
});

test('a page opened at a plain http address says what will not work there, and links to the same page over https', async ({
  say,
  page,
  baseURL,
  newDevice,
}) => {
  const insecureNotice = say(
    '<0>This page was opened over http, which browsers do not count as secure.</0> On such a page they hold back what parts of Rollcall need: working without network, the camera, importing people, and the offline demo’s data.',
  );
  // At 127.0.0.1 the browser counts the page as secure, as it does https.
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: say('Administrator sign-in') })).toBeVisible();
  await expect(page.getByText(insecureNotice)).toHaveCount(0);

  // A door laptop that opened the app at a name on the local network, over plain http: its
  // requests are answered by this machine's server, which knows no such name.
  const lanName = 'door-laptop.test';
  const { port } = new URL(baseURL ?? '');
  const laptop = (await newDevice()).page;
  await laptop.route(
    (url) => url.hostname === lanName,
    async (route) => {
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    },
  );
  await laptop.goto(`http://${lanName}:${port}/admin-login?next=%2Fscanner`);
  const notice = laptop.getByRole('alert').filter({ hasText: insecureNotice });
  await expect(notice).toBeVisible();
  const link = notice.getByRole('link');
  await expect(link).toHaveAttribute('href', `https://${lanName}:${port}/admin-login?next=%2Fscanner`);
  const linkText = await link.innerText();
  expect(linkText.trim()).not.toBe('');
  expect(
    say('<0>Open this page over https</0>. If that address does not answer, whoever runs Rollcall needs to serve it over https.'),
  ).toContain(linkText);
  // The page itself is still there under the notice.
  await expect(laptop.getByRole('heading', { level: 1, name: say('Administrator sign-in') })).toBeVisible();
});
