import {
  collection,
  disableNetwork,
  enableNetwork,
  onSnapshot,
  setLogLevel,
  waitForPendingWrites,
  type EmulatorMockTokenOptions,
} from 'firebase/firestore';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  collection as collectionLite,
  doc,
  getDoc as getDocLite,
  setDoc as setDocLite,
  setLogLevel as setLiteLogLevel,
  writeBatch,
} from 'firebase/firestore/lite';
import { runDocumentStoreContract, type StoreHarness } from '../contracts/document-store.contract';
import { REQUEST_PATIENCE_MS } from './request-patience';
import { runAdminUseCases } from '../contracts/admin-use-cases.contract';
import { runVisitorUseCases } from '../contracts/visitor-use-cases.contract';
import { runDoorPassesContract } from '../contracts/door-passes.contract';
import { runTicketLedgerContract } from '../contracts/ticket-ledger.contract';
import { event, registration } from '../contracts/contract-fixtures';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { createFirebaseApp } from './firebase-app';
import { FirestoreDocumentStore } from './firestore-document-store';
import { staffFirestore, visitorFirestore, type DeviceOptions } from '../../../tests/support/firestore-devices';
import { runWaitingListContract } from '../contracts/waiting-list.contract';
import { runWaitingListUseCases } from '../contracts/waiting-list-use-cases.contract';
import { WaitingBook } from './waiting-book';

const emulatorHost = inject('firestoreEmulatorHost');
let opened = 0;
// The SDK reports refused writes on its own too; the adapter's logging is what is under test.
setLogLevel('silent');
setLiteLogLevel('silent');

const STAFF: EmulatorMockTokenOptions = { sub: 'staff-1', email: 'staff@example.org', email_verified: true, admin: true };

/**
 * The contracts' devices keep their streams answered as the app's browser does (unstall: a listen
 * left unanswered twice restarts the connection, a confirmed result is counted on the server, a
 * write left unanswered restarts it too), on waits short enough for a test's patience. Without
 * them a live contract failed in CI about one cold emulator in ten: a stream left silent before
 * its first answer or after it (docs/testing.md, "A live contract waited on a silent stream").
 */
const AS_THE_APP: DeviceOptions = { unstall: true, relisten: { firstWaitMs: 1_000, longestWaitMs: 8_000, verifyEveryMs: 2_000 } };

function openClient(projectId: string, device: string, options: DeviceOptions = {}, emulatorUser?: EmulatorMockTokenOptions) {
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${device}` }, `${projectId}-${device}`);
  const emulator = { emulatorHost, ...(emulatorUser ? { emulatorUser } : {}) };
  const { waitingList, ...opened } = staffFirestore(client.app, emulator, options);
  return { ...client, ...opened, waiting: waitingList };
}

/**
 * Begins a transaction as a server client library does (the emulator's REST API, as the owner)
 * and reads `path` in it, which locks the document until the transaction is rolled back.
 */
async function holdDocument(projectId: string, path: string): Promise<() => Promise<void>> {
  const database = `projects/${projectId}/databases/(default)`;
  const post = async (method: string, body: object) => {
    const response = await fetch(`http://${emulatorHost}/v1/${database}/documents:${method}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
    return response.text();
  };
  const { transaction } = JSON.parse(await post('beginTransaction', {})) as { transaction: string };
  await post('batchGet', { documents: [`${database}/documents/${path}`], transaction });
  return async () => void (await post('rollback', { transaction }));
}

