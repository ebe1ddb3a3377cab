import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readyOffline, registerFor, scanRow, scanWithHandheld } from './people';
import type { Say } from './say';
import { signInAsAdmin } from './sign-in';

// The office's device is abroad too: its own zone must not be the one the form reads.
test.use({ timezoneId: 'Asia/Tokyo' });

/**
 * The office, in Tokyo, creates `title` at a New York venue, 18:00 to 20:00 on 10 June 2030 there:
 * the form starts in the office's own zone and says which zone the times typed are in.
 */
async function createNewYorkEvent(page: Page, say: Say, title: string): Promise<void> {
  await signInAsAdmin(page, say, '/admin/events');
  await page.getByRole('button', { name: say('New event') }).click();
  await page.getByLabel(say.starting('Title')).fill(title);
  await page.getByLabel(say.starting('Summary')).fill('An evening by the water.');
  await page.getByLabel(say.starting('Venue')).fill('Pier 17, New York');
  await expect(page.getByLabel(say('Time zone of the venue'))).toHaveValue('Asia/Tokyo');
  await page.getByLabel(say('Time zone of the venue')).selectOption('America/New_York');
  await expect(page.getByText(say('Time at the venue: {zone}.', { zone: 'America/New York' })).first()).toBeVisible();
  await page.getByLabel(say.starting('Starts')).fill('2030-06-10T18:00');
  await page.getByLabel(say.starting('Ends')).fill('2030-06-10T20:00');
  await page.getByRole('button', { name: say('Create the event') }).click();
  // "Created" once the server has it: a Write channel whose opening the emulator lost is
  // restarted after 10 to 20 s, and the new one can lose its opening too, 10 s more each time
  // (unstall-writes.ts; docs/testing.md, "An event "created" after 15 s"): hence 45 s.
  await expect(page.getByText(say('{name} was created.', { name: title }))).toBeVisible({ timeout: 45_000 });
}

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
  await createNewYorkEvent(page, say, 'Harbour Talk');

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

/**
 * A door tablet whose clock is in Tokyo works a New York event: on the venue's day it scans at
 * once (in Tokyo it is already the next day), and every time it and the office show is the
 * venue's, with the zone named. The door's clock is set to 10:00 in New York on the event's day
 * (23:00 in Tokyo, where the event falls on the next morning). On the emulators the visitor, the
 * door and the office are devices of their own; offline, one browser holds the data and plays all.
 */
test('a door in another zone opens on the venue’s day and shows the venue’s hour, as the office does', async ({
  say,
  page,
  phone,
  backend,
  newDevice,
}) => {
  await createNewYorkEvent(page, say, 'Harbour Night');
  const { ticketUrl } = await registerFor(phone, say, 'harbour-night', 'Nina Night', 'nina.night@example.org');

  const door = backend === 'emulators' ? (await newDevice({ timezoneId: 'Asia/Tokyo' })).page : page;
  const eventDay = new Date('2030-06-10T14:00:00.000Z');
  await door.clock.setFixedTime(eventDay);
  // The host says it is that day too: in Firebase mode the app takes the server's time as right.
  await door.route(
    (url) => url.pathname === '/',
    (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 200, headers: { date: eventDay.toUTCString() } }) : route.fallback(),
  );
  // The office's browser is signed in already; another device signs in.
  const openAsAdmin = (device: Page, path: string) => (device === page ? device.goto(path) : signInAsAdmin(device, say, path));
  await openAsAdmin(door, '/scanner');
  const eventChoice = door.getByLabel(say('Event'));
  const harbourNight = await eventChoice.locator('option', { hasText: 'Harbour Night' }).getAttribute('value');
  await eventChoice.selectOption(harbourNight ?? '');
  await expect(door.getByText(readyOffline(say))).toBeVisible({ timeout: 30_000 });
  await expect(door.getByText(say('This event is not today'))).toHaveCount(0);

  await scanWithHandheld(door, ticketUrl);
  const row = door.getByRole('table').getByRole('row', { name: scanRow(say, 'Checked in', 'Nina Night') });
  await expect(row).toBeVisible();
  // 10:00 at the venue, then its zone's name ("10:00:00 AM EDT", "10:00:00 UTC−4"), not Tokyo's 23:00.
  await expect(row.getByRole('cell').first()).toHaveText(/^10[:.h]00[:.]00\s?(AM\s)?\S+$/);
  await door.getByLabel(say('Name, e-mail or organisation')).fill('Nina Night');
  await door.getByRole('button', { name: say('Search') }).click();
  await expect(door.getByRole('list', { name: say('People found') }).getByRole('listitem')).toContainText(
    say.within('checked in at {time}', { time: '10[:.h]00\\s?(AM\\s)?\\S+' }),
  );

  // The office, in Tokyo at today's date, reads the check-in at the venue's hour too.
  const office = backend === 'emulators' ? (await newDevice({ timezoneId: 'Asia/Tokyo' })).page : page;
  await openAsAdmin(office, '/admin/checkins');
  await office.getByLabel(say('Event')).selectOption(harbourNight ?? '');
  const checkIn = office.getByRole('row', { name: /Nina Night/ });
  await expect(checkIn).toContainText(/2030.*10[:.h]00\s?(AM\s)?\S+/);
  await expect(checkIn).not.toContainText(/23[:.h]00/);
});
