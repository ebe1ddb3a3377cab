import { readFile } from 'node:fs/promises';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { decodeQrCodes } from '../support/qr-decoder';

test('a visitor registers, gets a ticket, checks in with its QR link, and gives feedback', async ({ page, baseURL }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/events');
  await page.getByRole('region', { name: 'Upcoming' }).getByRole('link', { name: 'Open Source Summit 2026' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Summit 2026' })).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByLabel(/^Full name/)).toBeVisible();

  await expectAccessible(page);
  await page.getByLabel(/^Full name/).fill('<img src=x onerror=alert(1)> Grace Hopper');
  await page.getByLabel(/^E-mail/).fill('grace.hopper@example.org');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Your ticket' })).toBeVisible();
  // What was typed is shown as text, never run.
  await expect(page.getByText('<img src=x onerror=alert(1)> Grace Hopper')).toBeVisible();

  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ticket (PNG)' }).click();
  const png = await readFile((await (await download).path()) ?? '');
  const [checkInUrl] = await decodeQrCodes(png);
  const ticketId = page.url().split('ticket=')[1] ?? '';
  expect(ticketId).toMatch(/^[A-Za-z0-9]{20}$/);
  expect(checkInUrl).toMatch(new RegExp(`^${baseURL}/checkin/[A-Za-z0-9]{20}\\?ticket=${ticketId}$`));

  const calendar = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const ics = await readFile((await (await calendar).path()) ?? '', 'utf8');
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`UID:${ticketId}@rollcall`);

  await page.goto(checkInUrl ?? '');
  await page.getByRole('button', { name: 'Check in with this ticket' }).click();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome, <img src=x onerror=alert(1)> Grace Hopper!')).toBeVisible();

  await page.getByRole('button', { name: 'Check in with this ticket' }).click();
  await expect(page.getByText('Already checked in')).toBeVisible();
  await expect(page.getByText(/was checked in at .+ by self check-in/)).toBeVisible();

  const eventId = new URL(checkInUrl ?? '').pathname.split('/')[2] ?? '';
  await page.goto(`/feedback/${eventId}`);
  await page.getByRole('radio', { name: /4 – Very good/ }).check();
  await page.getByLabel(/^Comment/).fill('Smooth check-in.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('an e-mail already registered gets no second ticket, and an unknown event is a 404 everywhere', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: /Community Meetup/ }).click();
  await page.getByLabel(/^Full name/).fill('Vera Visitor');
  await page.getByLabel(/^E-mail/).fill('visitor@rollcall.test');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toContainText('This e-mail is already registered for this event.');
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Vera Visitor');

  for (const path of ['/register/nope', '/checkin/nope', '/feedback/nope', '/events/nope', '/nope']) {
    await page.goto(path);
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
  }
});
