import { adminFirestore } from '../../scripts/emulators/seed-emulators';
import { expect, test } from './fixtures';
import { joinWaitingList, registerFor } from './people';
import { signInAsAdmin } from './sign-in';

// Firebase mode only (see playwright.config.ts): the server's clock is the one the rules read.
const EVENT = 'Workshop: Accessible Forms';
const SLUG = 'accessible-forms';
const HOUR = 3_600_000;

/** A phone whose clock is `offset` ms off, set by hand: its Date says so, its timers run as they do. */
const clockOff = (offset: number) => `(() => {
  const RealDate = Date;
  class PhoneDate extends RealDate {
    constructor(...args) { if (args.length === 0) super(RealDate.now() + ${offset}); else super(...args); }
    static now() { return RealDate.now() + ${offset}; }
  }
  globalThis.Date = PhoneDate;
})();`;

test('a visitor whose phone is two hours fast cancels a ticket someone waits for: the seat is held for the next in line, for the event’s hold', async ({
  say,
  page,
  newDevice,
  emulatorHosts,
}) => {
  test.setTimeout(120_000);
  const server = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  // The workshop's 12 seats are all taken: one more, for the holder.
  await signInAsAdmin(page, say, '/admin/events');
  await page.getByRole('button', { name: say('Edit <0>{title}</0>', { title: EVENT }) }).click();
  await page.getByLabel(say.starting('Seats')).fill('13');
  await page.getByRole('button', { name: say('Save changes') }).click();
  await expect(page.getByText(say('{name} was saved.', { name: EVENT }))).toBeVisible();

  const fastPhone = await newDevice();
  await fastPhone.context.addInitScript({ content: clockOff(2 * HOUR) });
  const { ticketId } = await registerFor(fastPhone.page, say, SLUG, 'Fay Fast', 'fay.fast@example.org');
  const waiting = (await newDevice()).page;
  const place = await joinWaitingList(waiting, say, SLUG, 'Walt Waiting', 'walt.waiting@example.org');

  await fastPhone.page.goto(`/register/${SLUG}?ticket=${ticketId}`);
  await fastPhone.page.getByRole('button', { name: say('Cancel this ticket') }).click();
  const cancelledAt = Date.now();
  await fastPhone.page.getByRole('button', { name: say('Yes, cancel my ticket') }).click();
  await expect(fastPhone.page.getByText(say('This registration was cancelled: the ticket no longer admits.'))).toBeVisible();

  // Held for the event's 24 hours from the server's time, not from the phone's.
  const [held] = (await server.collection('waitingPlaces').where('state', '==', 'offered').get()).docs.map((document) => document.data());
  expect(Date.parse(String(held?.heldUntil)) - cancelledAt).toBeGreaterThan(24 * HOUR - 5 * 60_000);
  expect(Date.parse(String(held?.heldUntil)) - cancelledAt).toBeLessThan(24 * HOUR + 5 * 60_000);
  await waiting.goto(place);
  await expect(waiting.getByRole('button', { name: say('Confirm my seat') })).toBeVisible();
});
