import { readFile } from 'node:fs/promises';
import { adminFirestore } from '../../scripts/emulators/seed-emulators';
import { expect, test } from './fixtures';
import { listed, registerFor } from './people';
import { signInAsAdmin } from './sign-in';

// Firebase mode only (see playwright.config.ts): visitors on phones of their own, at the same
// moment, counted afterwards on the server.
const EVENT = 'Workshop: Accessible Forms';
const SLUG = 'accessible-forms';
const CROWD = ['Ama', 'Bao', 'Cyn', 'Dev', 'Eli'];

test('five visitors press Register at the same moment for two seats: two tickets, three told it is full with their form kept, who then join the line at once', async ({
  say,
  page,
  newDevice,
  emulatorHosts,
}) => {
  // Five phones and an office: more than one journey's worth of browsers on a loaded machine.
  test.setTimeout(180_000);
  const server = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  const [workshop] = (await server.collection('events').where('slug', '==', SLUG).get()).docs;
  const ticketsOfWorkshop = async () => (await server.collection('registrations').where('eventId', '==', workshop?.id).get()).size;

  // The workshop's 12 seats are all taken: two more.
  await signInAsAdmin(page, say, '/admin/events');
  await page.getByRole('button', { name: say('Edit <0>{title}</0>', { title: EVENT }) }).click();
  await page.getByLabel(say.starting('Seats')).fill('14');
  await page.getByRole('button', { name: say('Save changes') }).click();
  await expect(page.getByText(say('{name} was saved.', { name: EVENT }))).toBeVisible();
  expect(await ticketsOfWorkshop()).toBe(12);

  const phones = await Promise.all(CROWD.map(async () => (await newDevice()).page));
  await Promise.all(
    phones.map(async (phone, index) => {
      await phone.goto(`/register/${SLUG}`);
      await phone.getByLabel(say.starting('Full name')).fill(`${CROWD[index]} Crowd`);
      await phone.getByLabel(say.starting('E-mail')).fill(`${CROWD[index]?.toLowerCase()}.crowd@example.org`);
    }),
  );
  await Promise.all(phones.map((phone) => phone.getByRole('button', { name: say('Register') }).click()));

  const ticket = (phone: (typeof phones)[number]) => phone.getByRole('heading', { name: say('Your ticket') });
  const full = (phone: (typeof phones)[number]) => phone.getByText(say('This event is full: the last seat was just taken.'));
  const outcomes = await Promise.all(
    phones.map(async (phone) => {
      await expect(ticket(phone).or(full(phone))).toBeVisible({ timeout: 30_000 });
      return (await ticket(phone).isVisible()) ? 'ticket' : 'full';
    }),
  );
  expect(outcomes.filter((outcome) => outcome === 'ticket')).toHaveLength(2);
  expect(await ticketsOfWorkshop()).toBe(14);

  // Those too late keep what they typed, and join the line with it, at the same moment.
  const late = phones.filter((_, index) => outcomes[index] === 'full');
  for (const phone of late) {
    await expect(phone.getByRole('alert')).toHaveCount(0);
    await expect(phone.getByLabel(say.starting('Full name'))).toHaveValue(/ Crowd$/);
  }
  await Promise.all(late.map((phone) => phone.getByRole('button', { name: say('Join the waiting list') }).click()));
  const numbers = await Promise.all(
    late.map(async (phone) => {
      await expect(phone.getByRole('heading', { name: say('Your place on the waiting list') })).toBeVisible({ timeout: 30_000 });
      const line = await phone.getByText(say.within('You are number <0>{number}</0> in line.')).textContent();
      return Number(/\d+/.exec(line ?? '')?.[0]);
    }),
  );
  expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3]);
  expect((await server.collection('waitingPlaces').where('eventId', '==', workshop?.id).get()).size).toBe(3);
  expect(await ticketsOfWorkshop()).toBe(14);
});