/** A visitor's phone as the app opens it: Firestore Lite, its live queries asked again every 200 ms here. */
function openPhone(projectId: string, device: string, emulatorUser?: EmulatorMockTokenOptions, options: DeviceOptions = {}) {
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${device}` }, `${projectId}-${device}`);
  const emulator = { emulatorHost, ...(emulatorUser ? { emulatorUser } : {}) };
  const { waitingList, ...opened } = visitorFirestore(client.app, emulator, { ...options, refreshMs: 200 });
  return { ...client, ...opened, waiting: waitingList };
}

/**
 * Two devices on a project of their own per test: no test sees another's documents, even in
 * parallel files. The ledger and the use cases run under firestore.rules, signed in as staff:
 * the rules are part of how a seat is claimed (a seat or key cannot be written over).
 */
async function openStore(options: { rules: boolean; tier?: 'staff' | 'visitor' }): Promise<StoreHarness> {
  opened += 1;
  const projectId = `demo-contract-${crypto.randomUUID().slice(0, 8)}-${opened}`;
  if (options.rules) await loadSecurityRules(emulatorHost, projectId);
  const user = options.rules ? STAFF : undefined;
  const clients = ['device-a', 'device-b'].map((device) =>
    options.tier === 'visitor' ? openPhone(projectId, device, user, AS_THE_APP) : openClient(projectId, device, AS_THE_APP, user),
  );
  const [first, second] = clients as [(typeof clients)[number], (typeof clients)[number]];
  return {
    store: first.store,
    otherClient: second.store,
    ledger: first.ledger,
    otherLedger: second.ledger,
    close: async () => {
      await Promise.all(clients.map((client) => client.close()));
      await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
        method: 'DELETE',
      });
    },
  };
}

runDocumentStoreContract('Firestore on the emulator', () => openStore({ rules: false }));
runVisitorUseCases('Firestore on the emulator with firestore.rules', () => openStore({ rules: true }));
runAdminUseCases('Firestore on the emulator with firestore.rules', () => openStore({ rules: true }));
runDoorPassesContract('Firestore on the emulator with firestore.rules', () => openStore({ rules: true }));
runTicketLedgerContract('Firestore on the emulator with firestore.rules', () => openStore({ rules: true }));
// A visitor's device runs on Firestore Lite until something needs the full SDK: the same contracts.
runDocumentStoreContract('Firestore Lite on the emulator (a visitor’s device)', () => openStore({ rules: false, tier: 'visitor' }));
runVisitorUseCases('Firestore Lite on the emulator with firestore.rules', () => openStore({ rules: true, tier: 'visitor' }));
runTicketLedgerContract('Firestore Lite on the emulator with firestore.rules', () => openStore({ rules: true, tier: 'visitor' }));
/** An office signed in as staff and three visitors' phones signed out, on a project of their own with the rules. */
async function officeAndThreePhones(prefix: string, phoneTier: 'staff' | 'visitor' = 'staff') {
  const projectId = `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
  await loadSecurityRules(emulatorHost, projectId);
  const office = openClient(projectId, 'office', AS_THE_APP, STAFF);
  const phones = ['phone-a', 'phone-b', 'phone-c'].map((device) =>
    phoneTier === 'visitor' ? openPhone(projectId, device, undefined, AS_THE_APP) : openClient(projectId, device, AS_THE_APP),
  );
  const [first, second, third] = phones as [(typeof phones)[number], (typeof phones)[number], (typeof phones)[number]];
  return {
    office,
    visitors: [first, second, third] as const,
    close: async () => {
      await Promise.all([office, ...phones].map((client) => client.close()));
      await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    },
  };
}

runWaitingListContract('Firestore on the emulator, visitors under firestore.rules', async () => {
  const { office, visitors, close } = await officeAndThreePhones('demo-waiting');
  return { admin: office, visitors, close };
});
runWaitingListContract('Firestore on the emulator, visitors on Firestore Lite under firestore.rules', async () => {
  const { office, visitors, close } = await officeAndThreePhones('demo-waiting-lite', 'visitor');
  return { admin: office, visitors, close };
});
runWaitingListUseCases('Firestore on the emulator, visitors under firestore.rules', async () => {
  const { office, visitors, close } = await officeAndThreePhones('demo-messages');
  return { admin: office, visitors, close };
});

/** A check-in of ticket `t` at event `e`, made at the door. */
const doorCheckIn = {
  eventId: 'e',
  ticketId: 't',
  foundInCollection: 'registrations' as const,
  name: 'Ada',
  email: 'a@x.org',
  at: '2026-06-10T09:00:00.000Z',
  by: 'staff',
  method: 'qr' as const,
  device: 'door',
};

describe('Firestore check-ins on a device without network', () => {
  it('keep the check-in on the device, refuse a second one there, and reach the server exactly once', async () => {
    const projectId = `demo-offline-${crypto.randomUUID().slice(0, 8)}`;
    const door = openClient(projectId, 'door');
    const office = openClient(projectId, 'office');
    const checkIn = doorCheckIn;

    door.network.online = false;
    await disableNetwork(door.firestore);
    await expect(door.store.createIfAbsent('checkins', 'e_t', checkIn)).resolves.toMatchObject({ created: true, pending: true });
    await expect(door.store.createIfAbsent('checkins', 'e_t', { ...checkIn, device: 'again' })).resolves.toMatchObject({
      created: false,
      document: { device: 'door' },
    });
    await expect(office.store.listAll('checkins')).resolves.toEqual([]);

    door.network.online = true;
    await enableNetwork(door.firestore);
    await waitForPendingWrites(door.firestore);
    const onServer = await office.store.listAll('checkins');
    expect(onServer).toEqual([{ ...checkIn, id: 'e_t' }]);
    await expect(office.store.createIfAbsent('checkins', 'e_t', { ...checkIn, device: 'office' })).resolves.toMatchObject({
      created: false,
    });
    await Promise.all([door.close(), office.close()]);
  });
});

