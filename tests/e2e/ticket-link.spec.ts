import { readFile } from 'node:fs/promises';
import { demoVisitorsSummitTicket } from '../support/demo-ticket';
import { decodeQrCodes } from '../support/qr-decoder';
import { expect, test } from './fixtures';

/**
 * A visitor at the door opens the link their ticket was sent with, on a phone that never opened
 * the app (this test's page is a browser context of its own). On the emulators the data layer's
 * chunk is held back until the code has shown: the page's first script reads the ticket itself,
 * so that a phone on a weak network shows the code without waiting for it.
 */
test("a ticket's link on a phone that never opened the app: the ticket, its QR code, then its calendar file", async ({
  page,
  backend,
  say,
  baseURL,
}) => {
  const { eventId, ticketId, path } = demoVisitorsSummitTicket();
  let release: () => void = () => undefined;
  let held = 0;
  if (backend === 'emulators') {
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/data-layer-[\w-]+\.js$/, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
  }
  await page.goto(path);
  const code = page.getByRole('img', { name: say('QR code of ticket {ticketId}', { ticketId }) });
  await expect(code).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Summit 2026' })).toBeVisible();
  await expect(page.getByText('Vera Visitor')).toBeVisible();
  const [checkInUrl] = await decodeQrCodes(await code.screenshot());
  expect(checkInUrl).toBe(`${baseURL}/checkin/${eventId}?ticket=${ticketId}`);
  // Asked for once the code had painted, and still on its way.
  if (backend === 'emulators') await expect.poll(() => held).toBe(1);

  const calendar = page.waitForEvent('download');
  await page.getByRole('button', { name: say('Add to calendar (.ics)') }).click();
  release();
  const ics = await readFile((await (await calendar).path()) ?? '', 'utf8');
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`UID:${ticketId}@rollcall`);
});
