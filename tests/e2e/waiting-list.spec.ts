import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerFor } from './people';
import { signInAsAdmin } from './sign-in';

const EVENT = 'Workshop: Accessible Forms';
const SLUG = 'accessible-forms';

/** Joins the full event's waiting list; the place's page it lands on. */
async function joinWaitingList(page: Page, name: string, email: string): Promise<string> {
  await page.goto(`/register/${SLUG}`);
  await expect(page.getByText(/This event is full/)).toBeVisible();
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('heading', { name: 'Your place on the waiting list' })).toBeVisible();
  return page.url();
}

/**
 * The waiting list from end to end: the event is full, two people join its line, a ticket holder
 * cancels, the first in line confirms the seat held for them and gets a ticket, the second still
 * waits; the outbox holds each message. On the emulators each person has a browser of their own;
 * offline, everything lives on one device, so one browser plays them all (a demo kiosk).
 */
test('a full event: two join the waiting list, a holder cancels, the first confirms the held seat, the outbox holds each message', async ({ page, backend, newDevice }) => {
  const device = async () => (backend === 'emulators' ? (await newDevice()).page : page);
  const admin = page;
  const [holder, first, second] = [await device(), await device(), await device()];

  // The workshop has 12 seats, all taken: one more, for the holder who will cancel.
  await signInAsAdmin(admin, '/admin/events');
  await admin.getByRole('button', { name: `Edit ${EVENT}` }).click();
  await admin.getByLabel(/^Seats/).fill('13');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText(`${EVENT} was saved.`)).toBeVisible();

  const { ticketId } = await registerFor(holder, SLUG, 'Hana Holder', 'hana.holder@example.org');
  expect(ticketId).toMatch(/^[A-Za-z0-9]{20}$/);

  const firstPlace = await joinWaitingList(first, 'Farid First', 'farid.first@example.org');
  await expect(first.getByText('You are number 1 in line.')).toBeVisible();
  const secondPlace = await joinWaitingList(second, 'Sofia Second', 'sofia.second@example.org');
  await expect(second.getByText('You are number 2 in line.')).toBeVisible();

  await holder.goto(`/register/${SLUG}?ticket=${ticketId}`);
  await holder.getByRole('button', { name: 'Cancel this ticket' }).click();
  await holder.getByRole('button', { name: 'Yes, cancel my ticket' }).click();
  await expect(holder.getByText('This registration was cancelled: the ticket no longer admits.')).toBeVisible();

  await first.goto(firstPlace);
  await expect(first.getByText(/A seat is held for you/)).toBeVisible();
  await first.getByRole('button', { name: 'Confirm my seat' }).click();
  await expect(first.getByRole('heading', { name: 'Your ticket' })).toBeVisible();
  await expect(first.getByText('Farid First')).toBeVisible();

  await second.goto(secondPlace);
  await expect(second.getByText('You are number 1 in line.')).toBeVisible();
  await second.reload();
  await expect(second.getByText('You are number 1 in line.')).toBeVisible();

  await admin.goto('/admin/outbox');
  await expect(admin.getByRole('status').filter({ hasText: 'messages.' })).toHaveText('6 messages.');
  const rows = admin.getByRole('listitem').filter({ has: admin.locator('summary') });
  const expected: Array<[RegExp, string]> = [
    [new RegExp(`^Your ticket for ${EVENT}`), 'hana.holder@example.org'],
    [new RegExp(`^On the waiting list for ${EVENT}`), 'farid.first@example.org'],
    [new RegExp(`^On the waiting list for ${EVENT}`), 'sofia.second@example.org'],
    [new RegExp(`^Ticket cancelled: ${EVENT}`), 'hana.holder@example.org'],
    [new RegExp(`^A seat is held for you: ${EVENT}`), 'farid.first@example.org'],
    [new RegExp(`^Your ticket for ${EVENT}`), 'farid.first@example.org'],
  ];
  for (const [subject, address] of expected) await expect(rows.filter({ hasText: subject }).filter({ hasText: `to ${address}` })).toHaveCount(1);
  const hanasTicket = rows.filter({ hasText: 'to hana.holder@example.org' }).filter({ hasText: /Your ticket for/ });
  await hanasTicket.locator('summary').click();
  await expect(hanasTicket.getByText(new RegExp(`Your ticket: .+/register/[^?\\s]+\\?ticket=${ticketId}`))).toBeVisible();
  await expect(hanasTicket.getByRole('img', { name: 'Attached: ticket-qr.png' })).toBeVisible();
  await expect(hanasTicket.getByRole('link', { name: 'event.ics' })).toBeVisible();

  await admin.goto('/admin/events');
  await admin.getByRole('button', { name: `Registrations, waiting list, feedback of ${EVENT}` }).click();
  const line = admin.getByRole('table', { name: /Waiting list of/ });
  await expect(line.getByRole('row', { name: /Farid First/ })).toContainText('Confirmed: has a ticket');
  await expect(line.getByRole('row', { name: /Sofia Second/ })).toContainText('Waiting');
});