describe('Firestore check-ins when the server answers late', () => {
  it('answer from the device within their patience while the server holds the commit, and the device keeps listening meanwhile', async () => {
    const projectId = `demo-held-${crypto.randomUUID().slice(0, 8)}`;
    const door = openClient(projectId, 'door');
    const seen: number[] = [];
    const stop = door.live.watch({ collection: 'checkins', where: [] }, (documents) => void seen.push(documents.length));
    await expect.poll(() => seen.at(-1), { timeout: 10_000 }).toBe(0);
    // Another client's transaction reads the check-in and keeps it: the emulator holds every commit
    // of that document until the transaction ends or times out (about 30 s).
    const release = await holdDocument(projectId, 'checkins/e_held');
    const started = Date.now();
    const answer = await door.store.createIfAbsent('checkins', 'e_held', { ...doorCheckIn, ticketId: 'held' });
    const waited = Date.now() - started;
    expect(answer).toMatchObject({ created: true, pending: true });
    // A hang detector, not a speed budget: the commit itself is held for half a minute.
    expect(waited).toBeLessThan(15_000);
    // The device's own queue is free: its listener shows the check-in kept on the device.
    await expect.poll(() => seen.at(-1), { timeout: 10_000 }).toBe(1);
    stop();
    await release();
    await door.close();
  });

  it('say that a check-in whose transaction timed out, then landed, is this one, not an earlier one', async () => {
    const projectId = `demo-late-${crypto.randomUUID().slice(0, 8)}`;
    const door = openClient(projectId, 'door');
    const checkIn = doorCheckIn;
    // No patience at all: every transaction "times out" and the store looks in the device's cache.
    const impatient = new FirestoreDocumentStore(door.firestore, { isOnline: () => true }, undefined, { writePatienceMs: 0 });
    // Another device's check-in of the same ticket, already in this device's cache: already checked in.
    await door.store.createIfAbsent('checkins', 'e_u', { ...checkIn, ticketId: 'u', device: 'other door' });
    // Read once, as the door's live list of check-ins keeps them: now in the device's cache.
    await door.store.getById('checkins', 'e_u');
    await expect(impatient.createIfAbsent('checkins', 'e_u', { ...checkIn, ticketId: 'u' })).resolves.toMatchObject({
      created: false,
      document: { device: 'other door' },
    });
    // This device's own write landed before the store looked (as the timed-out transaction does): checked in, not "already".
    await door.store.createIfAbsent('checkins', 'e_t', checkIn);
    await door.store.getById('checkins', 'e_t');
    await expect(impatient.createIfAbsent('checkins', 'e_t', checkIn)).resolves.toMatchObject({
      created: true,
      document: { device: 'door' },
    });
    await door.close();
  });

  it('say that a check-in whose commit landed, its answer lost and the transaction tried again, is this one', async () => {
    const projectId = `demo-lost-${crypto.randomUUID().slice(0, 8)}`;
    const phone = openPhone(projectId, 'phone');
    const office = openClient(projectId, 'office');
    const checkIn = doorCheckIn;
    // Firestore Lite commits with fetch: the first commit reaches the server, and its answer is lost.
    const send = globalThis.fetch;
    let commits = 0;
    const lossy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (...request: Parameters<typeof fetch>) => {
      const answer = await send(...request);
      if (new URL(String(request[0])).pathname.endsWith(':commit') && (commits += 1) === 1) throw new TypeError('fetch failed');
      return answer;
    });
    try {
      await expect(phone.store.createIfAbsent('checkins', 'e_t', checkIn)).resolves.toEqual({
        created: true,
        document: { ...checkIn, id: 'e_t' },
      });
      expect(commits).toBe(2);
    } finally {
      lossy.mockRestore();
    }
    await expect(office.store.listAll('checkins')).resolves.toEqual([{ ...checkIn, id: 'e_t' }]);
    // On a first try the same document is somebody's before: a second scan is "already", identical or not.
    await expect(phone.store.createIfAbsent('checkins', 'e_t', checkIn)).resolves.toMatchObject({ created: false });
    await expect(office.store.createIfAbsent('checkins', 'e_t', checkIn)).resolves.toMatchObject({ created: false });
    await Promise.all([phone.close(), office.close()]);
  });
});

describe('Firestore ticket look-ups on a device without network', () => {
  it('find a ticket its cache holds, though the other collections cannot be asked', async () => {
    const projectId = `demo-offline-${crypto.randomUUID().slice(0, 8)}`;
    const door = openClient(projectId, 'door');
    const ticket = { eventId: 'e', email: 'ada@x.org', name: 'Ada', createdAt: '2026-01-01T00:00:00.000Z' };
    const id = await door.store.create('registrations', ticket);
    // The scanner keeps its event's tickets in the cache through a live query.
    const cached = new Promise<void>((resolve) => {
      const stop = door.store.watch('registrations', { where: [{ field: 'eventId', op: '==', value: 'e' }] }, (documents) => {
        if (documents.length === 1) {
          stop();
          resolve();
        }
      });
    });
    await cached;
    await disableNetwork(door.firestore);
    door.network.online = false;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(door.store.findById(id, ['highlevelRegister', 'registrations'])).resolves.toMatchObject({
      id,
      foundInCollection: 'registrations',
    });
    await expect(door.store.findById('NotCachedAnywhere00', ['highlevelRegister', 'registrations'])).rejects.toMatchObject({
      code: 'STORE.OFFLINE',
    });
    expect(logged).toHaveBeenCalledWith('Error finding user:', expect.objectContaining({ code: 'STORE.OFFLINE' }));
    await door.close();
  });
});

