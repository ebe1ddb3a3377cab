import { adminFirestore } from '../../scripts/emulators/seed-emulators';
import { expect, test } from './fixtures';
import { readyOffline, registerFor, scanRow, scanWithHandheld } from './people';
import { signInAsAdmin } from './sign-in';

// Firebase mode only (see playwright.config.ts): three doors, each a device of its own (a
// browser context each: its own storage, its own copy of the list), and a visitor's phone.
const DOORS = 3;
const DOOR_READY_MS = 90_000;

test('three doors online scan the same ticket at the same moment: one checks it in, the others say it already is, and the server keeps one check-in', async ({
  say,
  phone,
  newDevice,
  emulatorHosts,
}) => {
  test.setTimeout(120_000 + DOORS * DOOR_READY_MS);
  const name = 'Trish Thrice';
  const ticket = await registerFor(phone, say, 'summit', name, 'trish.thrice@example.org');
  const doors = await Promise.all(Array.from({ length: DOORS }, () => newDevice()));
  for (const door of doors) {
    await signInAsAdmin(door.page, say, '/scanner');
    // A hang detector, not a speed budget: a door's list arrives slowly on a loaded machine.
    await expect(door.page.getByText(readyOffline(say))).toBeVisible({ timeout: DOOR_READY_MS });
  }

  await Promise.all(doors.map((door) => scanWithHandheld(door.page, ticket.ticketUrl)));

  const admitted = scanRow(say, 'Checked in', name);
  const refused = scanRow(say, 'Already checked in', name);
  const answers = await Promise.all(
    doors.map(async ({ page }) => {
      const history = page.getByRole('table');
      await expect(history.getByRole('row', { name: new RegExp(`${admitted.source}|${refused.source}`) })).toBeVisible({
        timeout: 30_000,
      });
      return (await history.getByRole('row', { name: admitted }).count()) > 0 ? 'checked in' : 'already checked in';
    }),
  );
  expect(answers.filter((answer) => answer === 'checked in')).toHaveLength(1);
  expect(answers.filter((answer) => answer === 'already checked in')).toHaveLength(DOORS - 1);

  // Counted on the server: one check-in, and nothing left to send or to settle on any door.
  const checkIns = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('checkins');
  await expect.poll(async () => (await checkIns.where('ticketId', '==', ticket.ticketId).get()).size, { timeout: 30_000 }).toBe(1);
  const kept = (await checkIns.where('ticketId', '==', ticket.ticketId).get()).docs[0]?.data() ?? {};
  for (const { page } of doors) {
    await expect(page.locator('.sync-banner')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'A conflict after doors were offline' })).toHaveCount(0);
  }
  // The doors that refused it say when and on which door it was: the device the server names.
  const where = say.within(
    '{name} was checked in at {time} {who}.',
    { who: say.pattern('by staff on {device}', { device: String(kept.device) }) },
    { name },
  );
  for (const { page } of doors.filter((_, index) => answers[index] === 'already checked in'))
    await expect(page.locator('.scan-result').getByText(where)).toBeVisible();
});
