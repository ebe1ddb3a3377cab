import { DEFAULT_GEOLOCATION_URL } from '../../src/adapters/browser/geolocation-service';
import { IMPORT_JOURNAL_KEY, IMPORT_LOCK_PREFIX } from '../../src/adapters/browser/local-storage-import-journal';
import { SAME_CODE_IGNORED_MS } from '../../src/application/scanner/scanner.machine';
import { REQUEST_PATIENCE_MS } from '../../src/adapters/firestore/request-patience';
import { ANNOUNCEMENT_TIMING, IMPORTS_UNDER_WAY } from '../../src/adapters/firestore/announced-imports';
import { STILL_WAITING_MS } from '../../src/ui/shared/use-still-waiting';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminFirestore, type EmulatorHosts } from '../../scripts/emulators/seed-emulators';
import { fakeCameraUse, writeEmptyCameraVideo, writeFakeCameraVideo } from '../support/fake-camera';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { escapeForPattern, type Say } from './say';
import { signInAsAdmin } from './sign-in';
import { keptAmong, keptFiles, SIGNED_IN_FILES } from '../support/kept-files';
import { joinWaitingList, listed, readyOffline, registerFor, scanRow, scanWithHandheld, ticketsHeld } from './people';

// Firebase mode only (see playwright.config.ts): faults between the app and its server.
const isListenChannel = (url: URL) => url.pathname.includes('/google.firestore.v1.Firestore/Listen/');
/** The Firestore SDK counts itself offline when a Listen stream it starts is not answered within this. */
const SDK_COUNTS_ITSELF_OFFLINE_MS = 10_000;

/**
 * Holds the app's requests for a file until the returned function lets them through; it tells
 * how many it held (none: the file was renamed, and the test would prove nothing).
 */