describe('Firestore queries on a device without network', () => {
  it('answer from the cache, or, asked for the store of record’s answer (`confirmed`), fail as offline', async () => {
    const projectId = `demo-confirmed-${crypto.randomUUID().slice(0, 8)}`;
    const laptop = openClient(projectId, 'laptop');
    const desk = openClient(projectId, 'desk');
    await desk.store.create('registrations', { eventId: 'e', email: 'ada@x.org', name: 'Ada', createdAt: '2026-01-01T00:00:00.000Z' });
    const byAda = { where: [{ field: 'email' as const, op: '==' as const, value: 'ada@x.org' }] };
    await expect(laptop.store.list('registrations', { ...byAda, confirmed: true })).resolves.toHaveLength(1);
    // The network goes: the SDK's channel and every request by fetch (Firestore Lite's).
    await disableNetwork(laptop.firestore);
    laptop.network.online = false;
    const fetching = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The laptop's cache never held the server's answer (read by request): it answers with none.
      await expect(laptop.store.list('registrations', byAda)).resolves.toEqual([]);
      await expect(laptop.store.list('registrations', { ...byAda, confirmed: true })).rejects.toMatchObject({ code: 'STORE.OFFLINE' });
    } finally {
      fetching.mockRestore();
      logged.mockRestore();
    }
    await Promise.all([laptop.close(), desk.close()]);
  });

  it('asked for the store of record’s answer on a network that takes the request and never answers (a captive portal), fail after a request’s patience', async () => {
    const laptop = openClient(`demo-unanswered-${crypto.randomUUID().slice(0, 8)}`, 'laptop');
    const fetching = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const read = laptop.store.list('registrations', { where: [{ field: 'email', op: '==', value: 'ada@x.org' }], confirmed: true });
      const failed = expect(read).rejects.toMatchObject({ code: 'STORE.NO_ANSWER' });
      await vi.advanceTimersByTimeAsync(REQUEST_PATIENCE_MS - 1_000);
      expect(fetching).toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      await failed;
    } finally {
      vi.useRealTimers();
      fetching.mockRestore();
      logged.mockRestore();
    }
    await laptop.close();
  });
});

