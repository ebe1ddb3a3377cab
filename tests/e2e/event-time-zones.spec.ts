import { expect, test } from './fixtures';
import { signInAsAdmin } from './sign-in';

// The office's device is abroad too: its own zone must not be the one the form reads.
test.use({ timezoneId: 'Asia/Tokyo' });

/**
 * An event in New York, set up from an office in Tokyo and read on a phone in Paris (on the
 * emulators a device of its own; offline, the office's browser, which holds the data): its times
 * are the venue's, with the zone named, wherever they are read.
 */
test('an event’s times are the venue’s, with the zone named, whatever the zone of the device that sets it up or reads it', async ({
  say,
  page,
  backend,
  newDevice,
}) => {
  await signInAsAdmin(page, say, '/admin/events');
  await page.getByRole('button', { name: say('New event') }).click();
  await page.getByLabel(say.starting('Title')).fill('Harbour Talk');
  await page.getByLabel(say.starting('Summary')).fill('An evening talk by the water.');
  await page.getByLabel(say.starting('Venue')).fill('Pier 17, New York');
  await expect(page.getByLabel(say('Time zone of the venue'))).toHaveValue('Asia/Tokyo');
  await page.getByLabel(say('Time zone of the venue')).selectOption('America/New_York');
  await expect(page.getByText(say('Time at the venue: {zone}.', { zone: 'America/New York' })).first()).toBeVisible();
  await page.getByLabel(say.starting('Starts')).fill('2030-06-10T18:00');
  await page.getByLabel(say.starting('Ends')).fill('2030-06-10T20:00');
  await page.getByRole('button', { name: say('Create the event') }).click();
  await expect(page.getByText(say('{name} was created.', { name: 'Harbour Talk' }))).toBeVisible();

  const reader = backend === 'emulators' ? (await newDevice({ timezoneId: 'Europe/Paris' })).page : page;
  await reader.goto('/harbour-talk');
  await expect(reader.getByRole('heading', { level: 1, name: 'Harbour Talk' })).toBeVisible();
  const when = reader.getByRole('main').locator('time').first();
  // 18:00 to 20:00 in New York, then the zone's name (not Tokyo's 07:00, nor Paris's 00:00).
  // In the 24-hour clock ("18:00 – 20:00 UTC−4") or the 12-hour one ("6:00 – 8:00 PM EDT").
  await expect(when).toHaveText(/(18:00|6:00)\s*–\s*(20:00|8:00\sPM)\s+\S+$/);
  await expect(when).toHaveAttribute('datetime', '2030-06-10T22:00:00.000Z');

  // Edited again from Tokyo, the form shows the venue's wall clock, not the office's.
  await page.goto('/admin/events');
  await page.getByRole('button', { name: say('Edit <0>{title}</0>', { title: 'Harbour Talk' }) }).click();
  await expect(page.getByLabel(say.starting('Starts'))).toHaveValue('2030-06-10T18:00');
  await expect(page.getByLabel(say('Time zone of the venue'))).toHaveValue('America/New_York');
});