function heldUntilReleased(page: Page, file: RegExp): () => Promise<number> {
  let release: () => void = () => undefined;
  let asked: () => void = () => undefined;
  let held = 0;
  const released = new Promise<void>((resolve) => (release = resolve));
  const firstAsked = new Promise<void>((resolve) => (asked = resolve));
  void page.route(file, async (route) => {
    held += 1;
    asked();
    await released;
    await route.continue();
  });
  // Lets the file through once the page has asked for it (or after 30 s, to say it never did):
  // a page asks for some files a few frames after it has painted, later on a busy machine.
  return async () => {
    await Promise.race([firstAsked, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    release();
    return held;
  };
}
const VIDEO = join(tmpdir(), `rollcall-fake-camera-faults-${process.pid}.y4m`);

/** The registration form's checks: a chunk of their own, which the page asks for once its data layer is in. */
const FORM_CHECKS = /\/assets\/registration-forms-[\w-]+\.js$/;

/** A Firestore write's request: a batch's commit. */
const COMMIT = /documents:commit/;

/** Whether the page has downloaded a file whose address matches `address`. */
async function loaded(page: Page, address: RegExp): Promise<boolean> {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return names.some((name) => address.test(name));
}
/**
 * The page's next request to `address` reaches the server; its answer never reaches the page (a
 * network that takes requests and returns none). `landed`: how many went through; `release`
 * ends the held answer once the journey is over.
 */
async function nextRequestLandsUnanswered(page: Page, address: RegExp): Promise<{ landed: () => number; release: () => void }> {
  let release: () => void = () => undefined;
  const heldUntilTheEnd = new Promise<void>((resolve) => (release = resolve));
  let landed = 0;
  await page.route(
    address,
    async (route) => {
      await route.fetch();
      landed += 1;
      await heldUntilTheEnd;
      await route.abort('timedout').catch(() => undefined);
    },
    { times: 1 },
  );
  return { landed: () => landed, release };
}
test.use(fakeCameraUse(VIDEO));

test.describe('a door whose listeners never answered', () => {
  // Playwright's routes no longer see a page's requests once the app's service worker controls it
  // (its precache done, a few seconds after the door opens): the Listen channel this journey holds
  // would then go through. Nothing here needs the worker: the door does not reload.
  test.use({ serviceWorkers: 'block' });

  test('the scanner keeps admitting without network, and each check-in reaches the server once', async ({
    say,
    page,
    context,
    emulatorHosts,
  }) => {
    // 1.2-1.4 min in the CI runs of 2026-12-05, against the 90 s default: the limit is a hang detector.
    test.setTimeout(150_000);
    const { ticketId, ticketUrl } = await registerFor(page, say, 'summit', 'Nora Network', 'nora@example.org');
    // The camera shows nothing for a while: time to lose the network before the ticket appears.
    await writeFakeCameraVideo(VIDEO, ticketUrl, { emptySeconds: 25 });
    // The door's events are first read by polling; the full SDK, held here, comes after.
    const releaseDeviceTier = heldUntilReleased(page, /\/assets\/device-tier-[\w-]+\.js$/);
    await signInAsAdmin(page, say, '/scanner');
    await expect(page.getByText('Ready: show a ticket to the camera.')).toBeVisible();
    // Its listeners then go unanswered, as on a network about to fail: the door must keep the
    // events it shows when the listeners that take over never answered.
    const unanswered: Route[] = [];
    await page.route(isListenChannel, (route) => void unanswered.push(route));
    expect(await releaseDeviceTier()).toBeGreaterThan(0);
    // The door's copy of the tickets (the full SDK loads for it first) must be in before the network goes.
    await expect(page.getByText(ticketsHeld(say))).toBeVisible({ timeout: 30_000 });
    // The listeners start a moment after the copy is ready: the network goes once they have asked.
    await expect.poll(() => unanswered.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await context.setOffline(true);
    await Promise.all(unanswered.map((route) => route.abort('internetdisconnected')));
    await page.unroute(isListenChannel);

    const result = page.locator('.scan-result');
    await expect(result.getByText('Checked in', { exact: true })).toBeVisible({ timeout: 35_000 });
    await expect(result.getByText(/Saved on this device/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'This device is offline.' })).toContainText('1 check-in waiting to be sent.');
    // The events read before the listeners took over, said to be no longer confirmed.
    await expect(page.getByLabel('Event').locator('option:checked')).toContainText('Open Source Summit 2026');
    await expect(page.getByText(/device’s copy of the events/)).toBeVisible();

    const stored = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('checkins');
    expect((await stored.where('ticketId', '==', ticketId).get()).size).toBe(0);

    await context.setOffline(false);
    await expect(page.locator('.sync-banner')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(async () => (await stored.where('ticketId', '==', ticketId).get()).size, { timeout: 10_000 }).toBe(1);
    // The video loops: the same ticket again is "already checked in", and still one admission.
    await expect(result.getByText('Already checked in')).toBeVisible({ timeout: 30_000 });
    expect((await stored.where('ticketId', '==', ticketId).get()).size).toBe(1);
  });
});

test.describe('a door whose listeners stop answering while it is online', () => {
  // As above: the worker would take the Listen channel out of the routes' reach.
  test.use({ serviceWorkers: 'block' });

  test('a ticket registered after its copy is asked of the server, and admitted once, even once the SDK counts itself offline', async ({
    say,
    page,
    phone,
    emulatorHosts,
  }) => {
    test.setTimeout(150_000);
    await writeEmptyCameraVideo(VIDEO);
    await signInAsAdmin(page, say, '/scanner');
    await expect(page.getByText(ticketsHeld(say))).toBeVisible({ timeout: 60_000 });
    // The emulator, loaded, at times never answers a Listen channel (docs/testing.md): every
    // read the SDK makes through it, a document it is asked for included, would wait with it.
    let unanswered = 0;
    await page.route(isListenChannel, () => void (unanswered += 1));
    // A route sees only new requests: a channel already streaming answers would go on answering
    // (seen: the door's list got the ticket through it, and nothing was asked again). Dropping the
    // network for an instant closes it; the SDK's next channel is the silent one.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    const late = await registerFor(phone, say, 'summit', 'Lou Listen', 'lou.listen@example.org');

    const history = page.getByRole('table');
    await scanWithHandheld(page, late.ticketUrl);
    // The door's patience with the server, then its own answer: not a hang until the channel recovers.
    await expect(history.getByRole('row', { name: scanRow(say, 'Checked in', 'Lou Listen') })).toBeVisible({ timeout: 15_000 });
    const stored = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('checkins');
    expect((await stored.where('ticketId', '==', late.ticketId).get()).size).toBe(1);
    // Else the channel was never asked again, and the door proved nothing about a silent one.
    expect(unanswered).toBeGreaterThan(0);

    // In CI the SDK then counted itself offline while the device was not, and failed the read of
    // the ticket at once ("not on this device's list"). It does so when a stream it starts is not
    // answered within 10 s (its own rule); the network coming back makes it start them again.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    // Also past the time the same code is taken for the one still in view.
    await page.waitForTimeout(Math.max(SDK_COUNTS_ITSELF_OFFLINE_MS + 2_000, SAME_CODE_IGNORED_MS));
    await scanWithHandheld(page, late.ticketUrl);
    await expect(history.getByRole('row', { name: scanRow(say, 'Already checked in', 'Lou Listen') })).toBeVisible({ timeout: 15_000 });
    expect((await stored.where('ticketId', '==', late.ticketId).get()).size).toBe(1);
  });
});

/**
 * Keeps the Firestore SDK's own IndexedDB busy for `milliseconds`: a read-write transaction over
 * all its stores, kept alive by one small request after another, as a long write of its own
 * would. Every read and write of the SDK's cache waits behind it. Returns the stores held.
 */
function holdSdkStorage(page: Page, milliseconds: number): Promise<string[]> {
  return page.evaluate(async (holdMs) => {
    const name = (await indexedDB.databases()).map((database) => database.name ?? '').find((each) => each.startsWith('firestore/'));
    if (!name) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores = Array.from(db.objectStoreNames);
    const store = db.transaction(stores, 'readwrite').objectStore(stores[0] ?? '');
    const until = Date.now() + holdMs;
    const keepBusy = () => {
      if (Date.now() < until) store.get('none').onsuccess = keepBusy;
    };
    keepBusy();
    return stores;
  }, milliseconds);
}

test.describe('a door whose own storage is busy while the server is slow', () => {
  // The worker would take the commit out of the routes' reach.
  test.use({ serviceWorkers: 'block' });

  test('answers within seconds, keeps the admission, and the server gets one check-in', async ({ say, page, phone, emulatorHosts }) => {
    test.setTimeout(120_000);
    await writeEmptyCameraVideo(VIDEO);
    const guest = await registerFor(phone, say, 'summit', 'Bea Busy', 'bea.busy@example.org');
    await signInAsAdmin(page, say, '/scanner');
    await expect(page.getByText(ticketsHeld(say))).toBeVisible({ timeout: 60_000 });
    // The server answers the check-in's reads and commit after the door's patience: the door
    // falls back to its cache.
    await page.route(/documents:(batchGet|commit)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    });
    expect((await holdSdkStorage(page, 30_000)).length).toBeGreaterThan(0);

    await scanWithHandheld(page, guest.ticketUrl);
    // Before: "Checking…" until the storage was free again, 30 s here, a minute in CI.
    const result = page.locator('.scan-result');
    await expect(result.getByText(say('Checked in'), { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(result.getByText(/Saved on this device/)).toBeVisible();
    // Shown again while the server and the storage are still slow: the door knows its own
    // admission (CI: "checked in" four times for one ticket).
    await page.waitForTimeout(SAME_CODE_IGNORED_MS);
    await scanWithHandheld(page, guest.ticketUrl);
    const history = page.getByRole('table');
    await expect(history.getByRole('row', { name: scanRow(say, 'Already checked in', 'Bea Busy') })).toBeVisible({ timeout: 10_000 });
    await expect(history.getByRole('row', { name: scanRow(say, 'Checked in', 'Bea Busy') })).toHaveCount(1);
    const stored = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('checkins');
    await expect.poll(async () => (await stored.where('ticketId', '==', guest.ticketId).get()).size, { timeout: 20_000 }).toBe(1);
    // Once the storage is free, the admission kept on the device is settled: nothing left to send, no conflict.
    await expect(page.locator('.sync-banner')).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole('region', { name: /after doors were offline/ })).toHaveCount(0);
    expect((await stored.where('ticketId', '==', guest.ticketId).get()).size).toBe(1);
  });
});

test('a visitor whose network fails is told so, keeps what they typed, and gets one ticket once back online', async ({
  say,
  page,
  context,
  emulatorHosts,
}) => {
  const tickets = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' })
    .collection('registrations')
    .where('email', '==', 'otto@example.org');
  const notSent = page.getByText('Your registration was not sent: there is no connection to the server.');
  const toldNotSent = async () => {
    await expect(notSent).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(notSent).toBeHidden();
  };
  await page.goto('/register/summit');
  // A visitor takes longer to type than the page to load what sending needs.
  await expect(page.getByText(/\d+ seats left/)).toBeVisible();
  await expect.poll(() => loaded(page, FORM_CHECKS)).toBe(true);
  await page.getByLabel(say.starting('Full name')).fill('Otto Offline');
  await page.getByLabel(say.starting('E-mail')).fill('otto@example.org');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Register' }).click();
  await toldNotSent();
  await expect(page.getByLabel(say.starting('Full name'))).toHaveValue('Otto Offline');

  // The network goes while the ticket is being written: after the event and its seats were read.
  await context.setOffline(false);
  let cut = false;
  await page.route(
    /documents:commit/,
    async (route) => {
      await context.setOffline(true);
      cut = true;
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Register' }).click();
  // Sent, and no answer came back: it may have landed, so the person is not told "nothing was saved".
  const notConfirmed = page.getByText(
    say.within(
      'Your registration is not confirmed: {reason}. It may have been saved. When you are connected, press “Register” again: you will not get two tickets, and if it was saved, your ticket will show.',
      { reason: say('there is no connection to the server') },
    ),
  );
  await expect(notConfirmed).toBeVisible();
  await expect(notSent).toBeHidden();
  expect(cut).toBe(true);
  expect((await tickets.get()).size).toBe(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('img', { name: say.within('QR code of ticket {ticketId}') })).toBeVisible();
  expect((await tickets.get()).size).toBe(1);
});

/** A visitor's feedback whose commit reaches the server as the network goes: told it may not have been sent. Returns the server's query of it. */
async function feedbackWhoseAnswerIsLost(
  { say, page, context, emulatorHosts }: { say: Say; page: Page; context: BrowserContext; emulatorHosts: EmulatorHosts | null },
  comment: string,
) {
  const stored = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' })
    .collection('feedback')
    .where('comment', '==', comment);
  await page.goto('/feedback');
  await page.getByRole('radio', { name: new RegExp(`2 – ${say.pattern('Fair')}`) }).check();
  await page.getByLabel(say.starting('Comment')).fill(comment);
  let landed = 0;
  await page.route(
    COMMIT,
    async (route) => {
      await route.fetch();
      landed += 1;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: say('Send feedback') }).click();
  await expect(
    page.getByText(
      say.within(
        'Your feedback may not have been sent: {reason}. When you are connected, press “Send feedback” again: it will not be stored twice.',
        { reason: say('there is no connection to the server') },
      ),
    ),
  ).toBeVisible({ timeout: 30_000 });
  expect(landed).toBe(1);
  await context.setOffline(false);
  return stored;
}

test('a visitor whose feedback reaches the server as the network goes is told it may not have been sent, and sending it again stores it once', async ({
  say,
  page,
  context,
  emulatorHosts,
}) => {
  const comment = 'The cloakroom queue was long';
  const stored = await feedbackWhoseAnswerIsLost({ say, page, context, emulatorHosts }, comment);
  expect((await stored.get()).size).toBe(1);
  await expect(page.getByLabel(say.starting('Comment'))).toHaveValue(comment);

  await page.getByRole('button', { name: say('Dismiss message') }).click();
  await page.getByRole('button', { name: say('Send feedback') }).click();
  await expect(page.getByText(say('Thank you for your feedback!'))).toBeVisible();
  await expect(page.getByLabel(say.starting('Comment'))).toHaveValue('');
  expect((await stored.get()).size).toBe(1);
});

test('a visitor who reloads the page after their feedback’s answer was lost finds the form as typed, and sending it again stores it once', async ({
  say,
  page,
  context,
  emulatorHosts,
}) => {
  const comment = 'Hall B was too cold';
  const stored = await feedbackWhoseAnswerIsLost({ say, page, context, emulatorHosts }, comment);

  await page.reload();
  await expect(page.getByLabel(say.starting('Comment'))).toHaveValue(comment);
  await expect(page.getByRole('radio', { name: new RegExp(`2 – ${say.pattern('Fair')}`) })).toBeChecked();
  await page.getByRole('button', { name: say('Send feedback') }).click();
  await expect(page.getByText(say('Thank you for your feedback!'))).toBeVisible();
  expect((await stored.get()).size).toBe(1);
  await page.reload();
  await expect(page.getByLabel(say.starting('Comment'))).toHaveValue('');
});

test('a visitor whose registration the network takes and never answers is told it is unconfirmed, and registering again shows the ticket that landed, e-mailed once', async ({
  say,
  page,
  emulatorHosts,
}) => {
  const server = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  const tickets = server.collection('registrations').where('email', '==', 'sami@example.org');
  const emails = server.collection('mail').where('to', '==', 'sami@example.org');
  await page.goto('/register/summit');
  await expect(page.getByText(/\d+ seats left/)).toBeVisible();
  await expect.poll(() => loaded(page, FORM_CHECKS)).toBe(true);
  await page.getByLabel(say.starting('Full name')).fill('Sami Silence');
  await page.getByLabel(say.starting('E-mail')).fill('sami@example.org');
  // From here the page's clock runs as usual, and the journey can jump over the two minutes a
  // request waits for its answer (installed after loading: the fake clock has no resource timings).
  await page.clock.install();
  const commit = await nextRequestLandsUnanswered(page, COMMIT);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect.poll(commit.landed).toBe(1);
  await page.clock.fastForward(STILL_WAITING_MS);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: say('The server has not answered yet. Keep this page open: you will be told what became of it.') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: say('Registering…') })).toBeDisabled();
  await page.clock.fastForward(REQUEST_PATIENCE_MS);
  await expect(
    page.getByText(
      say.within(
        'Your registration is not confirmed: {reason}. It may have been saved. When you are connected, press “Register” again: you will not get two tickets, and if it was saved, your ticket will show.',
        { reason: say('the server did not answer in time') },
      ),
    ),
  ).toBeVisible();
  const [stored] = (await tickets.get()).docs;
  expect(stored).toBeDefined();
  expect((await emails.get()).size).toBe(0);
  await expect(page.getByLabel(say.starting('E-mail'))).toHaveValue('sami@example.org');

  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('img', { name: say.within('QR code of ticket {ticketId}') })).toBeVisible();
  expect(page.url()).toContain(`ticket=${stored?.id ?? 'none'}`);
  await expect(page.getByText(say('You are registered. Here is your ticket.'))).toBeVisible();
  expect((await tickets.get()).size).toBe(1);
  await expect.poll(async () => (await emails.get()).size).toBe(1);
  commit.release();
});

test('a visitor who reloads while the registration waits for its answer, and registers again, is shown the ticket that landed, e-mailed once', async ({
  say,
  page,
  emulatorHosts,
}) => {
  const server = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  const tickets = server.collection('registrations').where('email', '==', 'rene@example.org');
  const emails = server.collection('mail').where('to', '==', 'rene@example.org');
  const fillIn = async () => {
    await expect.poll(() => loaded(page, FORM_CHECKS)).toBe(true);
    await page.getByLabel(say.starting('Full name')).fill('René Reload');
    await page.getByLabel(say.starting('E-mail')).fill('rene@example.org');
  };
  await page.goto('/register/summit');
  await fillIn();
  const commit = await nextRequestLandsUnanswered(page, COMMIT);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: say('Registering…') })).toBeDisabled();
  await expect.poll(async () => (await tickets.get()).size).toBe(1);
  const [stored] = (await tickets.get()).docs;

  // "Registering…" for a while: the visitor reloads, and that page never learns what became of it.
  await page.reload();
  await fillIn();
  await page.getByRole('button', { name: 'Register' }).click();
  // Not "already registered" with no e-mail written: the tab remembers what it sent.
  await expect(page.getByRole('img', { name: say.within('QR code of ticket {ticketId}') })).toBeVisible();
  expect(page.url()).toContain(`ticket=${stored?.id ?? 'none'}`);
  expect((await tickets.get()).size).toBe(1);
  await expect.poll(async () => (await emails.get()).size).toBe(1);
  commit.release();
});