describe('Firestore look-ups on a device online whose SDK counts itself offline (its channel failed, not the network)', () => {
  it('ask the server: a ticket the device never held is found, and a query is the server’s answer', async () => {
    const projectId = `demo-sdk-offline-${crypto.randomUUID().slice(0, 8)}`;
    const door = openClient(projectId, 'door');
    const desk = openClient(projectId, 'desk');
    await disableNetwork(door.firestore);
    const late = await desk.store.create('registrations', {
      eventId: 'e',
      email: 'late@x.org',
      name: 'Late',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await expect(door.store.findById(late, ['highlevelRegister', 'registrations'])).resolves.toMatchObject({
      id: late,
      foundInCollection: 'registrations',
    });
    // A query the SDK would answer from its empty cache is the server's answer too.
    await expect(door.store.whereEquals('registrations', 'eventId', 'e')).resolves.toEqual([expect.objectContaining({ id: late })]);
    await Promise.all([door.close(), desk.close()]);
  });
});

describe('Firestore live queries before the server has answered', () => {
  it("give what the cache holds as unconfirmed, then the server's result as confirmed; a write's acknowledgement adds nothing", async () => {
    const projectId = `demo-live-${crypto.randomUUID().slice(0, 8)}`;
    const office = openClient(projectId, 'office');
    const admin = openClient(projectId, 'admin');
    const stored = await office.store.create('users', {
      email: 'ada@x.org',
      name: 'Ada',
      createdAt: '2026-01-01T00:00:00.000Z',
      source: 'admin',
    });
    await disableNetwork(admin.firestore);
    const seen: Array<{ ids: string[]; confirmed: boolean }> = [];
    const stop = admin.store.watch('users', {}, (documents, { confirmed }) =>
      seen.push({ ids: documents.map((document) => document.id), confirmed }),
    );
    await vi.waitFor(() => expect(seen).toEqual([{ ids: [], confirmed: false }]));

    await enableNetwork(admin.firestore);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ ids: [stored], confirmed: true }));
    const before = seen.length;
    // A second listener, registered after the adapter's, sees the acknowledgement after it has.
    const acknowledged = new Promise<void>((resolve) => {
      const stopRaw = onSnapshot(collection(admin.firestore, 'users'), { includeMetadataChanges: true }, (snapshot) => {
        if (snapshot.size === 2 && !snapshot.metadata.hasPendingWrites) {
          stopRaw();
          resolve();
        }
      });
    });
    const added = await admin.store.create('users', {
      email: 'bo@x.org',
      name: 'Bo',
      createdAt: '2026-01-02T00:00:00.000Z',
      source: 'admin',
    });
    await acknowledged;
    expect(seen.slice(before)).toEqual([{ ids: expect.arrayContaining([stored, added]) as unknown as string[], confirmed: true }]);
    stop();
    await Promise.all([office.close(), admin.close()]);
  });

  it("say which unconfirmed results hold this device's own writes, and which are the cache alone", async () => {
    const admin = openClient(`demo-live-${crypto.randomUUID().slice(0, 8)}`, 'admin');
    await disableNetwork(admin.firestore);
    const seen: Array<{ ids: string[]; info: object }> = [];
    const stop = admin.live.watch<{ id: string }>({ collection: 'users' }, (documents, info) =>
      seen.push({ ids: documents.map((document) => document.id), info }),
    );
    await vi.waitFor(() => expect(seen).toEqual([{ ids: [], info: { confirmed: false } }]));
    // Not awaited: offline, the write's promise settles only once the server has it.
    const written = admin.store.create('users', {
      email: 'ada@x.org',
      name: 'Ada',
      createdAt: '2026-01-01T00:00:00.000Z',
      source: 'admin',
    });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ ids: [expect.any(String)], info: { confirmed: false, ownWrites: true } }));
    await enableNetwork(admin.firestore);
    const id = await written;
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ ids: [id], info: { confirmed: true } }));
    stop();
    await admin.close();
  });

  it('confirm an empty result too, once the server has said it is empty', async () => {
    const admin = openClient(`demo-live-${crypto.randomUUID().slice(0, 8)}`, 'admin');
    await disableNetwork(admin.firestore);
    const seen: boolean[] = [];
    const stop = admin.store.watch('users', {}, (documents, { confirmed }) => seen.push(documents.length === 0 && confirmed));
    await vi.waitFor(() => expect(seen).toEqual([false]));
    await enableNetwork(admin.firestore);
    await vi.waitFor(() => expect(seen).toEqual([false, true]));
    stop();
    await admin.close();
  });

  it('listen again while the device is online and nothing is confirmed, and then go on with every change', async () => {
    const projectId = `demo-relisten-${crypto.randomUUID().slice(0, 8)}`;
    const office = openClient(projectId, 'office');
    const admin = openClient(projectId, 'admin', { relisten: { firstWaitMs: 100, longestWaitMs: 100 } });
    const stored = await office.store.create('users', {
      email: 'ada@x.org',
      name: 'Ada',
      createdAt: '2026-01-01T00:00:00.000Z',
      source: 'admin',
    });
    await admin.store.listAll('users');
    // The SDK cut off from the server while the device believes it is online: a listen the server never answers.
    await disableNetwork(admin.firestore);
    const seen: Array<{ ids: string[]; confirmed: boolean }> = [];
    const stop = admin.store.watch('users', {}, (documents, { confirmed }) =>
      seen.push({ ids: documents.map((document) => document.id), confirmed }),
    );
    // Each new listen gives the cached copy again, unconfirmed.
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(3));
    expect(new Set(seen.map((result) => JSON.stringify(result)))).toEqual(new Set([JSON.stringify({ ids: [stored], confirmed: false })]));

    await enableNetwork(admin.firestore);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ ids: [stored], confirmed: true }));
    const added = await office.store.create('users', {
      email: 'bo@x.org',
      name: 'Bo',
      createdAt: '2026-01-02T00:00:00.000Z',
      source: 'admin',
    });
    await vi.waitFor(() =>
      expect(seen.at(-1)).toEqual({ ids: expect.arrayContaining([stored, added]) as unknown as string[], confirmed: true }),
    );
    const settled = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen).toHaveLength(settled);
    stop();
    await Promise.all([office.close(), admin.close()]);
  });
});

