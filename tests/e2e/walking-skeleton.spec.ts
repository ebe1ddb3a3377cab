import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './sign-in';

test('the home page opens offline with the demo events', async ({ say, page }) => {
  // Offline means offline: the fixture fails the test if a request leaves the machine.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Rollcall Demo Events' })).toBeVisible();
  const nextEvents = page.getByRole('region', { name: say('Next events') });
  await expect(nextEvents.getByRole('article')).toHaveCount(3);
  await expect(nextEvents.getByRole('link', { name: 'Open Source Summit 2026' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: say('Main') }).getByRole('button', { name: say('Checkin') })).toBeVisible();
  await expectAccessible(page);
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'location')).toBe(true);
});

test('a first start has a worker store the demo; the next start finds it stored and starts none', async ({ say, page }) => {
  const seedingWorkers: string[] = [];
  page.on('worker', (worker) => {
    if (/seed-demo\.worker/.test(worker.url())) seedingWorkers.push(worker.url());
  });
  const seedingDone = page
    .waitForEvent('worker', (worker) => /seed-demo\.worker/.test(worker.url()))
    .then((worker) => new Promise((done) => worker.once('close', done)));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Open Source Summit 2026' }).first()).toBeVisible();
  await seedingDone;
  expect(seedingWorkers).toHaveLength(1);

  // The people and the accounts came from the worker: the demo administrator signs in and sees them.
  await signInAsAdmin(page, say, '/admin/users');
  await expect(page.getByText(say('{total} in the list.', { total: 305 }))).toBeVisible();
  expect(seedingWorkers).toHaveLength(1);
});

test('the events list shows upcoming and past demo events read through the store', async ({ say, page }) => {
  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: say('Upcoming') });
  const past = page.getByRole('region', { name: say('Past') });
  await expect(upcoming.getByRole('link', { name: 'Open Source Summit 2026' })).toBeVisible();
  await expect(upcoming.getByText(say('Happening now'), { exact: true })).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'National Day Reception' })).toBeVisible();
  await expect(past.getByRole('link', { name: 'Spring Hackathon' })).toBeVisible();

  await page.getByLabel(say('Search events')).fill('hackathon');
  await expect(
    page.getByText(
      say('{matched, plural, one {# event matches “{searched}”.} other {# events match “{searched}”.}}', {
        matched: 1,
        searched: 'hackathon',
      }),
    ),
  ).toBeVisible();
  await expect(upcoming.getByText(say('No upcoming event matches your search.'))).toBeVisible();
  await expectAccessible(page);

  await past.getByRole('link', { name: 'Spring Hackathon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring Hackathon' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ say, page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: say.within('Page Not Found') })).toBeVisible();
  await expect(page.getByText(say('Page not found: {pathname}', { pathname: '/no/such/page' }))).toBeVisible();
  await expect(page).toHaveTitle(`${say('Page Not Found')} · Rollcall`);
  await expectAccessible(page);
});

test('a short link opens its event by slug, and an unknown one is a 404', async ({ say, page }) => {
  await page.goto('/summit');
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Summit 2026' })).toBeVisible();
  await page.goto('/no-such-event');
  await expect(page.getByText(say('Page not found: {pathname}', { pathname: '/no-such-event' }))).toBeVisible();
});
