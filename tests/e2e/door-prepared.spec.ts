import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminFirestore } from '../../scripts/emulators/seed-emulators';
import { fakeCameraUse, writeEmptyCameraVideo, writeFakeCameraVideo } from '../support/fake-camera';
import { expect, test, type Device } from './fixtures';
import { keptAmong, keptFiles, SIGNED_IN_FILES } from '../support/kept-files';
import { readyOffline, registerFor, scanWithHandheld } from './people';
import type { Say } from './say';
import { signInAsAdmin } from './sign-in';

// Firebase mode only (see playwright.config.ts): a door that loses the network, with people
// and doors each on a device of their own (a browser context each: their own storage).
const VIDEO = join(tmpdir(), `rollcall-fake-camera-door-${process.pid}.y4m`);
test.use(fakeCameraUse(VIDEO));

const DOOR_READY_MS = 90_000;

async function prepareDoor(door: Device, say: Say): Promise<void> {
  await signInAsAdmin(door.page, say, '/scanner');
  await expect(door.page.getByLabel('Event').locator('option:checked')).toContainText('Open Source Summit 2026');
  // The listener's first answer from the server: slow to come on a loaded machine, whose emulator
  // may leave a second door's channel unanswered for 45 s before the SDK opens another (trace in
  // docs/testing.md), which then needs its own answers. A hang detector, not a speed budget.
  await expect(door.page.getByText(/Ready offline: [\d,]+ tickets, kept up to date/)).toBeVisible({ timeout: DOOR_READY_MS });
}