describe('Firestore seats of an event stored before seats were kept', () => {
  /** As an older version stored them: the event (two seats) and its two tickets, no seat, no counter. */
  async function olderEvent(office: ReturnType<typeof openClient>, slug: string) {
    const stored = { ...event(slug, { capacity: 2, startsAt: '2026-06-10T08:00:00.000Z', endsAt: '2026-06-10T18:00:00.000Z' }) };
    const eventId = await office.store.create('events', stored);
    await office.store.create('registrations', registration(eventId, 1));
    await office.store.create('registrations', registration(eventId, 2));
    return { stored, eventId };
  }

  it('are set up from its tickets on the first registration, so they count against the capacity', async () => {
    const projectId = `demo-unseated-${crypto.randomUUID().slice(0, 8)}`;
    const office = openClient(projectId, 'office');
    const visitor = openClient(projectId, 'visitor');
    const { stored, eventId } = await olderEvent(office, 'older');
    const outcome = await visitor.ledger.issue({
      event: { ...stored, id: eventId },
      fields: { name: 'Late', email: 'late@x.org', createdAt: '2026-06-10T09:00:00.000Z' },
      now: new Date('2026-06-10T09:00:00.000Z'),
      enforceRegistrationRules: true,
    });
    expect(outcome).toEqual({ kind: 'full' });
    await expect(visitor.ledger.seatsTaken(eventId)).resolves.toBe(2);
    await Promise.all([office.close(), visitor.close()]);
  });

  it('are set up from its tickets when an administrator first seats someone, beyond the capacity', async () => {
    const projectId = `demo-unseated-${crypto.randomUUID().slice(0, 8)}`;
    const office = openClient(projectId, 'office');
    const { stored, eventId } = await olderEvent(office, 'older-seated');
    const outcome = await office.ledger.issue({
      event: { ...stored, id: eventId },
      fields: { name: 'Walk-in', email: 'walk-in@x.org', createdAt: '2026-06-10T09:00:00.000Z' },
      now: new Date('2026-06-10T09:00:00.000Z'),
      enforceRegistrationRules: false,
    });
    expect(outcome).toMatchObject({ kind: 'issued' });
    await expect(office.ledger.seatsTaken(eventId)).resolves.toBe(3);
    await office.close();
  });
});

describe('Firestore reads on a device whose SDK counts itself offline', () => {
  it('ask the server again while the device says it is online (a slow first connection), and fail at once when it is not', async () => {
    const projectId = `demo-slow-${crypto.randomUUID().slice(0, 8)}`;
    await loadSecurityRules(emulatorHost, projectId);
    const organiser = openClient(projectId, 'organiser', undefined, STAFF);
    const id = await organiser.store.create('events', event('slow-start'));
    const phone = openClient(projectId, 'phone');
    await disableNetwork(phone.firestore);
    const read = phone.store.getById('events', id);
    const exists = phone.store.existsById('events', id);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await enableNetwork(phone.firestore);
    await expect(read).resolves.toMatchObject({ id, slug: 'slow-start' });
    await expect(exists).resolves.toBe(true);

    const offlinePhone = openClient(projectId, 'offline-phone');
    await disableNetwork(offlinePhone.firestore);
    offlinePhone.network.online = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(offlinePhone.store.getById('events', id)).rejects.toMatchObject({ code: 'STORE.OFFLINE' });
    await Promise.all([organiser, phone, offlinePhone].map((client) => client.close()));
  });

  it('delete duplicate users once the SDK is back on a laptop that is online; without network, fail at once and delete nothing', async () => {
    const projectId = `demo-dedupe-${crypto.randomUUID().slice(0, 8)}`;
    await loadSecurityRules(emulatorHost, projectId);
    const organiser = openClient(projectId, 'organiser', undefined, STAFF);
    const copies = (['ada@example.org', 'ADA@example.org', 'Ada@Example.org', 'bo@example.org'] as const).map((email, index) => ({
      id: `person-${index}`,
      name: `Person ${index}`,
      email,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      source: 'admin' as const,
    }));
    await organiser.store.setMany('users', copies);

    const offlineLaptop = openClient(projectId, 'offline-laptop', undefined, STAFF);
    await disableNetwork(offlineLaptop.firestore);
    offlineLaptop.network.online = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(offlineLaptop.store.deleteDuplicateUsers('users')).rejects.toMatchObject({ code: 'STORE.OFFLINE' });
    await expect(organiser.store.listAll('users')).resolves.toHaveLength(4);

    // The SDK counts itself offline after its channel failed twice, while the laptop's network is there.
    const laptop = openClient(projectId, 'laptop', undefined, STAFF);
    await disableNetwork(laptop.firestore);
    const removal = laptop.store.deleteDuplicateUsers('users');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await enableNetwork(laptop.firestore);
    await expect(removal).resolves.toMatchObject({ deletedIds: ['person-1', 'person-2'] });
    const left = await organiser.store.listAll('users');
    expect(left.map((person) => person.id).sort()).toEqual(['person-0', 'person-3']);
    await Promise.all([organiser, offlineLaptop, laptop].map((client) => client.close()));
  });
});

describe('Firestore seats while the device cannot listen', () => {
  it('are read, claimed and counted by requests of their own, not through the listen stream', async () => {
    // The full SDK's streams closed while the network is there: what follows a broken message
    // from the server (its maximum back-off, 30 to 90 s; docs/testing.md has the trace).
    const projectId = `demo-no-listen-${crypto.randomUUID().slice(0, 8)}`;
    await loadSecurityRules(emulatorHost, projectId);
    const organiser = openClient(projectId, 'organiser', undefined, STAFF);
    // The rules judge registration open by the server's clock.
    const today = { startsAt: new Date(Date.now() - 3_600_000).toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString() };
    const stored = { ...event('no-listen', { ...today, capacity: 1 }) };
    const eventId = await organiser.store.create('events', stored);
    await organiser.ledger.setCapacity({ ...stored, id: eventId });
    const phone = openClient(projectId, 'phone');
    await disableNetwork(phone.firestore);
    const register = (email: string) =>
      phone.ledger.issue({
        event: { ...stored, id: eventId },
        fields: { name: 'Ada', email, createdAt: new Date().toISOString() },
        now: new Date(),
        enforceRegistrationRules: true,
      });
    await expect(register('ada@x.org')).resolves.toMatchObject({ kind: 'issued' });
    await expect(register('ada@x.org')).resolves.toEqual({ kind: 'already-registered' });
    await expect(register('bo@x.org')).resolves.toEqual({ kind: 'full' });
    await expect(phone.ledger.seatsTaken(eventId)).resolves.toBe(1);
    await Promise.all([organiser.close(), phone.close()]);
  });
});

