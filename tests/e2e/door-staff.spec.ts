import type { Page } from '@playwright/test';
import { adminFirestore } from '../../scripts/emulators/seed-emulators';
import { expect, test } from './fixtures';
import { readyOffline, registerFor, scanRow, scanWithHandheld, ticketIsFor } from './people';
import type { Say } from './say';
import { signInAsAdmin } from './sign-in';

/** The office's line on who is inside: "305 checked in, 12 inside now." */
const WHO_IS_INSIDE = '<0>{checkedIn}</0> checked in, <1>{inside}</1> inside now.';

/**
 * A volunteer at the door with the `door` role: the scanner and nothing else. On the emulators
 * the visitor and the door are separate browsers; offline, the data lives on one device, so one
 * browser plays both.
 */
test('door staff sign in to the scanner, admit a ticket, record its exit, are refused a re-entry until the event allows it, while the office sees who is inside; kept out of the admin pages', async ({
  say,
  page,
  phone,
  backend,
  newDevice,
}) => {
  const { ticketUrl } = await registerFor(phone, say, 'summit', 'Dora Door-Guest', 'dora.doorguest@example.org');

  const door = page;
  await door.goto('/admin-login?next=%2Fadmin%2Fusers');
  await door.getByLabel(say('E-mail')).fill('door@rollcall.test');
  await door.getByLabel(say('Password'), { exact: true }).fill('rollcall-door');
  await door.getByRole('button', { name: say('Sign in as administrator') }).click();
  // Asked for the people list, door staff land on the scanner instead.
  await expect(door).toHaveURL(/\/scanner$/);
  await expect(door.getByRole('heading', { level: 1, name: say('Scan tickets') })).toBeVisible();
  await expect(door.getByText(say('Signed in as <0>{email}</0> (door staff).', { email: 'door@rollcall.test' }))).toBeVisible();
  const topBar = door.getByRole('navigation', { name: say('Main') });
  await expect(topBar.getByRole('button', { name: say('Scan QR') })).toBeVisible();
  await expect(topBar.getByRole('link', { name: say('Settings') })).toHaveCount(0);
  await expect(door.getByLabel(say('Event')).locator('option:checked')).toContainText('Open Source Summit 2026');
  await expect(door.getByText(readyOffline(say))).toBeVisible({ timeout: 30_000 });

  await scanWithHandheld(door, ticketUrl);
  const history = door.getByRole('table');
  await expect(history.getByRole('row', { name: scanRow(say, 'Checked in', 'Dora Door-Guest') })).toBeVisible();
  // The search says who is already in before staff pick anyone.
  await door.getByLabel(say('Name, e-mail or organisation')).fill('Dora Door-Guest');
  await door.getByRole('button', { name: say('Search') }).click();
  const found = door.getByRole('list', { name: say('People found') }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(say.within('checked in at {time}', { time: '\\d{1,2}[:.h]\\d{2}' }));

  // On the emulators an administrator watches who is inside from the office, live.
  const office = backend === 'emulators' ? (await newDevice()).page : null;
  const insideNow = async () => {
    const text = (await office?.getByRole('region', { name: say('Who is inside') }).textContent()) ?? '';
    const [, checkedIn, inside] =
      new RegExp(say.pattern(WHO_IS_INSIDE, { checkedIn: '([\\d\\s.,]+)', inside: '([\\d\\s.,]+)' })).exec(text) ?? [];
    return { checkedIn: Number(checkedIn?.replace(/\D/g, '')), inside: Number(inside?.replace(/\D/g, '')) };
  };
  let before = { checkedIn: 0, inside: 0 };
  if (office) {
    await signInAsAdmin(office, say, '/admin/checkins');
    await office.getByLabel(say('Event')).selectOption({ label: 'Open Source Summit 2026' });
    await expect(office.getByRole('region', { name: say('Who is inside') })).toContainText(say.within(WHO_IS_INSIDE));
    await expect.poll(async () => (await insideNow()).checkedIn).toBeGreaterThan(0);
    before = await insideNow();
  }

  // Dora goes out: an exit of its own; this event does not let people back in.
  await door.getByRole('radio', { name: say('An exit') }).check();
  await expect(
    door.getByText(
      new RegExp(
        `${say.pattern('Exit mode: each scan records that someone goes out.')} ${say.pattern('This event does not allow coming back in.')}`,
      ),
    ),
  ).toBeVisible();
  await scanWithHandheld(door, ticketUrl);
  await expect(history.getByRole('row', { name: scanRow(say, 'Checked out', 'Dora Door-Guest') })).toBeVisible();
  await door.getByRole('radio', { name: say('An entry') }).check();
  await scanWithHandheld(door, ticketUrl);
  await expect(history.getByRole('row', { name: scanRow(say, 'No re-entry', 'Dora Door-Guest') })).toBeVisible();
  if (office) {
    await expect.poll(insideNow).toEqual({ checkedIn: before.checkedIn, inside: before.inside - 1 });
    // The office lets people back in at the summit; the door sees it at once (its exit mode says
    // so) and, back in entry mode, lets Dora in again.
    await allowReEntry(office, say);
    await door.getByRole('radio', { name: say('An exit') }).check();
    await expect(door.getByText(say.within('They may come back in (this event allows re-entry).'))).toBeVisible();
    await door.getByRole('radio', { name: say('An entry') }).check();
    await scanWithHandheld(door, ticketUrl);
    await expect(history.getByRole('row', { name: scanRow(say, 'Welcome back', 'Dora Door-Guest') })).toBeVisible();
    await office.goto('/admin/checkins');
    await office.getByLabel(say('Event')).selectOption({ label: 'Open Source Summit 2026' });
    await expect.poll(insideNow).toEqual(before);
  }

  for (const path of ['/admin/users', '/admin', '/settings', '/admin/outbox']) {
    await door.goto(path);
    await expect(door.getByRole('heading', { level: 1, name: say('This page is for administrators') })).toBeVisible();
    await expect(door.getByRole('alert')).toContainText(
      say('Your account is door staff: it opens the scanner, and nothing else of the staff pages.'),
    );
  }
  await door.getByRole('link', { name: say('Go to the scanner') }).click();
  await door.getByRole('button', { name: say('Sign out') }).click();
  await expect(door).toHaveURL(/\/admin-login\?next=%2Fscanner/);
  await expect(door.getByRole('heading', { level: 1, name: say('Administrator sign-in') })).toBeVisible();
  // Firebase mode keeps a copy of the event's tickets on the door: signing out deletes it.
  if (backend === 'emulators')
    await expect(
      door.getByText(
        say(
          '{wipedLists, plural, one {Signed out. The ticket lists this device held for the door (# event) were deleted from it.} other {Signed out. The ticket lists this device held for the door (# events) were deleted from it.}}',
          { wipedLists: 1 },
        ),
      ),
    ).toBeVisible();

  if (backend === 'offline') {
    // Offline, this device is the office too: an administrator allows re-entry, and Dora comes back in.
    await signInAsAdmin(door, say, '/admin/events');
    await expect(door.getByRole('heading', { level: 1, name: say('Events') })).toBeVisible();
    await allowReEntry(door, say);
    await door.goto('/scanner');
    await expect(door.getByText(readyOffline(say))).toBeVisible({ timeout: 30_000 });
    await scanWithHandheld(door, ticketUrl);
    await expect(door.getByRole('table').getByRole('row', { name: scanRow(say, 'Welcome back', 'Dora Door-Guest') })).toBeVisible();
  }
});

/** An administrator ticks "People who go out may come back in" for the summit. */
async function allowReEntry(office: Page, say: Say): Promise<void> {
  await office.goto('/admin/events');
  await office.getByRole('button', { name: say('Edit <0>{title}</0>', { title: 'Open Source Summit 2026' }) }).click();
  await office.getByLabel(say('People who go out may come back in (re-entry at the door)')).check();
  await office.getByRole('button', { name: say('Save changes') }).click();
  await expect(office.getByText(say('{name} was saved.', { name: 'Open Source Summit 2026' }))).toBeVisible();
}

/**
 * What the door says when it refuses: the ticket's own event, with its time and place, for a
 * ticket of another event; the search, not the visitor's "check in with your e-mail", for a
 * number nobody holds. The visitor registers on their own phone on the emulators.
 */
test('the door tells staff what to do with a refused ticket: which event it is for, or to find the person by name', async ({
  say,
  page,
  phone,
}) => {
  const { ticketUrl } = await registerFor(phone, say, 'offline-first', 'Otto Elsewhere', 'otto.elsewhere@example.org');

  const door = page;
  await signInAsAdmin(door, say, '/scanner');
  await expect(door.getByLabel(say('Event')).locator('option:checked')).toContainText('Open Source Summit 2026');
  await expect(door.getByText(readyOffline(say))).toBeVisible({ timeout: 30_000 });
  const result = door.locator('.scan-result');

  await scanWithHandheld(door, ticketUrl);
  await expect(result.getByText(say('Not registered for this event'))).toBeVisible();
  await expect(result.getByText(ticketIsFor(say, 'Community Meetup: Offline-first Apps'))).toBeVisible();
  await expect(result.getByText(say('Do not let them in here: send them to their event, or to the desk.'))).toBeVisible();

  await scanWithHandheld(door, 'ZZZZZZZZZZZZZZZZZZZZ');
  await expect(result.getByText(say('Unknown ticket'))).toBeVisible();
  await expect(result.getByText(say('Find the person by name below; if they have no ticket, send them to the desk.'))).toBeVisible();
  await expect(result.getByText(say('No ticket has this number. Check it, or check in with your e-mail.'))).toHaveCount(0);
});

/**
 * A door set to an event that is not today warns and scans nothing until staff confirm; then it
 * checks people in as usual. The visitor registers on their own phone on the emulators.
 */
test('a door set to an event that is not today says so, and scans only once staff confirm', async ({ say, page, phone }) => {
  const { ticketUrl } = await registerFor(phone, say, 'offline-first', 'Early Bird', 'early.bird@example.org');

  const door = page;
  await signInAsAdmin(door, say, '/scanner');
  const eventChoice = door.getByLabel(say('Event'));
  const meetup = await eventChoice.locator('option', { hasText: 'Community Meetup: Offline-first Apps' }).getAttribute('value');
  await eventChoice.selectOption(meetup ?? '');
  const warning = door.getByRole('alert').filter({ hasText: say('This event is not today') });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    say.within(
      '{title} is on {when}. Scanning now checks people in to it today. If that is not what you want, choose today’s event above.',
      { when: '.+' },
      { title: 'Community Meetup: Offline-first Apps' },
    ),
  );
  await scanWithHandheld(door, ticketUrl);
  await expect(door.getByLabel(say('Name, e-mail or organisation'))).toHaveCount(0);

  await warning.getByRole('button', { name: say('Scan for this event anyway') }).click();
  await expect(warning).toHaveCount(0);
  await expect(door.getByText(readyOffline(say))).toBeVisible({ timeout: 30_000 });
  // The scan typed before the confirmation was not taken: the history starts empty.
  await expect(door.getByRole('table').getByRole('row', { name: /Early Bird/ })).toHaveCount(0);
  await scanWithHandheld(door, ticketUrl);
  await expect(door.getByRole('table').getByRole('row', { name: scanRow(say, 'Checked in', 'Early Bird') })).toBeVisible();
});