test('a prepared door admits by camera and by handheld scanner without network, also after a reload, and the server gets each check-in once', async ({
  say,
  page,
  newDevice,
  emulatorHosts,
}) => {
  // Four people's devices, a door's, a reload and the camera's wait: longer than one journey.
  test.setTimeout(120_000 + DOOR_READY_MS);
  const checkIns = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('checkins');
  // Two visitors, each on their own phone, register before the doors open.
  const early = await registerFor(page, say, 'summit', 'Dora Early', 'dora.early@example.org');
  const other = await newDevice();
  const wedged = await registerFor(other.page, say, 'summit', 'Walt Wedge', 'walt.wedge@example.org');
  const third = await newDevice();
  const reloaded = await registerFor(third.page, say, 'summit', 'Rita Reload', 'rita.reload@example.org');
  // The camera sees nothing while the door prepares, however long that takes on a loaded machine
  // (a camera showing the ticket after 30 s read it before the door was offline).
  await writeEmptyCameraVideo(VIDEO);

  const door = await newDevice();
  await prepareDoor(door, say);
  // "Ready offline" waits for the app kept on the device: the visitors' pages, and since staff
  // signed in here, theirs too (the scanner's page, the QR reader's .wasm).
  expect(keptAmong(await keptFiles(door.page), SIGNED_IN_FILES)).toEqual([...SIGNED_IN_FILES]);
  await door.context.setOffline(true);
  const result = door.page.locator('.scan-result');
  await expect(door.page.getByText(/Ready offline: [\d,]+ tickets, updated/)).toBeVisible({ timeout: 20_000 });

  // Staff step away from the scanner and come back, without network: its camera starts again,
  // and Dora holds up her ticket.
  await writeFakeCameraVideo(VIDEO, early.ticketUrl, { emptySeconds: 2 });
  await door.page.getByRole('link', { name: say('Settings') }).click();
  await door.page.getByRole('button', { name: say('Scan QR') }).click();
  await expect(door.page.getByText(/Ready offline: [\d,]+ tickets, updated/)).toBeVisible();
  await expect(result.getByText('Welcome, Dora Early!')).toBeVisible({ timeout: 45_000 });
  await expect(result.getByText(/Saved on this device/)).toBeVisible();
  // Dora has gone in: the camera sees nobody until the reload below.
  await writeEmptyCameraVideo(VIDEO);
  // The history, not the result panel: the camera may read Dora's ticket again meanwhile.
  const history = door.page.getByRole('table');
  await scanWithHandheld(door.page, wedged.ticketUrl);
  await expect(history.getByRole('row', { name: /Checked in Walt Wedge/ })).toBeVisible();

  // Someone registers after the door lost its network: the door cannot know the ticket.
  const late = await newDevice();
  const lateTicket = await registerFor(late.page, say, 'summit', 'Lena Late', 'lena.late@example.org');
  await scanWithHandheld(door.page, lateTicket.ticketUrl);
  await expect(history.getByRole('row', { name: /Not on this device’s list/ })).toBeVisible();
  // Staff look at Lena's phone and let her in: recorded as such, checked by the server later.
  await door.page.getByRole('button', { name: 'Admit anyway' }).click();
  await expect(history.getByRole('row', { name: /Admitted anyway/ })).toBeVisible();

  // A reload without network: the app opens from the device, still signed in, with its list,
  // and its camera reads Rita's ticket (the QR reader and its .wasm, kept on the device).
  await writeFakeCameraVideo(VIDEO, reloaded.ticketUrl, { emptySeconds: 2 });
  await door.page.reload();
  await expect(door.page.getByRole('heading', { level: 1, name: 'Scan tickets' })).toBeVisible();
  await expect(door.page.getByText(/Ready offline: [\d,]+ tickets, updated/)).toBeVisible();
  await expect(door.page.getByRole('table').getByRole('row', { name: /Checked in Rita Reload/ })).toBeVisible({ timeout: 45_000 });
  await writeEmptyCameraVideo(VIDEO);
  // Walt, let in before the reload, shows his ticket again: the door remembers him, whatever the
  // SDK's cache kept of his queued check-in across the reload.
  await scanWithHandheld(door.page, wedged.ticketUrl);
  await expect(door.page.getByRole('table').getByRole('row', { name: /Already checked in Walt Wedge/ })).toBeVisible();
  // Lena, admitted anyway before the reload, shows her ticket again: the door says so, and does
  // not offer to admit her a second time.
  await scanWithHandheld(door.page, lateTicket.ticketUrl);
  await expect(door.page.getByRole('table').getByRole('row', { name: /Already admitted anyway/ })).toBeVisible();
  await expect(door.page.getByRole('button', { name: 'Admit anyway' })).toHaveCount(0);
  // Lena goes out before the server has checked her ticket: the door records her exit all the same.
  await door.page.getByRole('radio', { name: 'An exit' }).check();
  await scanWithHandheld(door.page, lateTicket.ticketUrl);
  await expect(door.page.getByRole('table').getByRole('row', { name: /Checked out/ })).toBeVisible();
  await door.page.getByRole('radio', { name: 'An entry' }).check();

  const count = async (ticketId: string) => (await checkIns.where('ticketId', '==', ticketId).get()).size;
  expect(await count(early.ticketId)).toBe(0);
  await door.context.setOffline(false);
  // Back online, each check-in lands once, and Lena's, admitted anyway, is checked and kept as such.
  await expect
    .poll(
      async () => [
        await count(early.ticketId),
        await count(wedged.ticketId),
        await count(reloaded.ticketId),
        await count(lateTicket.ticketId),
      ],
      { timeout: 30_000 },
    )
    .toEqual([1, 1, 1, 1]);
  const lena = (await checkIns.where('ticketId', '==', lateTicket.ticketId).get()).docs[0]?.data();
  expect(lena).toMatchObject({ name: 'Lena Late', notOnDeviceList: true, method: 'qr' });
  // Her exit follows her check-in to the server, with her name now that the server has checked her ticket.
  const passes = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('doorPasses');
  const exitsOf = async (ticketId: string) => (await passes.where('ticketId', '==', ticketId).get()).docs.map((pass) => pass.data());
  await expect
    .poll(() => exitsOf(lateTicket.ticketId), { timeout: 30_000 })
    .toMatchObject([{ number: 1, kind: 'exit', name: 'Lena Late' }]);
  // The list follows the server again: the late ticket is on it now, and she has gone out.
  await expect(door.page.getByText(/Ready offline: [\d,]+ tickets, kept up to date/)).toBeVisible({ timeout: 30_000 });
  await scanWithHandheld(door.page, lateTicket.ticketUrl);
  await expect(door.page.getByRole('table').getByRole('row', { name: /No re-entry Lena Late/ })).toBeVisible();
  await expect(door.page.getByRole('region', { name: /after doors were offline/ })).toHaveCount(0);
});