describe('Firestore waiting list: what firestore.rules refuse a visitor’s browser', () => {
  async function world() {
    const projectId = `demo-forged-${crypto.randomUUID().slice(0, 8)}`;
    await loadSecurityRules(emulatorHost, projectId);
    const office = openClient(projectId, 'office', undefined, STAFF);
    const phone = openClient(projectId, 'phone');
    const times = { startsAt: new Date(Date.now() + 86_400_000).toISOString(), endsAt: new Date(Date.now() + 90_000_000).toISOString() };
    const id = await office.store.create('events', event('forged', { ...times, capacity: 1 }));
    const stored = { ...event('forged', { ...times, capacity: 1 }), id };
    await office.ledger.setCapacity(stored);
    const now = () => new Date();
    const fields = (email: string) => ({ name: email.split('@')[0] ?? email, email, createdAt: now().toISOString() });
    const issued = await phone.ledger.issue({ event: stored, fields: fields('holder@x.org'), now: now(), enforceRegistrationRules: true });
    const ticketId = issued.kind === 'issued' ? issued.ticketId : '';
    // One after the other: p0 is at position 0, p1 at position 1.
    const joined: string[] = [];
    for (const email of ['p0@x.org', 'p1@x.org']) {
      const outcome = await phone.waiting.join({ event: stored, fields: fields(email), now: now() });
      joined.push(outcome.kind === 'joined' ? outcome.entryId : '');
    }
    const close = async () => {
      await Promise.all([office.close(), phone.close()]);
      await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    };
    return { office, phone, stored, ticketId, entries: joined, now, close };
  }

  it('refuses a cancelled ticket’s seat offered to a place behind the front (nobody jumps the line)', { timeout: 60_000 }, async () => {
    const { phone, stored, ticketId, close } = await world();
    try {
      const db = phone.server;
      const heldUntil = new Date(Date.now() + 86_400_000).toISOString();
      const batch = writeBatch(db);
      batch.update(doc(db, 'registrations', ticketId), { cancelledAt: new Date().toISOString() });
      batch.delete(doc(db, 'ticketKeys', `${stored.id}_holder@x.org`));
      batch.delete(doc(db, 'ticketSeats', ticketId));
      batch.set(doc(db, 'seats', `${stored.id}_0`), {
        id: `${stored.id}_0`,
        eventId: stored.id,
        number: 0,
        counter: 0,
        heldFor: `${stored.id}_1`,
        heldUntil,
      });
      batch.update(doc(db, 'waitingPlaces', `${stored.id}_1`), { state: 'offered', heldUntil, seat: 0 });
      batch.update(doc(db, 'waitingLines', stored.id), { front: 2 });
      await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await close();
    }
  });

  it('refuses a place whose language is not a language code', { timeout: 60_000 }, async () => {
    const { phone, stored, close } = await world();
    try {
      const db = phone.server;
      const join = (language: unknown) => {
        // The refused batches write nothing: each try may use the same entry id.
        const entryId = 'languageTestEntry001';
        const joinedAt = new Date().toISOString();
        const batch = writeBatch(db);
        batch.set(doc(db, 'waitingLines', stored.id), { id: stored.id, eventId: stored.id, joined: 3, front: 0 });
        batch.set(doc(db, 'waitingPlaces', `${stored.id}_2`), {
          id: `${stored.id}_2`,
          eventId: stored.id,
          position: 2,
          joinedAt,
          state: 'waiting',
          language,
        });
        batch.set(doc(db, 'waitingList', entryId), {
          id: entryId,
          eventId: stored.id,
          position: 2,
          name: 'p2',
          email: 'p2@x.org',
          fields: {},
          joinedAt,
        });
        batch.set(doc(db, 'waitingKeys', `${stored.id}_p2@x.org`), {
          id: `${stored.id}_p2@x.org`,
          eventId: stored.id,
          position: 2,
          entryId,
        });
        batch.set(doc(db, 'mailRecipients', `${stored.id}_2`), { id: `${stored.id}_2`, eventId: stored.id, email: 'p2@x.org', entryId });
        return batch.commit();
      };
      await expect(join('<b>fr</b>')).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(join(7)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(join('fr')).resolves.toBeUndefined();
    } finally {
      await close();
    }
  });

  it(
    'treats a front moved by another browser meanwhile as a lost race: the freed seat still goes to the next in line',
    { timeout: 60_000 },
    async () => {
      const { office, phone, stored, ticketId, close } = await world();
      try {
        // p0 leaves the line without a seat: the front stays on p0 until someone moves it past.
        await office.waiting.remove(stored, 0, new Date());
        // Between the phone's read of the line and its move of the front, the office moves it.
        const readPlaces = WaitingBook.prototype.placesFrom;
        vi.spyOn(WaitingBook.prototype, 'placesFrom').mockImplementationOnce(async function (this: WaitingBook, ...args) {
          await setDocLite(doc(office.server, 'waitingLines', stored.id), { front: 1 }, { merge: true });
          return readPlaces.apply(this, args);
        });
        const outcome = await phone.waiting.cancelTicket('registrations', ticketId, new Date());
        expect(outcome).toMatchObject({ kind: 'cancelled', offered: { place: { position: 1, state: 'offered' } } });
      } finally {
        await close();
      }
    },
  );

  it('refuses a confirmation from someone without the place’s link, and a hold ended early', { timeout: 60_000 }, async () => {
    const { phone, stored, ticketId, entries, close } = await world();
    try {
      await phone.waiting.cancelTicket('registrations', ticketId, new Date());
      const db = phone.server;
      // The person behind (p1, whose own link is known to them) tries to take p0's held seat.
      const ticket = doc(collectionLite(db, 'registrations'));
      const batch = writeBatch(db);
      const now = new Date().toISOString();
      batch.set(ticket, { id: ticket.id, eventId: stored.id, name: 'p1', email: 'p1@x.org', createdAt: now });
      batch.set(doc(db, 'ticketKeys', `${stored.id}_p1@x.org`), {
        id: `${stored.id}_p1@x.org`,
        eventId: stored.id,
        ticketId: ticket.id,
        collection: 'registrations',
        seat: 0,
        createdAt: now,
        waitingEntry: entries[1],
      });
      batch.set(doc(db, 'seats', `${stored.id}_0`), {
        id: `${stored.id}_0`,
        eventId: stored.id,
        number: 0,
        counter: 0,
        ticketId: ticket.id,
        collection: 'registrations',
      });
      batch.update(doc(db, 'waitingPlaces', `${stored.id}_0`), { state: 'confirmed' });
      await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
      // Nor may anyone end p0's hold before its time.
      const early = writeBatch(db);
      early.update(doc(db, 'waitingPlaces', `${stored.id}_0`), { state: 'expired' });
      early.delete(doc(db, 'seats', `${stored.id}_0`));
      early.update(doc(db, 'seatCounters', `${stored.id}_0`), { taken: 0, lastFreed: 0 });
      await expect(early.commit()).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(phone.waiting.confirm(entries[0] ?? '', new Date())).resolves.toMatchObject({ kind: 'confirmed' });
    } finally {
      await close();
    }
  });

  it(
    'lets a registration write exactly its own ticket message, and nobody but administrators read `mail`',
    { timeout: 60_000 },
    async () => {
      const { office, phone, stored, ticketId, close } = await world();
      try {
        const db = phone.server;
        const message = (to: string, text: string) => ({
          id: `ticket_${ticketId}`,
          kind: 'ticket',
          eventId: stored.id,
          createdAt: new Date().toISOString(),
          to,
          message: { subject: 'Your ticket', text, html: `<p>${text}</p>` },
        });
        const mail = doc(db, 'mail', `ticket_${ticketId}`);
        await expect(setDocLite(mail, message('victim@x.org', `Ticket ${ticketId}`))).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(setDocLite(mail, message('holder@x.org', 'Click here to win'))).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(
          setDocLite(doc(db, 'mail', 'spam'), { ...message('holder@x.org', `Ticket ${ticketId}`), id: 'spam' }),
        ).rejects.toMatchObject({ code: 'permission-denied' });
        await setDocLite(mail, message('holder@x.org', `Your ticket: https://rollcall.example/checkin/${stored.id}?ticket=${ticketId}`));
        await expect(setDocLite(mail, message('holder@x.org', `Again ${ticketId}`))).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(getDocLite(mail)).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(getDocLite(doc(office.server, 'mail', `ticket_${ticketId}`))).resolves.toBeDefined();
        // Written once, by anyone: rewritten without `delivery`, the extension would send it again.
        await expect(
          setDocLite(doc(office.server, 'mail', `ticket_${ticketId}`), message('holder@x.org', `Again ${ticketId}`)),
        ).rejects.toMatchObject({ code: 'permission-denied' });
        // The address of a place in line is the extension's to read, not a visitor's.
        await expect(getDocLite(doc(db, 'mailRecipients', `${stored.id}_0`))).rejects.toMatchObject({ code: 'permission-denied' });
      } finally {
        await close();
      }
    },
  );
});
