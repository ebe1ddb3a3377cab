import { expect, test } from './fixtures';
import { adminFirestore } from '../../scripts/emulators/seed-emulators';
import { signInAsAdmin } from './sign-in';

const EVENT = 'Workshop: Accessible Forms';

/**
 * Two administrators, each on a laptop of their own, editing one event at the same time: one
 * closes its registration and changes its seats while the other has its form open. Firebase mode
 * only: offline, each browser keeps its own data.
 */
test('two administrators edit one event at once: neither save undoes the other, and a clash is shown before anything is saved', async ({
  say,
  page,
  newDevice,
  emulatorHosts,
}) => {
  if (!emulatorHosts) throw new Error('Two administrators need the emulators.');
  const hosts = emulatorHosts;
  const ada = page;
  const ben = (await newDevice()).page;
  for (const laptop of [ada, ben]) await signInAsAdmin(laptop, say, '/admin/events');
  const edit = say('Edit <0>{title}</0>', { title: EVENT });
  const closed = say('Closed: open it <0>for {title}</0>', { title: EVENT });
  await ada.getByRole('button', { name: edit }).click();

  // While Ada's form is open, Ben closes the registration from the list, then saves more seats.
  await ben.getByRole('button', { name: say('Open: close it <0>for {title}</0>', { title: EVENT }) }).click();
  await expect(ben.getByRole('button', { name: closed })).toBeVisible();
  await ben.getByRole('button', { name: edit }).click();
  await ben.getByLabel(say.starting('Seats')).fill('20');
  await ben.getByRole('button', { name: say('Save changes') }).click();
  await expect(ben.getByText(say('{name} was saved.', { name: EVENT }))).toBeVisible();

  // Ada changes the seats too, and the venue: told, nothing saved, what she typed kept.
  await ada.getByLabel(say.starting('Seats')).fill('16');
  await ada.getByLabel(say.starting('Venue')).fill('Room 2');
  await ada.getByRole('button', { name: say('Save changes') }).click();
  await expect(
    ada.getByText(say('Someone else saved this event while you were editing: see the fields marked below. Nothing was saved yet.')),
  ).toBeVisible();
  await expect(ada.getByLabel(say.starting('Seats'))).toHaveValue('16');
  const stored = async () => (await adminFirestore(hosts).collection('events').where('title', '==', EVENT).get()).docs[0]?.data();
  expect(await stored()).toMatchObject({ capacity: 20, registrationOpen: false });

  // Having seen it, she saves again: her seats and venue; the registration Ben closed stays closed.
  await ada.getByRole('button', { name: say('Save changes') }).click();
  await expect(ada.getByText(say('{name} was saved.', { name: EVENT }))).toBeVisible();
  await expect(ada.getByRole('button', { name: closed })).toBeVisible();
  expect(await stored()).toMatchObject({ capacity: 16, venue: 'Room 2', registrationOpen: false });
});