test('two doors without network admit the same ticket: the server keeps one check-in', async ({ say, page, newDevice, emulatorHosts }) => {
  // Three people's devices, two of them doors prepared one after the other: longer than one journey.
  test.setTimeout(120_000 + 2 * DOOR_READY_MS);
  const checkIns = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('checkins');
  const ticket = await registerFor(page, say, 'summit', 'Tess Twice', 'tess.twice@example.org');
  // The ticket comes to each door by handheld scanner once both are offline (a screenshot passed
  // on): a camera would read it whenever its video gets there, online or not on a loaded machine.
  await writeEmptyCameraVideo(VIDEO);
  const doors = [await newDevice(), await newDevice()];
  for (const door of doors) {
    await prepareDoor(door, say);
    await door.context.setOffline(true);
  }
  for (const door of doors) {
    await expect(door.page.getByText(/Ready offline: [\d,]+ tickets, updated/)).toBeVisible({ timeout: 20_000 });
    await scanWithHandheld(door.page, ticket.ticketUrl);
    await expect(door.page.getByRole('table').getByRole('row', { name: /Checked in Tess Twice/ })).toBeVisible();
    await expect(door.page.getByText('1 check-in waiting to be sent.')).toBeVisible();
  }
  for (const door of doors) await door.context.setOffline(false);
  await expect.poll(async () => (await checkIns.where('ticketId', '==', ticket.ticketId).get()).size, { timeout: 30_000 }).toBe(1);
  // Each door learns that its write was answered (kept or refused). A Write channel whose opening
  // the emulator lost is restarted after 10 s (unstall-writes.ts); on a loaded machine, twice.
  for (const door of doors) await expect(door.page.locator('.sync-banner')).toHaveCount(0, { timeout: 60_000 });
  // The door whose admission came second reports it; both doors and the admin's list show it.
  const kept = (await checkIns.where('ticketId', '==', ticket.ticketId).get()).docs[0]?.data() ?? {};
  const conflict = new RegExp(
    `Tess Twice was admitted without network on Scanner \\w+ at .+, and had been checked in on ${kept.device} at .+: the server keeps that check-in`,
  );
  for (const door of doors)
    await expect(door.page.getByRole('region', { name: 'A conflict after doors were offline' })).toContainText(conflict, {
      timeout: 30_000,
    });
  const office = await newDevice();
  await signInAsAdmin(office.page, say, '/admin/checkins');
  // As at the doors: the emulator may lose the answer to a listen opened with the page, and the
  // conflicts are listened to again after 10 s (listen-until-confirmed.ts).
  await expect(office.page.getByRole('region', { name: 'A conflict after doors were offline' })).toContainText(conflict, {
    timeout: 30_000,
  });
});

test('a door without network lets out someone checked in at another door meanwhile, and someone who never came in: back online, the first exit counts and the second is reported', async ({
  say,
  page,
  newDevice,
  emulatorHosts,
}) => {
  // Two people's devices and a door prepared: longer than one journey.
  test.setTimeout(120_000 + DOOR_READY_MS);
  const passes = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('doorPasses');
  const ivan = await registerFor(page, say, 'summit', 'Ivan Inside', 'ivan.inside@example.org');
  const nora = await registerFor((await newDevice()).page, say, 'summit', 'Nora Never', 'nora.never@example.org');
  const exitDoor = await newDevice();
  await prepareDoor(exitDoor, say);
  await exitDoor.context.setOffline(true);
  await expect(exitDoor.page.getByText(/Ready offline: [\d,]+ tickets, updated/)).toBeVisible({ timeout: 20_000 });

  // Ivan checks himself in on his phone: the exit door, offline, never sees it.
  await page.goto(`/checkin/summit?ticket=${ivan.ticketId}`);
  await page.getByRole('button', { name: 'Check in with this ticket' }).click();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();

  await exitDoor.page.getByRole('radio', { name: 'An exit' }).check();
  const history = exitDoor.page.getByRole('table');
  await scanWithHandheld(exitDoor.page, ivan.ticketUrl);
  await expect(history.getByRole('row', { name: /Checked out Ivan Inside/ })).toBeVisible();
  await scanWithHandheld(exitDoor.page, nora.ticketUrl);
  await expect(history.getByRole('row', { name: /Checked out Nora Never/ })).toBeVisible();

  await exitDoor.context.setOffline(false);
  await expect(exitDoor.page.locator('.sync-banner')).toHaveCount(0, { timeout: 60_000 });
  const report = exitDoor.page.getByRole('region', { name: 'A conflict after doors were offline' });
  await expect(report).toContainText(
    /Nora Never went out without network on Scanner \w+ at .+, but the server has no check-in for this ticket: the exit is not counted\./,
    { timeout: 30_000 },
  );
  const passesOf = async (ticketId: string) => (await passes.where('ticketId', '==', ticketId).get()).docs.map((pass) => pass.data());
  await expect.poll(() => passesOf(ivan.ticketId)).toMatchObject([{ number: 1, kind: 'exit', name: 'Ivan Inside' }]);
  expect(await passesOf(nora.ticketId)).toEqual([]);
});

