import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';

test('the home page opens offline with the demo events', async ({ page }) => {
  // Offline means offline: the fixture fails the test if a request leaves the machine.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Rollcall Demo Events' })).toBeVisible();
  const nextEvents = page.getByRole('region', { name: 'Next events' });
  await expect(nextEvents.getByRole('article')).toHaveCount(3);
  await expect(nextEvents.getByRole('link', { name: 'Open Source Summit 2026' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Checkin' })).toBeVisible();
  await expectAccessible(page);
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'location')).toBe(true);
});

test('the events list shows upcoming and past demo events read through the store', async ({ page }) => {
  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const past = page.getByRole('region', { name: 'Past' });
  await expect(upcoming.getByRole('link', { name: 'Open Source Summit 2026' })).toBeVisible();
  await expect(upcoming.getByText('Happening now')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'National Day Reception' })).toBeVisible();
  await expect(past.getByRole('link', { name: 'Spring Hackathon' })).toBeVisible();

  await page.getByLabel('Search events').fill('hackathon');
  await expect(page.getByText('1 event matches “hackathon”.')).toBeVisible();
  await expect(upcoming.getByText('No upcoming event matches your search.')).toBeVisible();
  await expectAccessible(page);

  await past.getByRole('link', { name: 'Spring Hackathon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring Hackathon' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Rollcall');
  await expectAccessible(page);
});

test('a short link opens its event by slug, and an unknown one is a 404', async ({ page }) => {
  await page.goto('/summit');
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Summit 2026' })).toBeVisible();
  await page.goto('/no-such-event');
  await expect(page.getByText('Page not found: /no-such-event')).toBeVisible();
});
