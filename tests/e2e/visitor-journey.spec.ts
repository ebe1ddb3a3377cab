import { readFile } from 'node:fs/promises';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { decodeQrCodes } from '../support/qr-decoder';

test('a visitor registers, gets a ticket, checks in with its QR link, and gives feedback', async ({ say, page, baseURL }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/events');
  await page
    .getByRole('region', { name: say('Upcoming') })
    .getByRole('link', { name: 'Open Source Summit 2026' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Summit 2026' })).toBeVisible();
  await page.getByRole('link', { name: say('Register') }).click();
  await expect(page.getByLabel(say.starting('Full name'))).toBeVisible();

  await expectAccessible(page);
  await page.getByLabel(say.starting('Full name')).fill('<img src=x onerror=alert(1)> Grace Hopper');
  await page.getByLabel(say.starting('E-mail')).fill('grace.hopper@example.org');
  await page.getByRole('button', { name: say('Register') }).click();
  await expect(page.getByRole('heading', { name: say('Your ticket') })).toBeVisible();
  // What was typed is shown as text, never run.
  await expect(page.getByText('<img src=x onerror=alert(1)> Grace Hopper')).toBeVisible();

  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: say('Download ticket (PNG)') }).click();
  const png = await readFile((await (await download).path()) ?? '');
  const [checkInUrl] = await decodeQrCodes(png);
  const ticketId = page.url().split('ticket=')[1] ?? '';
  expect(ticketId).toMatch(/^[A-Za-z0-9]{20}$/);
  expect(checkInUrl).toMatch(new RegExp(`^${baseURL}/checkin/[A-Za-z0-9]{20}\\?ticket=${ticketId}$`));

  const calendar = page.waitForEvent('download');
  await page.getByRole('button', { name: say('Add to calendar (.ics)') }).click();
  const ics = await readFile((await (await calendar).path()) ?? '', 'utf8');
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`UID:${ticketId}@rollcall`);

  await page.goto(checkInUrl ?? '');
  await page.getByRole('button', { name: say('Check in with this ticket') }).click();
  await expect(page.getByText(say('Checked in'), { exact: true })).toBeVisible();
  await expect(page.getByText(say('Welcome, {name}!', { name: '<img src=x onerror=alert(1)> Grace Hopper' }))).toBeVisible();

  await page.getByRole('button', { name: say('Check in with this ticket') }).click();
  await expect(page.getByText(say('Already checked in'))).toBeVisible();
  await expect(
    page.getByText(say.within('{name} was checked in at {time} {who}.', { who: say.pattern('by self check-in on {device}') })),
  ).toBeVisible();

  const eventId = new URL(checkInUrl ?? '').pathname.split('/')[2] ?? '';
  await page.goto(`/feedback/${eventId}`);
  await page.getByRole('radio', { name: new RegExp(`4 – ${say.pattern('Very good')}`) }).check();
  await page.getByLabel(say.starting('Comment')).fill('Smooth check-in.');
  await page.getByRole('button', { name: say('Send feedback') }).click();
  await expect(page.getByText(say('Thank you for your feedback!'))).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('an e-mail already registered gets no second ticket, and an unknown event is a 404 everywhere', async ({ say, page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: /Community Meetup/ }).click();
  await page.getByLabel(say.starting('Full name')).fill('Vera Visitor');
  await page.getByLabel(say.starting('E-mail')).fill('visitor@rollcall.test');
  await page.getByRole('button', { name: say('Register') }).click();
  await expect(page.getByRole('alert')).toContainText(
    say(
      'This e-mail is already registered for this event. Its ticket was sent to that address: the link in the message opens it (and cancels it, if someone else made it). Or sign in with this e-mail to see your tickets.',
    ),
  );
  await expect(page.getByLabel(say.starting('Full name'))).toHaveValue('Vera Visitor');

  for (const path of ['/register/nope', '/checkin/nope', '/feedback/nope', '/events/nope', '/nope']) {
    await page.goto(path);
    await expect(page.getByText(say('Page not found: {pathname}', { pathname: path }))).toBeVisible();
  }
});
