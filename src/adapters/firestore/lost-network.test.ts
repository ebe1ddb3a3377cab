import { setLogLevel, type EmulatorMockTokenOptions } from 'firebase/firestore';
import { collection, getDocs, query, setLogLevel as setLiteLogLevel, where } from 'firebase/firestore/lite';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { StoreNoAnswerError, StoreOfflineError, StoreUnconfirmedError } from '../../application/ports/store-errors';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { staffFirestore, visitorFirestore } from '../../../tests/support/firestore-devices';
import { event } from '../contracts/contract-fixtures';
import { createEvent } from '../contracts/visitor-use-cases.contract';
import { createFirebaseApp } from './firebase-app';
import { memoryDoubtKeep } from './unconfirmed-writes';
import { WAITING_ENTRIES } from './waiting-book';
import { SubmitFeedback } from '../../application/feedback/submit-feedback.use-case';
import { MemoryAttemptLog } from '../../application/limits/memory-attempt-log';
import { systemClock } from '../../application/ports/clock.port';

const emulatorHost = inject('firestoreEmulatorHost');
setLogLevel('silent');
setLiteLogLevel('silent');
const STAFF: EmulatorMockTokenOptions = { sub: 'staff-1', email: 'staff@example.org', email_verified: true, admin: true };
const tomorrow = { startsAt: new Date(Date.now() + 86_400_000).toISOString(), endsAt: new Date(Date.now() + 90_000_000).toISOString() };

/** Short enough for a test, long enough for an emulator answering a busy machine's suite. */
const PATIENCE_MS = 5_000;