test('one person registers for two events at the same moment from a phone and a laptop, and people already in the directory register, one added by hand, one of the demo’s: each in the directory once', async ({
  say,
  page,
  newDevice,
  emulatorHosts,
}) => {
  test.setTimeout(120_000);
  const server = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  const inDirectory = async (email: string) =>
    (await server.collection('users').where('email', '==', email).get()).docs.map((person) => person.data());

  // An administrator adds a person by hand, who registers afterwards on their own phone.
  await signInAsAdmin(page, say, '/admin/users');
  await page.getByRole('button', { name: say('Add a person') }).click();
  await page.getByLabel(say.starting('Name')).fill('Noor by Hand');
  await page.getByLabel(say.starting('E-mail')).fill('noor.hand@example.org');
  await page.getByRole('button', { name: say('Add'), exact: true }).click();
  await expect.poll(() => inDirectory('noor.hand@example.org')).toHaveLength(1);

  // A person of the demo's directory (as the seed wrote it) without a ticket for the event.
  const [offlineFirst] = (await server.collection('events').where('slug', '==', 'offline-first').get()).docs;
  const holders = new Set(
    (await server.collection('registrations').where('eventId', '==', offlineFirst?.id).get()).docs.map((ticket) => ticket.get('email')),
  );
  const demoPerson = (await server.collection('users').where('source', '==', 'demo').get()).docs
    .map((person) => person.data() as { name: string; email: string })
    .find((person) => person.email === person.email.toLowerCase() && !holders.has(person.email));
  if (!demoPerson) throw new Error('The demo has no person without a ticket for offline-first.');

  const [phone, laptop, noorsPhone, demoPersonsPhone] = await Promise.all([newDevice(), newDevice(), newDevice(), newDevice()]);
  const tickets = await Promise.all([
    registerFor(phone.page, say, 'summit', 'Tess Twice', 'tess.twice@example.org'),
    registerFor(laptop.page, say, 'offline-first', 'Tess Twice', 'Tess.Twice@example.org'),
    registerFor(noorsPhone.page, say, 'offline-first', 'Noor Registered', 'noor.hand@example.org'),
    registerFor(demoPersonsPhone.page, say, 'offline-first', `${demoPerson.name} Again`, demoPerson.email),
  ]);

  for (const { ticketId } of tickets) expect(ticketId).toMatch(/^[A-Za-z0-9]{20}$/);
  const ticketsOf = async (email: string) => (await server.collection('registrations').where('email', '==', email).get()).size;
  expect(await ticketsOf('tess.twice@example.org')).toBe(2);
  expect(await ticketsOf('noor.hand@example.org')).toBe(1);
  expect(await inDirectory('tess.twice@example.org')).toMatchObject([{ name: 'Tess Twice', source: 'registration' }]);
  expect(await inDirectory('noor.hand@example.org')).toMatchObject([{ name: 'Noor by Hand', source: 'admin' }]);
  const ticketsForOfflineFirst = await server.collection('registrations').where('eventId', '==', offlineFirst?.id).get();
  expect(ticketsForOfflineFirst.docs.filter((ticket) => ticket.get('email') === demoPerson.email)).toHaveLength(1);
  expect(await inDirectory(demoPerson.email)).toMatchObject([{ name: demoPerson.name, source: 'demo' }]);

  // The administrator's list has Tess once (the demo's 305, Noor and Tess), and its download
  // holds the people as they are, not what the server keeps for its rules.
  await expect(listed(page, say, 307)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(say('With a header row')).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: say('Download {collection}.csv', { collection: 'users' }) }).click();
  const [header, ...rows] = (await readFile((await (await download).path()) ?? '', 'utf-8')).split('\r\n').filter(Boolean);
  expect(header).toBe('\uFEFFid,city,country,createdAt,email,name,organisation,phone,source');
  expect(rows.filter((row) => row.includes('tess.twice@example.org'))).toHaveLength(1);
});
