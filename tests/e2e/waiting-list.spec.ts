import { expect, test } from './fixtures';
import { joinWaitingList, registerFor } from './people';
import { signInAsAdmin } from './sign-in';

const EVENT = 'Workshop: Accessible Forms';
const SLUG = 'accessible-forms';

/**
 * The waiting list from end to end: the event is full, two people join its line, a ticket holder
 * cancels, the first in line confirms the seat held for them and gets a ticket, the second still
 * waits; the outbox holds each message. On the emulators each person has a browser of their own;
 * offline, everything lives on one device, so one browser plays them all (a demo kiosk).
 */
test('a full event: two join the waiting list, a holder cancels, the first confirms the held seat, the outbox holds each message', async ({
  say,
  page,
  backend,
  newDevice,
}) => {
  const device = async () => (backend === 'emulators' ? (await newDevice()).page : page);
  const admin = page;
  const [holder, first, second] = [await device(), await device(), await device()];

  // The workshop has 12 seats, all taken: one more, for the holder who will cancel.
  await signInAsAdmin(admin, say, '/admin/events');
  await admin.getByRole('button', { name: say('Edit <0>{title}</0>', { title: EVENT }) }).click();
  await admin.getByLabel(say.starting('Seats')).fill('13');
  await admin.getByRole('button', { name: say('Save changes') }).click();
  await expect(admin.getByText(say('{name} was saved.', { name: EVENT }))).toBeVisible();

  const { ticketId } = await registerFor(holder, say, SLUG, 'Hana Holder', 'hana.holder@example.org');
  expect(ticketId).toMatch(/^[A-Za-z0-9]{20}$/);

  const firstPlace = await joinWaitingList(first, say, SLUG, 'Farid First', 'farid.first@example.org');
  await expect(first.getByText(say('You are number <0>{number}</0> in line.', { number: 1 }))).toBeVisible();
  const secondPlace = await joinWaitingList(second, say, SLUG, 'Sofia Second', 'sofia.second@example.org');
  await expect(second.getByText(say('You are number <0>{number}</0> in line.', { number: 2 }))).toBeVisible();

  await holder.goto(`/register/${SLUG}?ticket=${ticketId}`);
  await holder.getByRole('button', { name: say('Cancel this ticket') }).click();
  await holder.getByRole('button', { name: say('Yes, cancel my ticket') }).click();
  await expect(holder.getByText(say('This registration was cancelled: the ticket no longer admits.'))).toBeVisible();

  await first.goto(firstPlace);
  await expect(
    first.getByText(
      say.within(
        '<0>A seat is held for you</0> until {heldUntil}. Confirm it to get your ticket; after that time it goes to the next person waiting.',
      ),
    ),
  ).toBeVisible();
  await first.getByRole('button', { name: say('Confirm my seat') }).click();
  await expect(first.getByRole('heading', { name: say('Your ticket') })).toBeVisible();
  await expect(first.getByText('Farid First')).toBeVisible();

  // Later, Farid opens the e-mail's link to his place on another device: his ticket is there.
  const firstsPhone = await device();
  await firstsPhone.goto(firstPlace);
  await expect(
    firstsPhone.getByText(say('You confirmed your seat: your ticket was sent to {email}.', { email: 'farid.first@example.org' })),
  ).toBeVisible();
  await firstsPhone.getByRole('link', { name: say('See your ticket') }).click();
  await expect(firstsPhone.getByRole('heading', { name: say('Your ticket') })).toBeVisible();
  await expect(firstsPhone.getByText('Farid First')).toBeVisible();

  await second.goto(secondPlace);
  await expect(second.getByText(say('You are number <0>{number}</0> in line.', { number: 1 }))).toBeVisible();
  await second.reload();
  await expect(second.getByText(say('You are number <0>{number}</0> in line.', { number: 1 }))).toBeVisible();

  await admin.goto('/admin/outbox');
  await expect(
    admin.getByRole('status').getByText(say('{0, plural, one {# message.} other {# messages.}}', { 0: 6 }), { exact: true }),
  ).toBeVisible();
  const rows = admin.getByRole('listitem').filter({ has: admin.locator('summary') });
  const subject = (english: string) => new RegExp(`^${say.pattern(english, {}, { title: EVENT })}`);
  const expected: Array<[RegExp, string]> = [
    [subject('Your ticket for {title}'), 'hana.holder@example.org'],
    [subject('On the waiting list for {title}'), 'farid.first@example.org'],
    [subject('On the waiting list for {title}'), 'sofia.second@example.org'],
    [subject('Ticket cancelled: {title}'), 'hana.holder@example.org'],
    [subject('A seat is held for you: {title}'), 'farid.first@example.org'],
    [subject('Your ticket for {title}'), 'farid.first@example.org'],
  ];
  for (const [subject, address] of expected)
    await expect(rows.filter({ hasText: subject }).filter({ hasText: say('to {to}', { to: address }) })).toHaveCount(1);
  const hanasTicket = rows
    .filter({ hasText: say('to {to}', { to: 'hana.holder@example.org' }) })
    .filter({ hasText: subject('Your ticket for {title}') });
  await hanasTicket.locator('summary').click();
  await expect(hanasTicket.getByText(new RegExp(`${say.pattern('Your ticket')}: .+/register/[^?\\s]+\\?ticket=${ticketId}`))).toBeVisible();
  await expect(hanasTicket.getByRole('img', { name: say('Attached: {filename}', { filename: 'ticket-qr.png' }) })).toBeVisible();
  await expect(hanasTicket.getByRole('link', { name: 'event.ics' })).toBeVisible();

  await admin.goto('/admin/events');
  await admin.getByRole('button', { name: say('Registrations, waiting list, feedback <0>of {title}</0>', { title: EVENT }) }).click();
  const line = admin.getByRole('table', { name: say.within('Waiting list of {title}, in the order people joined') });
  await expect(line.getByRole('row', { name: /Farid First/ })).toContainText(say('Confirmed: has a ticket'));
  await expect(line.getByRole('row', { name: /Sofia Second/ })).toContainText(say('Waiting'));
});
