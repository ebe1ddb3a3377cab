import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerFor, scanWithHandheld } from './people';
import { signInAsAdmin } from './sign-in';

/**
 * A volunteer at the door with the `door` role: the scanner and nothing else. On the emulators
 * the visitor and the door are separate browsers; offline, the data lives on one device, so one
 * browser plays both.
 */
test('door staff sign in to the scanner, admit a ticket, record its exit, are refused a re-entry until the event allows it, while the office sees who is inside; kept out of the admin pages', async ({ page, backend, newDevice }) => {
  const visitor = backend === 'emulators' ? (await newDevice()).page : page;
  const { ticketUrl } = await registerFor(visitor, 'summit', 'Dora Door-Guest', 'dora.doorguest@example.org');

  const door = page;
  await door.goto('/admin-login?next=%2Fadmin%2Fusers');
  await door.getByLabel('E-mail').fill('door@rollcall.test');
  await door.getByLabel('Password', { exact: true }).fill('rollcall-door');
  await door.getByRole('button', { name: 'Sign in as administrator' }).click();
  // Asked for the people list, door staff land on the scanner instead.
  await expect(door).toHaveURL(/\/scanner$/);
  await expect(door.getByRole('heading', { level: 1, name: 'Scan tickets' })).toBeVisible();
  await expect(door.getByText('Signed in as door@rollcall.test (door staff).')).toBeVisible();
  const topBar = door.getByRole('navigation', { name: 'Main' });
  await expect(topBar.getByRole('button', { name: 'Scan QR' })).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(door.getByLabel('Event').locator('option:checked')).toContainText('Open Source Summit 2026');
  await expect(door.getByText(/Ready offline: [\d,]+ tickets/)).toBeVisible({ timeout: 30_000 });

  await scanWithHandheld(door, ticketUrl);
  const history = door.getByRole('table');
  await expect(history.getByRole('row', { name: /Checked in Dora Door-Guest/ })).toBeVisible();

  // On the emulators an administrator watches who is inside from the office, live.
  const office = backend === 'emulators' ? (await newDevice()).page : null;
  const insideNow = async () => {
    const text = (await office?.getByRole('region', { name: 'Who is inside' }).textContent()) ?? '';
    const [, checkedIn, inside] = /([\d,]+) checked in, ([\d,]+) inside now/.exec(text) ?? [];
    return { checkedIn: Number(checkedIn?.replace(/,/g, '')), inside: Number(inside?.replace(/,/g, '')) };
  };
  let before = { checkedIn: 0, inside: 0 };
  if (office) {
    await signInAsAdmin(office, '/admin/checkins');
    await office.getByLabel('Event').selectOption({ label: 'Open Source Summit 2026' });
    await expect(office.getByRole('region', { name: 'Who is inside' })).toContainText('inside now');
    await expect.poll(async () => (await insideNow()).checkedIn).toBeGreaterThan(0);
    before = await insideNow();
  }

  // Dora goes out: an exit of its own; this event does not let people back in.
  await door.getByRole('radio', { name: 'An exit' }).check();
  await expect(door.getByText(/Exit mode: each scan records that someone goes out. This event does not allow coming back in./)).toBeVisible();
  await scanWithHandheld(door, ticketUrl);
  await expect(history.getByRole('row', { name: /Checked out Dora Door-Guest/ })).toBeVisible();
  await door.getByRole('radio', { name: 'An entry' }).check();
  await scanWithHandheld(door, ticketUrl);
  await expect(history.getByRole('row', { name: /No re-entry Dora Door-Guest/ })).toBeVisible();
  if (office) {
    await expect.poll(insideNow).toEqual({ checkedIn: before.checkedIn, inside: before.inside - 1 });
    // The office lets people back in at the summit; the door sees it at once (its exit mode says
    // so) and, back in entry mode, lets Dora in again.
    await allowReEntry(office);
    await door.getByRole('radio', { name: 'An exit' }).check();
    await expect(door.getByText(/They may come back in \(this event allows re-entry\)/)).toBeVisible();
    await door.getByRole('radio', { name: 'An entry' }).check();
    await scanWithHandheld(door, ticketUrl);
    await expect(history.getByRole('row', { name: /Welcome back Dora Door-Guest/ })).toBeVisible();
    await office.goto('/admin/checkins');
    await office.getByLabel('Event').selectOption({ label: 'Open Source Summit 2026' });
    await expect.poll(insideNow).toEqual(before);
  }

  for (const path of ['/admin/users', '/admin', '/settings', '/admin/outbox']) {
    await door.goto(path);
    await expect(door.getByRole('heading', { level: 1, name: 'This page is for administrators' })).toBeVisible();
    await expect(door.getByRole('alert')).toContainText('Your account is door staff: it opens the scanner');
  }
  await door.getByRole('link', { name: 'Go to the scanner' }).click();
  await door.getByRole('button', { name: 'Sign out' }).click();
  await expect(door).toHaveURL(/\/admin-login\?next=%2Fscanner/);
  await expect(door.getByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeVisible();
  // Firebase mode keeps a copy of the event's tickets on the door: signing out deletes it.
  if (backend === 'emulators') await expect(door.getByText(/The ticket lists this device held for the door \(1 event\) were deleted from it/)).toBeVisible();

  if (backend === 'offline') {
    // Offline, this device is the office too: an administrator allows re-entry, and Dora comes back in.
    await signInAsAdmin(door, '/admin/events');
    await expect(door.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await allowReEntry(door);
    await door.goto('/scanner');
    await expect(door.getByText(/Ready offline: [\d,]+ tickets/)).toBeVisible({ timeout: 30_000 });
    await scanWithHandheld(door, ticketUrl);
    await expect(door.getByRole('table').getByRole('row', { name: /Welcome back Dora Door-Guest/ })).toBeVisible();
  }
});

/** An administrator ticks "People who go out may come back in" for the summit. */
async function allowReEntry(office: Page): Promise<void> {
  await office.goto('/admin/events');
  await office.getByRole('button', { name: 'Edit Open Source Summit 2026' }).click();
  await office.getByLabel(/re-entry at the door/).check();
  await office.getByRole('button', { name: 'Save changes' }).click();
  await expect(office.getByText('Open Source Summit 2026 was saved.')).toBeVisible();
}