test('a door whose network goes while it is being prepared says so, goes on from where it was once back, and its list then admits without network after a reload', async ({
  say,
  newDevice,
  emulatorHosts,
}) => {
  test.setTimeout(120_000 + DOOR_READY_MS);
  const server = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  const summit = (await server.collection('events').where('slug', '==', 'summit').get()).docs[0];
  const sample = (await server.collection('registrations').where('eventId', '==', summit?.id).limit(1).get()).docs[0]?.data();
  if (!summit || !sample) throw new Error('The demo has no summit with a ticket.');
  // A large conference: 2,500 more tickets, so the copy takes more than one page.
  const crowd = Array.from({ length: 2_500 }, (_, index) => `CrowdTicket${String(index).padStart(9, '0')}`);
  // Batches one after the other, as the demo is seeded: the emulator left a BulkWriter's parallel
  // batches unanswered for a minute once it had served a journey before.
  for (let start = 0; start < crowd.length; start += 500) {
    const batch = server.batch();
    crowd.slice(start, start + 500).forEach((id, offset) => {
      const person = { name: `Crowd Guest ${start + offset}`, email: `crowd${start + offset}@example.org` };
      batch.set(server.collection('registrations').doc(id), { ...sample, ...person, id });
    });
    await batch.commit();
  }
  const total = (await server.collection('registrations').where('eventId', '==', summit.id).count().get()).data().count;

  // The venue's network goes as soon as the door has its first page of tickets. Whether it goes
  // before or after the app has downloaded the code that registers its worker depends on the
  // machine's pace: that download is made to fail, as it does when the outage comes first.
  const door = await newDevice();
  let registrationCode = 0;
  await door.context.route(/virtual_pwa-register/, (route) =>
    registrationCode++ === 0 ? route.abort('internetdisconnected') : route.continue(),
  );
  // The worker's own script does not come until the list is in, so that the door is seen between
  // the two: its list held, the app not yet saved.
  let workerHeld = true;
  await door.context.route(/\/sw\.js$/, (route) => (workerHeld ? route.abort('internetdisconnected') : route.continue()));
  const pages: Array<'first' | 'next'> = [];
  let offline = false;
  await door.context.route(/:runQuery/, async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes(summit.id) || !body.includes('__name__')) return route.continue();
    if (offline) return route.abort('internetdisconnected');
    pages.push(body.includes('startAt') ? 'next' : 'first');
    const response = await route.fetch();
    if (pages.length === 1) {
      offline = true;
      await door.context.setOffline(true);
    }
    await route.fulfill({ response });
  });
  await signInAsAdmin(door.page, say, '/scanner');
  const waiting = door.page.getByText(say('No connection to the server.'));
  await expect(waiting).toBeVisible({ timeout: DOOR_READY_MS });
  await expect(door.page.getByText(/Copying tickets to this device: 1,000 of [\d,]+/)).toBeVisible();

  // Back online, the copy goes on from its second page, and the list holds every ticket; the app
  // itself is not saved yet, so the door does not say it is ready offline.
  offline = false;
  await door.context.setOffline(false);
  const listHeld = door.page.getByRole('status').filter({ hasText: say('Tickets on this device:') });
  await expect(listHeld).toContainText(total.toLocaleString('en-US'), { timeout: DOOR_READY_MS });
  await expect(listHeld).toContainText(
    say(
      '<0>Saving the app on this device…</0> Until it is saved, reloading this page needs the network: keep the device connected for a moment.',
    ),
  );
  await expect(door.page.getByText(readyOffline(say))).toHaveCount(0);
  await expect(waiting).toHaveCount(0);
  expect(pages.filter((page) => page === 'first')).toHaveLength(1);
  // Without network at that moment, the door says not to reload.
  await door.context.setOffline(true);
  await expect(listHeld).toContainText(
    say(
      '<0>The app is not saved on this device yet.</0> Scanning works without network, but do not reload or close this page until the network is back.',
    ),
  );

  // The app's first install, cut short by the outage, is made again once the network is back;
  // the door says it is ready offline only once the worker is active.
  workerHeld = false;
  await door.context.setOffline(false);
  await expect(door.page.getByText(readyOffline(say))).toContainText(total.toLocaleString('en-US'), { timeout: 60_000 });
  const appKept = () => door.page.evaluate(() => navigator.serviceWorker.getRegistration().then((held) => Boolean(held?.active)));
  expect(await appKept(), 'the app kept on the device for use without network').toBe(true);
  // Without network again, reloaded: the last ticket copied is on the list, admitted once.
  await door.context.setOffline(true);
  await door.page.reload();
  await expect(door.page.getByText(/Ready offline: [\d,]+ tickets, updated/)).toBeVisible({ timeout: 20_000 });
  const lastId = crowd.at(-1) ?? '';
  await scanWithHandheld(door.page, `${new URL(door.page.url()).origin}/checkin/${summit.id}?ticket=${lastId}`);
  await expect(door.page.getByRole('table').getByRole('row', { name: /Checked in Crowd Guest 2499/ })).toBeVisible();
  await door.context.setOffline(false);
  const checkIns = server.collection('checkins').where('ticketId', '==', lastId);
  await expect.poll(async () => (await checkIns.get()).size, { timeout: 30_000 }).toBe(1);
});