test('a visitor who reloads while confirming a held seat waits for its answer is told the seat is confirmed, its ticket sent once the network lets it, e-mailed once', async ({
  say,
  page,
  phone,
  emulatorHosts,
}) => {
  const server = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  const email = 'cora.confirm@example.org';
  const tickets = server.collection('registrations').where('email', '==', email);
  const ticketEmails = server.collection('mail').where('to', '==', email).where('kind', '==', 'ticket');
  const place = await joinWaitingList(phone, say, 'accessible-forms', 'Cora Confirm', email);
  // One more seat: the administrator's save offers it to the front of the line, Cora.
  await signInAsAdmin(page, say, '/admin/events');
  await page.getByRole('button', { name: say('Edit <0>{title}</0>', { title: 'Workshop: Accessible Forms' }) }).click();
  await page.getByLabel(say.starting('Seats')).fill('13');
  await page.getByRole('button', { name: say('Save changes') }).click();
  await expect(page.getByText(say('{name} was saved.', { name: 'Workshop: Accessible Forms' }))).toBeVisible();

  await phone.goto(place);
  await expect(phone.getByRole('button', { name: say('Confirm my seat') })).toBeVisible();
  const commit = await nextRequestLandsUnanswered(phone, COMMIT);
  await phone.getByRole('button', { name: say('Confirm my seat') }).click();
  await expect(phone.getByRole('button', { name: say('Confirming…') })).toBeDisabled();
  await expect.poll(async () => (await tickets.get()).size).toBe(1);
  const [landed] = (await tickets.get()).docs;
  const ticketId = landed?.id ?? 'none';
  expect((await ticketEmails.get()).size).toBe(0);

  // The visitor reloads on a network that still fails: the place reads confirmed, but the ticket
  // it sent cannot be looked for, so nothing says "sent" and nothing is written yet. (The ticket
  // has the place's entry id: only requests for the ticket's own document fail.)
  const ticketDocument = `registrations/${ticketId}`;
  const askingForTheTicket = (route: Route) =>
    route.request().url().includes(ticketDocument) || (route.request().postData() ?? '').includes(ticketDocument)
      ? route.abort('internetdisconnected')
      : route.fallback();
  await phone.route(/firestore\.googleapis\.com|\/v1\/projects\//, askingForTheTicket);
  // A failed read is tried again for a while (the device says it is online): the journey jumps
  // over those tries on the page's clock, which runs as usual otherwise.
  await phone.clock.install();
  await phone.reload();
  const notSentYet = phone.getByText(
    say(
      'You confirmed your seat, but your ticket could not be sent yet. Check your connection, then press “Send my ticket”: you will get it once.',
    ),
  );
  await expect(async () => {
    await phone.clock.fastForward(5_000);
    await expect(notSentYet).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(phone.getByText(say.within('You confirmed your seat: your ticket was sent to {email}.'))).toHaveCount(0);
  expect((await ticketEmails.get()).size).toBe(0);

  // Connected again: "Send my ticket" settles it, its e-mail written, and the ticket is linked.
  await phone.unroute(/firestore\.googleapis\.com|\/v1\/projects\//, askingForTheTicket);
  await phone.getByRole('button', { name: say('Send my ticket') }).click();
  await expect(phone.getByText(say('You confirmed your seat: your ticket was sent to {email}.', { email }))).toBeVisible();
  await expect.poll(async () => (await ticketEmails.get()).size).toBe(1);
  await phone.getByRole('link', { name: say('See your ticket') }).click();
  await expect(phone.getByRole('img', { name: say('QR code of ticket {ticketId}', { ticketId }) })).toBeVisible();
  await phone.goto(place);
  await expect(phone.getByText(say('You confirmed your seat: your ticket was sent to {email}.', { email }))).toBeVisible();
  expect((await ticketEmails.get()).size).toBe(1);
  expect((await tickets.get()).size).toBe(1);
  commit.release();
});

test("a visitor whose network fails between the ticket's write and its e-mail's is shown the ticket and told the e-mail may not have been sent", async ({
  say,
  page,
  emulatorHosts,
}) => {
  const server = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  const tickets = server.collection('registrations').where('email', '==', 'mira@example.org');
  const emails = server.collection('mail').where('to', '==', 'mira@example.org');
  await page.goto('/register/summit');
  await expect(page.getByText(/\d+ seats left/)).toBeVisible();
  await expect.poll(() => loaded(page, FORM_CHECKS)).toBe(true);
  await page.getByLabel(say.starting('Full name')).fill('Mira Mailless');
  await page.getByLabel(say.starting('E-mail')).fill('mira@example.org');
  // The ticket's write goes through; the connection is gone for the e-mail's, a write of its own.
  let cut = 0;
  await page.route(/documents:commit/, async (route) => {
    if (!route.request().postData()?.includes('/documents/mail/')) return route.continue();
    cut += 1;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('img', { name: say.within('QR code of ticket {ticketId}') })).toBeVisible();
  const noConnection = say('there is no connection to the server');
  await expect(
    page.getByText(
      say(
        'You are registered and this is your ticket, but its e-mail may not have been sent: {reason}. Keep this page’s address; if the e-mail does not arrive, the organisers can send it again.',
        { reason: noConnection },
      ),
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      say.within('Your registration was not sent: {reason}. Nothing was saved; check your connection and try again.', { reason: '.+' }),
    ),
  ).toHaveCount(0);
  expect(cut).toBe(1);
  expect((await tickets.get()).size).toBe(1);
  expect((await emails.get()).size).toBe(0);
});

test("a visitor whose form's checks could not be downloaded is told there is no connection, and keeps what they typed", async ({
  page,
}) => {
  const refused: string[] = [];
  await page.route(FORM_CHECKS, async (route) => {
    refused.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  await page.goto('/register/summit');
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await page.getByLabel(/^Full name/).fill('Ceci Checks');
  await page.getByLabel(/^E-mail/).fill('ceci@example.org');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your registration was not sent: there is no connection to the server.')).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Ceci Checks');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('ceci@example.org');
});

test('an import started without network writes nothing and says so; online it works', async ({ say, page, context, emulatorHosts }) => {
  const file = join(tmpdir(), `rollcall-offline-import-${process.pid}.csv`);
  await writeFile(file, 'Name,E-mail\nOla Offline,ola@example.org\nOtis Offline,otis@example.org\n');
  await signInAsAdmin(page, say, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await page.getByRole('button', { name: 'Import…' }).click();
  await page.getByLabel('CSV or Excel file').setInputFiles(file);
  await expect(page.getByText('2 rows in the file (CSV)')).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('alert')).toContainText('there is no connection to the server. Nothing was imported');

  const users = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('users');
  expect((await users.where('email', 'in', ['ola@example.org', 'otis@example.org']).get()).size).toBe(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.locator('.import-report').locator('li', { hasText: 'imported' }).first()).toHaveText('2 imported');
  expect((await users.where('email', 'in', ['ola@example.org', 'otis@example.org']).get()).size).toBe(2);
  expect(await readFile(file, 'utf8')).toContain('Ola Offline');
});

const importFileOf = (prefix: string) => join(tmpdir(), `rollcall-${prefix}-import-${process.pid}.csv`);

/** An administrator's import of `count` new guests, read and ready to go on `listPath`; their e-mails. */
async function importReady(page: Page, say: Say, listPath: string, prefix: string, count: number): Promise<string[]> {
  const file = importFileOf(prefix);
  const emails = Array.from({ length: count }, (_, index) => `${prefix}${index}@example.org`);
  await writeFile(file, ['Name,E-mail', ...emails.map((email, index) => `Guest ${index},${email}`)].join('\n'));
  await signInAsAdmin(page, say, listPath);
  await page.getByRole('button', { name: 'Import…' }).click();
  await page.getByLabel('CSV or Excel file').setInputFiles(file);
  await expect(page.getByText(`${count.toLocaleString('en')} rows in the file (CSV)`)).toBeVisible();
  return emails;
}

/** The e-mails among `emails` that imports stored on the server, each as often as it is stored. */
async function importedOnServer(emulatorHosts: EmulatorHosts | null, emails: readonly string[]): Promise<string[]> {
  const users = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('users');
  return (await users.where('source', '==', 'import').get()).docs
    .map((document) => String(document.get('email')))
    .filter((email) => emails.includes(email));
}

test('a directory import begun while the SDK counts itself offline on a laptop that is online waits for it, and everyone is imported once', async ({
  say,
  page,
  context,
  emulatorHosts,
}) => {
  test.setTimeout(120_000);
  const emails = await importReady(page, say, '/admin/users', 'flapping', 300);
  // The SDK counts itself offline while the network is there (seen in CI when a tab sent the
  // writes another tab left as it was closed offline): its Listen channels, the import's first
  // look-up's included, go unanswered until its own 10 s rule. An instant without network
  // closes the channel that may be streaming already.
  const unanswered: Route[] = [];
  await page.route(isListenChannel, (route) => void unanswered.push(route));
  await context.setOffline(true);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Import 300 rows' }).click();
  await page.waitForTimeout(SDK_COUNTS_ITSELF_OFFLINE_MS + 2_000);
  expect(unanswered.length).toBeGreaterThan(0);
  // The SDK's look-ups have failed at once for a while now: the import is still under way.
  await expect(page.getByText(/no connection to the server/i)).toHaveCount(0);
  await expect(page.getByText(/^Importing/)).toBeVisible();

  // The channels answer again: the held ones fail, and the SDK's next one goes through.
  await page.unroute(isListenChannel);
  await Promise.all(unanswered.map((route) => route.abort().catch(() => undefined)));

  await expect(page.locator('.import-report').getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/no connection to the server/i)).toHaveCount(0);
  await expect(page.locator('.import-report').locator('li', { hasText: 'imported' }).first()).toHaveText('300 imported');
  const imported = await importedOnServer(emulatorHosts, emails);
  expect([imported.length, new Set(imported).size]).toEqual([300, 300]);
});

test('a directory import whose network goes part-way waits for it and says so; back online, everyone is imported once', async ({
  say,
  page,
  context,
  emulatorHosts,
}) => {
  const emails = await importReady(page, say, '/admin/users', 'waiting', 1500);
  await page.getByRole('button', { name: 'Import 1,500 rows' }).click();
  // The first part of the list reaches the server; then the network goes.
  await expect(page.getByText(/^Importing: [1-9][\d,]* of 1,500$/)).toBeVisible({ timeout: 60_000 });
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'No connection to the server:' })).toContainText(
    /of 1,500 imported so far\. Keep this page open: the rest is sent when the connection is back\./,
  );

  expect((await importedOnServer(emulatorHosts, emails)).length).toBeLessThan(1500);

  await context.setOffline(false);
  const report = page.locator('.import-report');
  await expect(report.locator('li', { hasText: 'imported' }).first()).toHaveText('1,500 imported', { timeout: 60_000 });
  const imported = await importedOnServer(emulatorHosts, emails);
  expect([imported.length, new Set(imported).size]).toEqual([1500, 1500]);
});

test.describe('a directory import whose server stops answering part-way', () => {
  // Routes see the page's requests only while no service worker controls it (see above).
  test.use({ serviceWorkers: 'block' });

  test('is told early that it is still under way, not that the network is gone; once the server answers, everyone is imported once', async ({
    say,
    page,
    emulatorHosts,
  }) => {
    const emails = await importReady(page, say, '/admin/users', 'unanswered', 1500);
    await page.getByRole('button', { name: 'Import 1,500 rows' }).click();
    await expect(page.getByText(/^Importing: [1-9][\d,]* of 1,500$/)).toBeVisible({ timeout: 60_000 });
    // From now on the SDK's writes reach no server until released: a server too busy to answer.
    const writesHeld = heldUntilReleased(page, /\/google\.firestore\.v1\.Firestore\/Write\//);
    const stillWaiting = page.getByRole('status').filter({
      hasText: say('The server has not answered yet. Keep this page open: you will be told what became of it.'),
    });
    await expect(stillWaiting).toBeVisible({ timeout: STILL_WAITING_MS + 30_000 });
    await expect(page.getByText(/No connection to the server/)).toHaveCount(0);
    expect(await writesHeld(), 'writes held').toBeGreaterThan(0);

    const report = page.locator('.import-report');
    await expect(report.locator('li', { hasText: 'imported' }).first()).toHaveText('1,500 imported', { timeout: 60_000 });
    await expect(stillWaiting).toHaveCount(0);
    const imported = await importedOnServer(emulatorHosts, emails);
    expect([imported.length, new Set(imported).size]).toEqual([1500, 1500]);
  });
});

test('a directory import whose page is closed while it waits for the network is told in another tab, not while it runs, and on another laptop once silent; the same file again stores everyone once and takes both notices away', async ({
  say,
  page,
  context,
  emulatorHosts,
  newDevice,
}) => {
  // Two imports of 1,500, a second laptop and the emulator cleared before: 1.0-1.3 min in CI, and
  // 1.5 min once on a busy run (clearing took 17 s), cut in its second import by the 90 s default.
  test.setTimeout(180_000);
  const emails = await importReady(page, say, '/admin/users', 'closed', 1500);
  await page.getByRole('button', { name: 'Import 1,500 rows' }).click();
  await expect(page.getByText(/^Importing: [1-9][\d,]* of 1,500$/)).toBeVisible({ timeout: 60_000 });

  // A second tab of the same laptop, opened on the list while the import runs: the browser's own
  // Web Locks tell it the import is under way, not cut short.
  const later = await context.newPage();
  await later.goto('/admin/users');
  await expect(later.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const runningSeen = await later.evaluate(
    async ([key, lockPrefix]) => {
      const noted = JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string }[];
      const held = ((await navigator.locks.query()).held ?? []).map((lock) => lock.name);
      return noted.map(({ id }) => held.includes(`${lockPrefix}${id}`));
    },
    [IMPORT_JOURNAL_KEY, IMPORT_LOCK_PREFIX] as const,
  );
  expect(runningSeen).toEqual([true]);
  await expect(later.getByRole('row').nth(1)).toBeVisible();
  const notice = later.getByRole('alert').filter({ hasText: 'did not finish' });
  await expect(notice).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'No connection to the server:' })).toBeVisible();
  // The administrator closes the importing tab anyway (or its renderer crashes).
  await page.close();
  await context.setOffline(false);

  const stored = () => importedOnServer(emulatorHosts, emails);
  // Its lock went with the tab: the other tab, opening the list again, is told.
  await later.reload();
  await expect(notice).toContainText(
    /The import of “rollcall-closed-import-\d+\.csv”, begun on .+, did not finish: its page was closed once at least [1-9][\d,]* of 1,500 people had been written\. Import the same file again: the people already in the list are skipped, and the others are added\./,
    { timeout: 30_000 },
  );
  expect((await stored()).length).toBeLessThan(1500);

  // Another administrator's laptop is told too, once the import has not been heard from for a while.
  const office = (await newDevice()).page;
  const elsewhere = office.getByRole('alert').filter({ hasText: 'has not been heard from' });
  const openPeopleAgain = async () => {
    const sections = office.getByRole('navigation', { name: 'Admin sections' });
    await sections.getByRole('link', { name: 'Events' }).click();
    await sections.getByRole('link', { name: 'People' }).click();
    await expect(office.getByRole('row').nth(1)).toBeVisible();
  };
  await signInAsAdmin(office, say, '/admin/users');
  await expect(office.getByRole('row').nth(1)).toBeVisible();
  await expect(elsewhere).toHaveCount(0);
  await office.clock.install();
  await office.clock.fastForward(ANNOUNCEMENT_TIMING.silentAfterMs);
  await openPeopleAgain();
  await expect(elsewhere).toContainText(
    /The import of “rollcall-closed-import-\d+\.csv”, begun on another device on .+, has not been heard from since .+, when at least [1-9][\d,]* of 1,500 people had been written: its page was closed, or that device lost its connection\. If nobody is importing it there any more, import the same file again here:/,
    { timeout: 30_000 },
  );

  await later.getByRole('button', { name: 'Import…' }).click();
  await later.getByLabel('CSV or Excel file').setInputFiles(importFileOf('closed'));
  await later.getByRole('button', { name: 'Import 1,500 rows' }).click();
  await expect(later.locator('.import-report').getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(notice).toHaveCount(0);
  const imported = await stored();
  expect([imported.length, new Set(imported).size]).toEqual([1500, 1500]);
  await later.reload();
  await expect(later.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(later.getByText('did not finish')).toHaveCount(0);
  // Finished for every device: the other laptop is no longer told.
  const importsUnderWay = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection(IMPORTS_UNDER_WAY);
  await expect.poll(async () => (await importsUnderWay.where('open', '==', true).get()).size, { timeout: 30_000 }).toBe(0);
  await openPeopleAgain();
  await expect(elsewhere).toHaveCount(0);
});

test('a register import whose network goes part-way keeps whole tickets and says how many; the same file again adds the rest', async ({
  say,
  page,
  context,
  emulatorHosts,
}) => {
  const emails = await importReady(page, say, '/admin/highlevel-register', 'cut', 200);
  // The first part of the list reaches the server; then the network goes, before the second.
  // Only the register's own writes are counted: the import's announcement to other devices is one too.
  let commits = 0;
  await page.route(/documents:commit/, async (route) => {
    if (!route.request().postData()?.includes('/documents/highlevelRegister/')) return route.continue();
    commits += 1;
    if (commits === 1) return route.continue();
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Import 200 rows' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'At least 90 people on the list were imported before it stopped. Importing the same file again skips those already imported and adds the others.',
    { timeout: 60_000 },
  );

  const firestore = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' });
  const stored = async (collection: string) =>
    (await firestore.collection(collection).where('eventId', '==', 'highlevel').get()).docs.map((document) => document.data());
  const ticketsOfList = async () => (await stored('highlevelRegister')).filter((ticket) => emails.includes(String(ticket.email)));
  const kept = await ticketsOfList();
  expect(kept).toHaveLength(90);
  // Each one whole: a seat that names it.
  const seated = new Set((await stored('seats')).map((seat) => String(seat.ticketId)));
  expect(kept.every((ticket) => seated.has(String(ticket.id)))).toBe(true);

  await page.unroute(/documents:commit/);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Import 200 rows' }).click();
  const report = page.locator('.import-report');
  await expect(report.locator('li', { hasText: 'imported' }).first()).toHaveText('110 imported');
  await expect(report.locator('li', { hasText: 'skipped' }).first()).toHaveText('90 skipped: e-mail already in the list');
  expect(await ticketsOfList()).toHaveLength(200);
});

for (const [fault, answer] of [
  ['fails', { status: 503, body: 'Service Unavailable' }],
  ['answers garbage', { status: 200, body: '<html>captive portal</html>', contentType: 'text/html' }],
] as const) {
  test(`when the geolocation service ${fault}, registering still works and no place is invented`, async ({
    say,
    page,
    context,
    emulatorHosts,
  }) => {
    await context.route(DEFAULT_GEOLOCATION_URL, (route) => route.fulfill(answer));
    const { ticketId } = await registerFor(page, say, 'offline-first', 'Gita Geo', 'gita@example.org');
    expect(ticketId).toMatch(/^[A-Za-z0-9]{20}$/);
    const ticket = await adminFirestore(emulatorHosts ?? { firestore: '', auth: '' })
      .collection('registrations')
      .doc(ticketId)
      .get();
    expect(ticket.data()).toMatchObject({ name: 'Gita Geo' });
    expect(ticket.data()).not.toHaveProperty('country');
    expect((await context.cookies()).find((cookie) => cookie.name === 'location')).toBeUndefined();
  });
}

test("a visitor's link asks for its event before the app's script has arrived, and shows it before the data layer", async ({
  page,
  say,
}) => {
  // A slow network, made exact: the app's entry and its data layer wait until let through.
  const releaseEntry = heldUntilReleased(page, /\/assets\/index-[\w-]+\.js$/);
  const releaseDataLayer = heldUntilReleased(page, /\/assets\/data-layer-[\w-]+\.js$/);
  const earlyRead = page.waitForRequest(/documents:runQuery/);
  void page.goto('/summit');
  // The early script's query leaves while the entry has not even arrived.
  expect((await earlyRead).method()).toBe('POST');

  expect(await releaseEntry()).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Summit 2026' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  // The seats are counted by the data layer, still on its way.
  await expect(page.getByText(/seats? left/)).toHaveCount(0);

  expect(await releaseDataLayer()).toBeGreaterThan(0);
  await expect(page.getByText(/\d+ seats? left/)).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByLabel(say.starting('E-mail'))).toBeVisible();
});

test("a visitor whose link's first read is never answered is told the server did not answer, and trying again shows the event", async ({
  page,
  say,
}) => {
  // The first query to leave is the early script's: the network takes it and answers nothing.
  const earlyRead = await nextRequestLandsUnanswered(page, /documents:runQuery/);
  await page.clock.install();
  await page.goto('/summit');
  const tryAgain = page.getByRole('button', { name: say('Try again') });
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(tryAgain).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText(
    say('{what} could not be loaded: {message}', { what: say('The event'), message: say('the server did not answer in time') }),
  );
  expect(earlyRead.landed()).toBe(1);
  await tryAgain.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Source Summit 2026' })).toBeVisible();
  await expect(page.getByText(/\d+ seats? left/)).toBeVisible();
  earlyRead.release();
});

test("a ticket opened in a browser that keeps no app (one inside another app) says how to have it at the door without network; a phone's own browser is not told", async ({
  say,
  phone,
  newDevice,
}) => {
  const keepsNoApp = say(
    'This browser cannot keep this page for use without network (a browser inside another app, or a private window). To show your ticket at the door without network, download it below, or open this page in your phone’s own browser.',
  );
  // The browser inside Instagram's or Gmail's app on an iPhone has no service workers at all.
  const inApp = await newDevice();
  await inApp.context.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
  await registerFor(inApp.page, say, 'summit', 'Ines Inapp', 'ines.inapp@example.org');
  await expect(inApp.page.getByText(keepsNoApp)).toBeVisible();
  const download = inApp.page.waitForEvent('download');
  await inApp.page.getByRole('button', { name: say('Download ticket (PNG)') }).click();
  expect((await download).suggestedFilename()).toMatch(/^ticket-.+\.png$/);

  await registerFor(phone, say, 'summit', 'Paula Phone', 'paula.phone@example.org');
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect(phone.getByRole('img', { name: say.within('QR code of ticket {ticketId}') })).toBeVisible();
  await expect(phone.getByText(keepsNoApp)).toHaveCount(0);
});

test("a visitor's ticket opened again at the venue without network shows its QR code as the phone kept it, after reloads too, and the door admits it; a phone that never showed it says where else the code is", async ({
  say,
  phone,
  newDevice,
}) => {
  test.setTimeout(180_000);
  const name = 'Basil Basement';
  const ticket = await registerFor(phone, say, 'summit', name, 'basil.basement@example.org');
  const ticketPage = phone.url();
  // Days later, the app is kept on the phone (its service worker installed, as after any visit):
  // the visitors' pages, not the staff's (the QR reader's .wasm alone is 400 kB on a phone's plan).
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const kept = await keptFiles(phone);
  expect(kept).toContain('/index.html');
  expect(keptAmong(kept, SIGNED_IN_FILES)).toEqual([]);
  // At the venue: the phone's network is gone, and the visitor opens the ticket's page again.
  await phone.context().setOffline(true);
  const code = phone.getByRole('img', { name: say.within('QR code of ticket {ticketId}', {}, { ticketId: ticket.ticketId }) });
  const keptTicket = say.within(
    'No connection to the server: this is your ticket as this device kept it on {when}. Its QR code works at the door all the same.',
    {
      when: '.+',
    },
  );
  for (const open of [() => phone.goto(ticketPage), () => phone.reload()]) {
    await open();
    await expect(code).toHaveAttribute('data-ticket-url', ticket.ticketUrl, { timeout: 30_000 });
    await expect(phone.getByText(keptTicket)).toBeVisible();
    await expect(phone.getByText(name, { exact: true })).toBeVisible();
  }
  // The code the offline phone shows is the ticket: a door online admits it.
  const door = await newDevice();
  await signInAsAdmin(door.page, say, '/scanner');
  await expect(door.page.getByText(readyOffline(say))).toBeVisible({ timeout: 90_000 });
  await scanWithHandheld(door.page, (await code.getAttribute('data-ticket-url')) ?? '');
  await expect(door.page.getByRole('table').getByRole('row', { name: scanRow(say, 'Checked in', name) })).toBeVisible();
  // A phone that has the app but never showed this ticket has nothing kept: it says so, and where the code also is.
  const friend = await newDevice();
  await friend.page.goto('/');
  await friend.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await friend.context.setOffline(true);
  await friend.page.goto(ticketPage);
  await expect(friend.page.getByRole('alert')).toContainText(
    say(
      'Your ticket could not be loaded: the server cannot be reached, and this device has not shown this ticket before. The QR code in the e-mail with your ticket works at the door too.',
    ),
    { timeout: 30_000 },
  );
});

test('a place in a waiting list opened again at the venue without network shows its number in line as the phone kept it, after a reload too', async ({
  say,
  phone,
}) => {
  const place = await joinWaitingList(phone, say, 'accessible-forms', 'Wanda Waiting', 'wanda.waiting@example.org');
  const numberInLine = phone.getByText(say.within('You are number <0>{number}</0> in line.', { number: '\\d+' }));
  await expect(numberInLine).toBeVisible();
  const online = await numberInLine.textContent();
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // At the venue: the phone's network is gone, and the visitor opens the place's page again.
  await phone.context().setOffline(true);
  const keptPlace = say.within(
    'No connection to the server: this is your place as this device kept it on {when}. It may have moved since; this page shows it again as it is once the connection is back.',
    { when: '.+' },
  );
  for (const open of [() => phone.goto(place), () => phone.reload()]) {
    await open();
    await expect(phone.getByRole('status').filter({ hasText: keptPlace })).toBeVisible({ timeout: 30_000 });
    await expect(numberInLine).toHaveText(online ?? '');
    await expect(phone.getByText('Wanda Waiting', { exact: true })).toBeVisible();
  }
});

test("an administrator's change saved without network is refused at once and keeps what was typed; nothing lands later, and saved online it lands once", async ({
  say,
  page,
  context,
  emulatorHosts,
}) => {
  const people = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('users');
  // Someone without a namesake: the demo's directory has some, to be cleaned.
  const everyone = (await people.get()).docs.map((document) => ({
    id: document.id,
    ...(document.data() as { name: string; email: string }),
  }));
  const person = everyone.find((candidate) => everyone.filter((other) => other.name === candidate.name).length === 1);
  if (!person) throw new Error('The demo directory has nobody without a namesake.');
  const { name, email } = person;
  const nameOnServer = async () => ((await people.doc(person.id).get()).data() as { name?: string } | undefined)?.name;
  await signInAsAdmin(page, say, '/admin/users');
  await expect(listed(page, say, 305)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(say('Search name, e-mail or organisation')).fill(email);
  const edit = new RegExp(`^${say('Edit')}\\s*${escapeForPattern(name)}$`);
  await page
    .getByRole('table', { name: say('People') })
    .getByRole('button', { name: edit })
    .click();

  // The laptop's network goes while the form is open.
  await context.setOffline(true);
  const nameField = page.getByLabel(say.starting('Name'));
  await nameField.fill(`${name} Offline`);
  await page.getByRole('button', { name: say('Save changes') }).click();
  await expect(page.getByRole('alert')).toHaveText(
    say('Not saved: {reason}. Try again.', { reason: say('there is no connection to the server') }),
  );
  await expect(nameField).toHaveValue(`${name} Offline`);

  // Back online: nothing was queued to land behind the administrator's back (the full SDK sends
  // a queued write within a second or two of the connection's return).
  await context.setOffline(false);
  await page.waitForTimeout(5_000);
  expect(await nameOnServer()).toBe(name);
  await page.getByRole('button', { name: say('Save changes') }).click();
  await expect(page.getByRole('heading', { name: say('Edit {editedName}', { editedName: name }) })).toBeHidden();
  await expect.poll(nameOnServer).toBe(`${name} Offline`);
});

test('an administrator taking back a check-in without network is told so, and nothing is taken back until it is done again online', async ({
  say,
  page,
  context,
  emulatorHosts,
}) => {
  const checkIns = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' }).collection('checkins');
  await signInAsAdmin(page, say, '/admin/checkins');
  const undo = page.getByRole('button', { name: new RegExp(`^${say.pattern('Undo')}`) }).first();
  await expect(undo).toBeVisible({ timeout: 30_000 });
  const name = (await undo.getAttribute('aria-label')) ?? (await undo.textContent()) ?? '';
  const [person] = (await checkIns.get()).docs
    .map((document) => document.data() as { name: string })
    .filter((checkIn) => name.endsWith(checkIn.name))
    .map((checkIn) => checkIn.name);
  if (!person) throw new Error(`No check-in on the server for "${name}".`);
  const heldByServer = async () => (await checkIns.where('name', '==', person).get()).size;
  const before = await heldByServer();

  await context.setOffline(true);
  await undo.click();
  await page.getByRole('button', { name: say('Take it back') }).click();
  await expect(
    page.getByText(
      say('{name}’s check-in was not taken back: {reason}. Try again.', {
        name: person,
        reason: say('there is no connection to the server'),
      }),
    ),
  ).toBeVisible();
  await context.setOffline(false);
  await page.waitForTimeout(5_000);
  expect(await heldByServer()).toBe(before);

  await page.getByRole('button', { name: say('Dismiss message') }).click();
  await page
    .getByRole('button', { name: new RegExp(`${escapeForPattern(person)}$`) })
    .first()
    .click();
  await page.getByRole('button', { name: say('Take it back') }).click();
  await expect(page.getByText(say('{name}’s check-in was taken back.', { name: person }))).toBeVisible();
  await expect.poll(heldByServer).toBe(before - 1);
});

test.describe('a lost ticket sent again through a network that answers nothing', () => {
  // Routes see the page's requests only while no service worker controls it (see above); the
  // office's page does not reload.
  test.use({ serviceWorkers: 'block' });

  test('an administrator whose “send again” is taken and never answered is told early it is under way, then that it is not confirmed; the server has it once, and the Outbox shows it', async ({
    say,
    page,
    phone,
    emulatorHosts,
  }) => {
    const email = 'lena.lost@example.org';
    const messages = adminFirestore(emulatorHosts ?? { firestore: '', auth: '' })
      .collection('mail')
      .where('to', '==', email);
    const messagesOnServer = async () => (await messages.get()).size;
    await registerFor(phone, say, 'summit', 'Lena Lost', email);
    await expect.poll(messagesOnServer).toBe(1);

    const office = page;
    await signInAsAdmin(office, say, '/admin/events');
    await office
      .getByRole('button', { name: say('Registrations, waiting list, feedback <0>of {title}</0>', { title: 'Open Source Summit 2026' }) })
      .click();
    const sendAgain = office.getByRole('button', { name: say('Send again<0> to {name}</0>', { name: 'Lena Lost' }) });
    await expect(sendAgain).toBeVisible();
    // Installed after loading (the fake clock has no resource timings): the journey jumps over
    // the two minutes a request waits for its answer.
    await office.clock.install();
    const commit = await nextRequestLandsUnanswered(office, COMMIT);
    await sendAgain.click();
    await expect.poll(commit.landed).toBe(1);
    await office.clock.fastForward(STILL_WAITING_MS);
    await expect(
      office.getByText(
        `${say('The ticket is being sent again to {email}.', { email })} ${say('The server has not answered yet. Keep this page open: you will be told what became of it.')}`,
      ),
    ).toBeVisible();
    await expect(office.getByRole('button', { name: say('Sending…') })).toBeDisabled();
    await office.clock.fastForward(REQUEST_PATIENCE_MS - STILL_WAITING_MS);
    await expect(
      office.getByText(
        say(
          'Sending the ticket again to {email} is not confirmed: {reason}. It may still be sent: look in the Outbox before you send it again.',
          {
            email,
            reason: say('the server did not answer in time'),
          },
        ),
      ),
    ).toBeVisible();
    expect(await messagesOnServer()).toBe(2);
    commit.release();

    await office.getByRole('link', { name: say('Outbox') }).click();
    await expect(office.getByRole('listitem').filter({ hasText: say('to {to}', { to: email }) })).toHaveCount(2);
  });
});
