import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';

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
