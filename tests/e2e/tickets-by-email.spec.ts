import type { Page } from '@playwright/test';
import { KEPT_TICKETS_KEY } from '../../src/adapters/browser/local-storage-kept-tickets';
import { KEPT_KEY as SIGNED_IN_KEPT_KEY } from '../../src/adapters/browser/signed-in-files-keeper';
import { keptAmong, keptFiles, SIGNED_IN_FILES } from '../support/kept-files';
import { EMULATOR_PROJECT, type EmulatorHosts } from '../../scripts/emulators/seed-emulators';
import { expect, test } from './fixtures';
import { registerFor } from './people';
import type { Say } from './say';
import { signInAsAdmin } from './sign-in';

const SUMMIT = 'Open Source Summit 2026';

/**
 * The link as the visitor's mailbox gets it. On the emulators, from the Auth emulator's record of
 * what it would have mailed, as Firebase's own handler passes it on to the page (the page's
 * address with mode, code and key). Offline, from the message in the device's outbox, read by an
 * administrator in another tab of the same browser (offline the outbox is this browser's).
 */
async function linkFromMailbox(email: string, hosts: EmulatorHosts | null, office: Page | null, say: Say): Promise<string> {
  if (hosts) {
    const response = await fetch(`http://${hosts.auth}/emulator/v1/projects/${EMULATOR_PROJECT}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> };
    const mailed = new URL(oobCodes.findLast((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN')?.oobLink ?? '');
    const page = new URL(mailed.searchParams.get('continueUrl') ?? '');
    for (const key of ['mode', 'oobCode', 'apiKey']) page.searchParams.set(key, mailed.searchParams.get(key) ?? '');
    return page.href;
  }
  if (!office) throw new Error('Offline, the outbox is read in another tab.');
  await signInAsAdmin(office, say, '/admin/outbox');
  const message = office
    .locator('details')
    .filter({ hasText: say('Your tickets on Rollcall') })
    .filter({ hasText: email })
    .first();
  await message.locator('summary').click();
  return /https?:\/\/\S+oobCode=\S+/.exec((await message.locator('pre').textContent()) ?? '')?.[0] ?? '';
}

/**
 * A visitor who lost their ticket gets it back with their address: the link goes to the mailbox,
 * never to the screen, and opening it signs them in on that device, where their tickets are listed.
 * On the emulators they register on their phone and ask on their laptop (separate devices); a
 * forwarded link opened elsewhere needs the address, and a spent one is refused. Signed in, the
 * device keeps what a session needs to open again without network, not the staff pages.
 */
test('a visitor without a password gets their tickets back by e-mail: the link signs them in where they open it, once, and their tickets open there without network', async ({
  say,
  page,
  phone,
  backend,
  newDevice,
  emulatorHosts,
}) => {
  const email = 'lena.lost@example.org';
  await registerFor(phone, say, 'summit', 'Lena Lost', email);

  // On their laptop they try to register again: the page points them to their tickets by e-mail.
  const laptop = backend === 'emulators' ? (await newDevice()).page : page;
  await laptop.goto('/register/summit');
  await laptop.getByLabel(say.starting('Full name')).fill('Lena Lost');
  await laptop.getByLabel(say.starting('E-mail')).fill(email);
  await laptop.getByRole('button', { name: say('Register') }).click();
  await laptop
    .getByRole('alert')
    .getByRole('link', { name: say('Get your tickets by e-mail') })
    .click();
  await expect(laptop).toHaveURL(/\/login$/);
  await laptop.getByLabel(say('The e-mail address you registered with')).fill(email);
  await laptop.getByRole('button', { name: say('Send me a link') }).click();
  await expect(
    laptop.getByText(
      say.within(
        'A link is on its way to <0>{sentTo}</0>. Open it on this device: it signs you in and shows the tickets this address holds. It works once, within an hour.',
        {},
        { sentTo: email },
      ),
    ),
  ).toBeVisible();
  // The screen shows no ticket: the answer is in the mailbox.
  await expect(laptop.getByRole('link', { name: SUMMIT })).toHaveCount(0);

  const office = backend === 'emulators' ? null : await page.context().newPage();
  const link = await linkFromMailbox(email, emulatorHosts, office, say);
  expect(link).toMatch(/\/login\?.*oobCode=/);

  // Somebody else's device, given the link: it asks which address it went to, and another is refused.
  if (backend === 'emulators') {
    const stranger = (await newDevice()).page;
    await stranger.goto(link);
    await stranger.getByLabel(say('The e-mail address this link was sent to')).fill('eve@example.org');
    await stranger.getByRole('button', { name: say('Show my tickets') }).click();
    await expect(stranger.getByRole('alert')).toHaveText(
      say('This link was sent to another address. Type the address it was sent to, or ask for a new link below.'),
    );
  }

  await laptop.goto(link);
  const tickets = laptop.getByRole('region', { name: say('Your tickets') });
  await expect(tickets.getByRole('link', { name: SUMMIT })).toBeVisible({ timeout: 20_000 });
  await expect(laptop).toHaveURL(/\/$/);

  // Signed in, the laptop keeps what a session starts with (Auth, the full SDK), never the staff
  // pages. Offline the outbox was read by an administrator in another tab of this browser: staff's.
  const keptFor = () => laptop.evaluate((key) => localStorage.getItem(key), SIGNED_IN_KEPT_KEY);
  await expect.poll(keptFor, { timeout: 60_000 }).toBe(backend === 'emulators' ? 'session' : 'staff');
  if (backend === 'emulators') {
    const kept = await keptFiles(laptop);
    expect(keptAmong(kept, SIGNED_IN_FILES)).toEqual([]);
    expect(keptAmong(kept, [/\/auth-tier-[\w-]+\.js$/, /\/device-tier-[\w-]+\.js$/])).toHaveLength(2);
  }
  // At the venue without network, reloaded: still signed in, the ticket listed as the laptop kept it.
  await laptop.context().setOffline(true);
  await laptop.reload();
  await expect(tickets.getByRole('link', { name: SUMMIT })).toBeVisible({ timeout: 20_000 });
  if (backend === 'emulators') {
    await expect(tickets.getByRole('status')).toHaveText(
      say('No connection to the server: these are the tickets this device kept. Each one’s QR code works at the door.'),
    );
  }
  await tickets.getByRole('link', { name: SUMMIT }).click();
  await expect(laptop.getByRole('img', { name: say.within('QR code of ticket {ticketId}') })).toBeVisible({ timeout: 20_000 });
  await laptop.goto('/');
  await laptop.context().setOffline(false);

  // Signing out leaves none of this address's tickets kept on the laptop (a borrowed one).
  const keptOnLaptop = () => laptop.evaluate((key) => localStorage.getItem(key) ?? '', KEPT_TICKETS_KEY);
  await expect.poll(keptOnLaptop).toContain(email);
  await laptop.goto('/login');
  await laptop.getByRole('button', { name: say('Sign out') }).click();
  await expect(laptop.getByLabel(say('The e-mail address you registered with'))).toBeVisible();
  expect(await keptOnLaptop()).not.toContain(email);

  // Spent: the same link again, from the mailbox, on another device.
  const again = backend === 'emulators' ? (await newDevice()).page : laptop;
  await again.goto(link);
  await again.getByLabel(say('The e-mail address this link was sent to')).fill(email);
  await again.getByRole('button', { name: say('Show my tickets') }).click();
  await expect(again.getByRole('alert')).toHaveText(say('This link has already been used or is no longer valid. Ask for a new one below.'));
});
