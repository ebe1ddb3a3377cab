import { collection, disableNetwork, enableNetwork, onSnapshot, setLogLevel, waitForPendingWrites, type EmulatorMockTokenOptions } from 'firebase/firestore';
import { describe, expect, inject, it, vi } from 'vitest';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { runDocumentStoreContract, type StoreHarness } from '../contracts/document-store.contract';
import { runAdminUseCases } from '../contracts/admin-use-cases.contract';
import { runVisitorUseCases } from '../contracts/visitor-use-cases.contract';
import { runTicketLedgerContract } from '../contracts/ticket-ledger.contract';
import { event, registration } from '../contracts/contract-fixtures';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { createFirebaseApp, createFirestore, createServerFirestore } from './create-firestore';
import { FirestoreDocumentStore } from './firestore-document-store';
import { FirestoreTicketLedger } from './firestore-ticket-ledger';
import type { RelistenPolicy } from './listen-until-confirmed';

const emulatorHost = inject('firestoreEmulatorHost');
let opened = 0;
// The SDK reports refused writes on its own too; the adapter's logging is what is under test.
setLogLevel('silent');
setLiteLogLevel('silent');

const STAFF: EmulatorMockTokenOptions = { sub: 'staff-1', email: 'staff@example.org', email_verified: true, admin: true };