/**
 * Walk-ins at the desk: an administrator registers people who have no ticket, one after the
 * other past a browser's registration limit, each checked in in the same step; someone who
 * registered on their own phone beforehand is checked in with that ticket, not given a second.
 * On the emulators the server holds one ticket and one check-in per person afterwards.
 */
test('an administrator registers walk-ins at the door in one step, past the browser’s limit, each ticket issued and checked in once', async ({
  say,
  page,
  phone,
  emulatorHosts,
}) => {
  await registerFor(phone, say, 'summit', 'Phoebe Phone', 'phoebe.phone@example.org');

  const desk = page;
  await signInAsAdmin(desk, say, '/scanner');
  await expect(desk.getByText(readyOffline(say))).toBeVisible({ timeout: 30_000 });
  await desk.getByText(say('Register a walk-in')).click();
  const people = Array.from({ length: 6 }, (_, index) => ({ name: `Walk-in ${index}`, email: `walkin${index}@example.org` }));
  const submit = desk.getByRole('button', { name: say('Register and check in') });
  for (const { name, email } of people) {
    await desk.getByLabel(say.starting('Full name')).fill(name);
    await desk.getByLabel(say.starting('E-mail')).fill(email);
    await submit.click();
    await expect(desk.getByText(say('{name} is registered; the ticket was sent to their e-mail.', { name }))).toBeVisible();
    await expect(desk.getByText(say('Welcome, {name}!', { name }))).toBeVisible();
  }
  await desk.getByLabel(say.starting('Full name')).fill('Phoebe at the desk');
  await desk.getByLabel(say.starting('E-mail')).fill('PHOEBE.phone@example.org');
  await submit.click();
  await expect(
    desk.getByText(say('{name} already held a ticket for this event: that ticket is used.', { name: 'Phoebe Phone' })),
  ).toBeVisible();
  await expect(desk.getByText(say('Welcome, {name}!', { name: 'Phoebe Phone' }))).toBeVisible();

  if (emulatorHosts) {
    const server = adminFirestore(emulatorHosts);
    for (const { email } of [...people, { email: 'phoebe.phone@example.org' }]) {
      const tickets = await server.collection('registrations').where('email', '==', email).get();
      expect(tickets.size, email).toBe(1);
      const checkIns = await server.collection('checkins').where('ticketId', '==', tickets.docs[0]?.id).get();
      expect(checkIns.size, email).toBe(1);
    }
  }
});