async function officeAndPhone() {
  const projectId = `demo-lost-${crypto.randomUUID().slice(0, 8)}`;
  await loadSecurityRules(emulatorHost, projectId);
  const app = (device: string) => createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${device}` }, `${projectId}-${device}`);
  const officeApp = app('office');
  const office = { ...officeApp, ...staffFirestore(officeApp.app, { emulatorHost, emulatorUser: STAFF }) };
  // The phone's tab: what it keeps in session storage outlives a reload, which opens the app anew.
  const tab = memoryDoubtKeep();
  const openPhone = (load: number) => {
    const phoneApp = app(`phone-${load}`);
    return { ...phoneApp, ...visitorFirestore(phoneApp.app, { emulatorHost }, { requestPatienceMs: PATIENCE_MS, doubts: tab }) };
  };
  const phone = openPhone(0);
  const reloads = [openPhone(1)];
  return {
    office,
    phone,
    reloaded: reloads[0] ?? phone,
    close: () => Promise.all([office.close(), phone.close(), ...reloads.map((r) => r.close())]),
  };
}

/**
 * The phone's network goes at its first commit: that request, and every one after, fails as fetch
 * does offline. `reaches`: the first commit gets to the server before its answer is lost.
 */
function networkLostAtCommit(network: { online: boolean }, { reaches = false } = {}) {
  const throughNetwork = globalThis.fetch.bind(globalThis);
  let commits = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(':commit')) {
      commits += 1;
      if (reaches && network.online) await throughNetwork(input, init);
      network.online = false;
    }
    if (network.online) return throughNetwork(input, init);
    throw new TypeError('Failed to fetch');
  });
  return { commits: () => commits, restore: () => spy.mockRestore() };
}

/**
 * The phone's first commit is answered by nothing (a network that takes requests and returns
 * none): `reaches` says whether the server gets it. Later requests go as usual.
 */
function firstCommitUnanswered({ reaches }: { reaches: boolean }) {
  const throughNetwork = globalThis.fetch.bind(globalThis);
  let silenced = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes(':commit') || silenced > 0) return throughNetwork(input, init);
    silenced += 1;
    if (reaches) void throughNetwork(input, init);
    return new Promise<Response>(() => undefined);
  });
  return { restore: () => spy.mockRestore() };
}

const fields = (email: string) => ({ name: email.split('@')[0] ?? email, email, createdAt: new Date().toISOString() });

async function openEventOf(office: Awaited<ReturnType<typeof officeAndPhone>>['office']) {
  const id = await createEvent(office.store, office.ledger, event('open', { ...tomorrow, capacity: 5 }));
  const stored = await office.store.getById('events', id);
  if (!stored) throw new Error('no event');
  return stored;
}

/** A full event whose one seat was given back: the phone's place (`email`) is at the front, a seat held for it. */
async function seatHeldFor({ office, phone }: Awaited<ReturnType<typeof officeAndPhone>>, email: string): Promise<string> {
  const full = await createEvent(office.store, office.ledger, event('full', { ...tomorrow, capacity: 1 }));
  const fullEvent = await office.store.getById('events', full);
  if (!fullEvent) throw new Error('no event');
  const holder = await office.ledger.issue({
    event: fullEvent,
    fields: fields('holder@x.org'),
    now: new Date(),
    enforceRegistrationRules: true,
  });
  const joined = await phone.waitingList.join({ event: fullEvent, fields: fields(email), now: new Date() });
  if (holder.kind !== 'issued' || joined.kind !== 'joined') throw new Error('no ticket or no place');
  await expect(office.waitingList.cancelTicket('registrations', holder.ticketId, new Date())).resolves.toMatchObject({
    kind: 'cancelled',
    offered: { place: { state: 'offered' } },
  });
  return joined.entryId;
}

describe('A visitor whose network goes as the write leaves (Firestore Lite)', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'is told at once there is no connection, the ticket and the place in line unconfirmed; sending again gives one of each',
    { timeout: 60_000 },
    async () => {
      const { office, phone, close } = await officeAndPhone();
      const open = await createEvent(office.store, office.ledger, event('open', { ...tomorrow, capacity: 5 }));
      const full = await createEvent(office.store, office.ledger, event('full', { ...tomorrow, capacity: 1 }));
      const [openEvent, fullEvent] = await Promise.all([office.store.getById('events', open), office.store.getById('events', full)]);
      if (!openEvent || !fullEvent) throw new Error('no events');
      await expect(
        phone.ledger.issue({ event: fullEvent, fields: fields('holder@x.org'), now: new Date(), enforceRegistrationRules: true }),
      ).resolves.toMatchObject({ kind: 'issued' });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);

      const ticketCut = networkLostAtCommit(phone.network);
      const unsent = phone.ledger.issue({
        event: openEvent,
        fields: fields('otto@x.org'),
        now: new Date(),
        enforceRegistrationRules: true,
      });
      // A commit whose fetch failed may have reached the server: the person is not told "nothing was saved".
      await expect(unsent).rejects.toBeInstanceOf(StoreUnconfirmedError);
      await expect(unsent.catch((error: StoreUnconfirmedError) => error.reason)).resolves.toBeInstanceOf(StoreOfflineError);
      // Not taken for a lost race and tried again: the device knows it is offline.
      expect(ticketCut.commits()).toBe(1);
      ticketCut.restore();
      phone.network.online = true;

      const lineCut = networkLostAtCommit(phone.network);
      const notJoined = phone.waitingList.join({ event: fullEvent, fields: fields('otto@x.org'), now: new Date() });
      await expect(notJoined).rejects.toBeInstanceOf(StoreUnconfirmedError);
      await expect(notJoined.catch((error: StoreUnconfirmedError) => error.reason)).resolves.toBeInstanceOf(StoreOfflineError);
      expect(lineCut.commits()).toBe(1);
      lineCut.restore();
      phone.network.online = true;

      await expect(office.store.whereEquals('registrations', 'email', 'otto@x.org')).resolves.toEqual([]);
      const places = await getDocs(query(collection(office.server, WAITING_ENTRIES), where('email', '==', 'otto@x.org')));
      expect(places.size).toBe(0);

      const again = await phone.ledger.issue({
        event: openEvent,
        fields: fields('otto@x.org'),
        now: new Date(),
        enforceRegistrationRules: true,
      });
      expect(again.kind).toBe('issued');
      expect((await office.store.whereEquals('registrations', 'email', 'otto@x.org')).map((ticket) => ticket.id)).toEqual([
        again.kind === 'issued' && again.ticketId,
      ]);
      await expect(phone.waitingList.join({ event: fullEvent, fields: fields('otto@x.org'), now: new Date() })).resolves.toMatchObject({
        kind: 'joined',
      });
      expect((await getDocs(query(collection(office.server, WAITING_ENTRIES), where('email', '==', 'otto@x.org')))).size).toBe(1);
      await close();
    },
  );
});

describe('A visitor whose network takes the registration and answers nothing (Firestore Lite)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    { reaches: true, what: 'landed' },
    { reaches: false, what: 'never arrived' },
  ])(
    'is told after the patience that it is unconfirmed, and registering again gives one ticket (the commit $what)',
    { timeout: 60_000 },
    async ({ reaches }) => {
      const { office, phone, close } = await officeAndPhone();
      const open = await openEventOf(office);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const request = { event: open, fields: fields('ines@x.org'), now: new Date(), enforceRegistrationRules: true };

      const silence = firstCommitUnanswered({ reaches });
      const unanswered = phone.ledger.issue(request);
      await expect(unanswered).rejects.toBeInstanceOf(StoreUnconfirmedError);
      await expect(unanswered.catch((error: StoreUnconfirmedError) => error.reason)).resolves.toBeInstanceOf(StoreNoAnswerError);
      silence.restore();

      const again = await phone.ledger.issue(request);
      expect(again.kind).toBe('issued');
      const onServer = await office.store.whereEquals('registrations', 'email', 'ines@x.org');
      expect(onServer.map((ticket) => ticket.id)).toEqual([again.kind === 'issued' && again.ticketId]);
      await close();
    },
  );

  it(
    'is told after the patience that a place in line is unconfirmed, and joining again shows the place that landed',
    { timeout: 60_000 },
    async () => {
      const { office, phone, close } = await officeAndPhone();
      const full = await createEvent(office.store, office.ledger, event('full', { ...tomorrow, capacity: 1 }));
      const fullEvent = await office.store.getById('events', full);
      if (!fullEvent) throw new Error('no event');
      await office.ledger.issue({ event: fullEvent, fields: fields('holder@x.org'), now: new Date(), enforceRegistrationRules: true });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const request = { event: fullEvent, fields: fields('lena@x.org'), now: new Date() };
      const inLine = () => getDocs(query(collection(office.server, WAITING_ENTRIES), where('email', '==', 'lena@x.org')));

      const silence = firstCommitUnanswered({ reaches: true });
      const unanswered = phone.waitingList.join(request);
      await expect(unanswered).rejects.toBeInstanceOf(StoreUnconfirmedError);
      await expect(unanswered.catch((error: StoreUnconfirmedError) => error.reason)).resolves.toBeInstanceOf(StoreNoAnswerError);
      silence.restore();
      const [landed] = (await inLine()).docs;

      const again = await phone.waitingList.join(request);
      expect(again).toMatchObject({ kind: 'joined', entryId: landed?.id });
      expect((await inLine()).size).toBe(1);
      await close();
    },
  );

  it.each([
    { reaches: true, what: 'landed' },
    { reaches: false, what: 'never arrived' },
  ])(
    'is told after the patience that a held seat’s confirmation is unconfirmed, and confirming again gives one ticket (the commit $what)',
    { timeout: 60_000 },
    async ({ reaches }) => {
      const devices = await officeAndPhone();
      const { office, phone, close } = devices;
      const entryId = await seatHeldFor(devices, 'mia@x.org');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const tickets = () => office.store.whereEquals('registrations', 'email', 'mia@x.org');

      const silence = firstCommitUnanswered({ reaches });
      const unanswered = phone.waitingList.confirm(entryId, new Date());
      await expect(unanswered).rejects.toBeInstanceOf(StoreUnconfirmedError);
      await expect(unanswered.catch((error: StoreUnconfirmedError) => error.reason)).resolves.toBeInstanceOf(StoreNoAnswerError);
      silence.restore();
      const landed = await tickets();
      expect(landed).toHaveLength(reaches ? 1 : 0);

      // Not "no seat is held for this place": the confirmation that landed is this one's.
      const again = await phone.waitingList.confirm(entryId, new Date());
      expect(again.kind).toBe('confirmed');
      const onServer = await tickets();
      expect(onServer.map((ticket) => ticket.id)).toEqual([again.kind === 'confirmed' && again.ticketId]);
      if (reaches) expect(onServer[0]?.id).toBe(landed[0]?.id);
      await close();
    },
  );

  it(
    'finds, once the page is reloaded, the ticket of a registration whose commit landed while it waited',
    { timeout: 60_000 },
    async () => {
      const { office, phone, reloaded, close } = await officeAndPhone();
      const open = await openEventOf(office);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const request = { event: open, fields: fields('ravi@x.org'), now: new Date(), enforceRegistrationRules: true };
      const onServer = () => office.store.whereEquals('registrations', 'email', 'ravi@x.org');

      const silence = firstCommitUnanswered({ reaches: true });
      // The visitor reloads while "Registering…" still shows: that page never learns what became of it.
      void phone.ledger.issue(request).catch(() => undefined);
      await vi.waitFor(async () => expect(await onServer()).toHaveLength(1), { timeout: 20_000, interval: 200 });
      silence.restore();

      const again = await reloaded.ledger.issue(request);
      // Not "already registered": the reloaded page shows the ticket that landed (and its e-mail is written then).
      expect(again).toEqual({ kind: 'issued', ticketId: (await onServer())[0]?.id });
      expect(await onServer()).toHaveLength(1);
      await close();
    },
  );

  it(
    'tells, once the page is reloaded, of a held seat’s confirmation that landed while it waited, and confirming again gives its ticket',
    { timeout: 60_000 },
    async () => {
      const devices = await officeAndPhone();
      const { office, phone, reloaded, close } = devices;
      const entryId = await seatHeldFor(devices, 'omar@x.org');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const onServer = () => office.store.whereEquals('registrations', 'email', 'omar@x.org');

      const silence = firstCommitUnanswered({ reaches: true });
      void phone.waitingList.confirm(entryId, new Date()).catch(() => undefined);
      await vi.waitFor(async () => expect(await onServer()).toHaveLength(1), { timeout: 20_000, interval: 200 });
      silence.restore();

      await expect(reloaded.waitingList.view(entryId)).resolves.toMatchObject({
        place: { state: 'confirmed' },
        confirmationInDoubt: true,
      });
      await expect(reloaded.waitingList.confirm(entryId, new Date())).resolves.toEqual({
        kind: 'confirmed',
        ticketId: (await onServer())[0]?.id,
        collection: 'registrations',
      });
      // Settled: opened again, the place is only confirmed.
      await expect(reloaded.waitingList.view(entryId)).resolves.not.toHaveProperty('confirmationInDoubt');
      expect(await onServer()).toHaveLength(1);
      await close();
    },
  );

  it('is told the server did not answer when the count of the places ahead goes unanswered', { timeout: 60_000 }, async () => {
    const { office, phone, close } = await officeAndPhone();
    const full = await createEvent(office.store, office.ledger, event('full', { ...tomorrow, capacity: 1 }));
    const fullEvent = await office.store.getById('events', full);
    if (!fullEvent) throw new Error('no event');
    await office.ledger.issue({ event: fullEvent, fields: fields('holder@x.org'), now: new Date(), enforceRegistrationRules: true });
    const joined = await phone.waitingList.join({ event: fullEvent, fields: fields('noor@x.org'), now: new Date() });
    if (joined.kind !== 'joined') throw new Error('not joined');
    await expect(phone.waitingList.view(joined.entryId)).resolves.toMatchObject({ waitingAhead: 0 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const throughNetwork = globalThis.fetch.bind(globalThis);
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.includes(':runAggregationQuery') ? new Promise<Response>(() => undefined) : throughNetwork(input, init);
    });
    // The place's page says the server did not answer, instead of loading for as long as the network is silent.
    await expect(phone.waitingList.view(joined.entryId)).rejects.toBeInstanceOf(StoreNoAnswerError);
    await close();
  });

  it('is told the server did not answer when a read goes unanswered, and nothing is written', { timeout: 60_000 }, async () => {
    const { office, phone, close } = await officeAndPhone();
    const open = await openEventOf(office);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const unanswered = phone.ledger.issue({ event: open, fields: fields('jo@x.org'), now: new Date(), enforceRegistrationRules: true });
    // Only reads were sent: nothing can have been saved, and the person is told so.
    await expect(unanswered).rejects.toBeInstanceOf(StoreNoAnswerError);
    expect(spy.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).includes(':commit'))).toBe(false);
    spy.mockRestore();
    await expect(office.store.whereEquals('registrations', 'email', 'jo@x.org')).resolves.toEqual([]);
    await close();
  });
});

describe('A visitor whose feedback reaches the server and whose answer is lost (Firestore Lite)', () => {
  afterEach(() => vi.restoreAllMocks());
  const sent = (office: Awaited<ReturnType<typeof officeAndPhone>>['office']) =>
    office.store.listAll('feedback').then((stored) => stored.map((item) => item.comment).sort());

  it(
    'is told it may not have been sent; the same form sent again is stored once, a changed one as new feedback',
    { timeout: 60_000 },
    async () => {
      const { office, phone, close } = await officeAndPhone();
      const feedback = new SubmitFeedback(phone.store, systemClock, { storedPlace: () => ({}) }, new MemoryAttemptLog());
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // The commit reaches the server; the network goes before its answer, and every later request fails.
      const cut = networkLostAtCommit(phone.network, { reaches: true });
      const form = { rating: '2', comment: 'The queue was long' };
      await expect(feedback.submit('', form)).rejects.toBeInstanceOf(StoreOfflineError);
      expect(cut.commits()).toBeGreaterThanOrEqual(1);
      cut.restore();
      phone.network.online = true;
      expect(await sent(office)).toEqual(['The queue was long']);

      await expect(feedback.submit('', form)).resolves.toEqual({ kind: 'sent' });
      expect(await sent(office)).toEqual(['The queue was long']);
      await expect(feedback.submit('', { ...form, comment: 'The queue was long; the coffee good' })).resolves.toEqual({ kind: 'sent' });
      expect(await sent(office)).toEqual(['The queue was long', 'The queue was long; the coffee good']);
      await close();
    },
  );

  it('is sent once when the server answers the next try, without a second press', { timeout: 60_000 }, async () => {
    const { office, phone, close } = await officeAndPhone();
    const feedback = new SubmitFeedback(phone.store, systemClock, { storedPlace: () => ({}) }, new MemoryAttemptLog());
    const silence = firstCommitUnanswered({ reaches: true });
    await expect(feedback.submit('', { rating: '5', comment: 'Smooth' })).resolves.toEqual({ kind: 'sent' });
    silence.restore();
    expect(await sent(office)).toEqual(['Smooth']);
    await close();
  });
});