function openClient(projectId: string, device: string, relisten?: Omit<RelistenPolicy, 'isOnline'>, emulatorUser?: EmulatorMockTokenOptions) {
  const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${device}` }, `${projectId}-${device}`);
  const emulator = { emulatorHost, ...(emulatorUser ? { emulatorUser } : {}) };
  const firestore = createFirestore(client.app, { cache: 'memory', ...emulator });
  const network = { online: true };
  const connectivity = { isOnline: () => network.online };
  const store = new FirestoreDocumentStore(firestore, connectivity, relisten);
  return { ...client, firestore, network, store, ledger: new FirestoreTicketLedger(firestore, createServerFirestore(client.app, emulator), connectivity, store) };
}

/**
 * Two devices on a project of their own per test: no test sees another's documents, even in
 * parallel files. The ledger and the use cases run under firestore.rules, signed in as staff:
 * the rules are part of how a seat is claimed (a seat or key cannot be written over).
 */
async function openStore(options: { rules: boolean }): Promise<StoreHarness> {
  opened += 1;
  const projectId = `demo-contract-${crypto.randomUUID().slice(0, 8)}-${opened}`;
  if (options.rules) await loadSecurityRules(emulatorHost, projectId);
  const clients = ['device-a', 'device-b'].map((device) => openClient(projectId, device, undefined, options.rules ? STAFF : undefined));
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
runTicketLedgerContract('Firestore on the emulator with firestore.rules', () => openStore({ rules: true }));

describe('Firestore check-ins on a device without network', () => {
  it('keep the check-in on the device, refuse a second one there, and reach the server exactly once', async () => {
    const projectId = `demo-offline-${crypto.randomUUID().slice(0, 8)}`;
    const door = openClient(projectId, 'door');
    const office = openClient(projectId, 'office');
    const checkIn = { eventId: 'e', ticketId: 't', foundInCollection: 'registrations' as const, name: 'Ada', email: 'a@x.org', at: 'now', by: 'staff', method: 'qr' as const, device: 'door' };

    door.network.online = false;
    await disableNetwork(door.firestore);
    await expect(door.store.createIfAbsent('checkins', 'e_t', checkIn)).resolves.toMatchObject({ created: true, pending: true });
    await expect(door.store.createIfAbsent('checkins', 'e_t', { ...checkIn, device: 'again' })).resolves.toMatchObject({ created: false, document: { device: 'door' } });
    await expect(office.store.listAll('checkins')).resolves.toEqual([]);

    door.network.online = true;
    await enableNetwork(door.firestore);
    await waitForPendingWrites(door.firestore);
    const onServer = await office.store.listAll('checkins');
    expect(onServer).toEqual([{ ...checkIn, id: 'e_t' }]);
    await expect(office.store.createIfAbsent('checkins', 'e_t', { ...checkIn, device: 'office' })).resolves.toMatchObject({ created: false });
    await Promise.all([door.close(), office.close()]);
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
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(door.store.findUserById(id, ['highlevelRegister', 'registrations'])).resolves.toMatchObject({ id, foundInCollection: 'registrations' });
    await expect(door.store.findUserById('NotCachedAnywhere00', ['highlevelRegister', 'registrations'])).rejects.toMatchObject({ code: 'STORE.OFFLINE' });
    expect(logged).toHaveBeenCalledWith('Error finding user:', expect.objectContaining({ code: 'STORE.OFFLINE' }));
    await door.close();
  });
});

describe('Firestore live queries before the server has answered', () => {
  it('give what the cache holds as unconfirmed, then the server\'s result as confirmed; a write\'s acknowledgement adds nothing', async () => {
    const projectId = `demo-live-${crypto.randomUUID().slice(0, 8)}`;
    const office = openClient(projectId, 'office');
    const admin = openClient(projectId, 'admin');
    const stored = await office.store.create('users', { email: 'ada@x.org', name: 'Ada', createdAt: '2026-01-01T00:00:00.000Z', source: 'admin' });
    await disableNetwork(admin.firestore);
    const seen: Array<{ ids: string[]; confirmed: boolean }> = [];
    const stop = admin.store.watch('users', {}, (documents, { confirmed }) => seen.push({ ids: documents.map((document) => document.id), confirmed }));
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
    const added = await admin.store.create('users', { email: 'bo@x.org', name: 'Bo', createdAt: '2026-01-02T00:00:00.000Z', source: 'admin' });
    await acknowledged;
    expect(seen.slice(before)).toEqual([{ ids: expect.arrayContaining([stored, added]) as unknown as string[], confirmed: true }]);
    stop();
    await Promise.all([office.close(), admin.close()]);
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
    const admin = openClient(projectId, 'admin', { firstWaitMs: 100, longestWaitMs: 100 });
    const stored = await office.store.create('users', { email: 'ada@x.org', name: 'Ada', createdAt: '2026-01-01T00:00:00.000Z', source: 'admin' });
    await admin.store.listAll('users');
    // The SDK cut off from the server while the device believes it is online: a listen the server never answers.
    await disableNetwork(admin.firestore);
    const seen: Array<{ ids: string[]; confirmed: boolean }> = [];
    const stop = admin.store.watch('users', {}, (documents, { confirmed }) => seen.push({ ids: documents.map((document) => document.id), confirmed }));
    // Each new listen gives the cached copy again, unconfirmed.
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(3));
    expect(new Set(seen.map((result) => JSON.stringify(result)))).toEqual(new Set([JSON.stringify({ ids: [stored], confirmed: false })]));

    await enableNetwork(admin.firestore);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ ids: [stored], confirmed: true }));
    const added = await office.store.create('users', { email: 'bo@x.org', name: 'Bo', createdAt: '2026-01-02T00:00:00.000Z', source: 'admin' });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ ids: expect.arrayContaining([stored, added]) as unknown as string[], confirmed: true }));
    const settled = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen).toHaveLength(settled);
    stop();
    await Promise.all([office.close(), admin.close()]);
  });
});

describe('Firestore seats of an event stored before seats were kept', () => {
  it('are set up from its tickets on the first registration, so they count against the capacity', async () => {
    const projectId = `demo-unseated-${crypto.randomUUID().slice(0, 8)}`;
    const office = openClient(projectId, 'office');
    const visitor = openClient(projectId, 'visitor');
    const stored = { ...event('older', { capacity: 2, startsAt: '2026-06-10T08:00:00.000Z', endsAt: '2026-06-10T18:00:00.000Z' }) };
    // As an older version stored them: the event and its tickets, no seat, no counter.
    const eventId = await office.store.create('events', stored);
    await office.store.create('registrations', registration(eventId, 1));
    await office.store.create('registrations', registration(eventId, 2));
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
      phone.ledger.issue({ event: { ...stored, id: eventId }, fields: { name: 'Ada', email, createdAt: new Date().toISOString() }, now: new Date(), enforceRegistrationRules: true });
    await expect(register('ada@x.org')).resolves.toMatchObject({ kind: 'issued' });
    await expect(register('ada@x.org')).resolves.toEqual({ kind: 'already-registered' });
    await expect(register('bo@x.org')).resolves.toEqual({ kind: 'full' });
    await expect(phone.ledger.seatsTaken(eventId)).resolves.toBe(1);
    await Promise.all([organiser.close(), phone.close()]);
  });
});
