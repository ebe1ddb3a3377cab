import 'fake-indexeddb/auto';
import { disableNetwork, enableNetwork, onSnapshot, setLogLevel, type EmulatorMockTokenOptions } from 'firebase/firestore';
import type * as Firestore from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { describe, expect, inject, it, vi } from 'vitest';
import type { DoorCopyUpdate } from '../../application/ports/door-copy.port';
import { StorePermissionError } from '../../application/ports/store-errors';
import { DoorList } from '../../application/scanner/door-list';
import { runDoorCopyContract } from '../contracts/door-copy.contract';
import { event } from '../contracts/contract-fixtures';
import { createEvent } from '../contracts/visitor-use-cases.contract';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { DoorCopyDatabase } from '../dexie/door-copy-database';
import { createFirebaseApp } from './firebase-app';
import { staffFirestore } from '../../../tests/support/firestore-devices';
import { silence } from '../../../tests/support/deaf-listens';
import { DOOR_COPY_PAGES, FirestoreDoorCopy, nextPageSize, type DoorListenPolicy } from './firestore-door-copy';

// The SDK's own listeners, counted (how many times the door listens to its event) and silenced
// at will; its network switches counted (the door's restarts of its connection).
vi.mock('firebase/firestore', async (importOriginal) => {
  const sdk = await importOriginal<typeof Firestore>();
  const { withDeafListens } = await import('../../../tests/support/deaf-listens');
  return { ...withDeafListens(sdk), enableNetwork: vi.fn(sdk.enableNetwork) };
});

const emulatorHost = inject('firestoreEmulatorHost');
setLogLevel('silent');
setLiteLogLevel('silent');

const STAFF: EmulatorMockTokenOptions = { sub: 'staff-1', email: 'staff@example.org', email_verified: true, admin: true };
const TODAY = { startsAt: '2026-06-10T08:00:00.000Z', endsAt: '2026-06-10T18:00:00.000Z' };

/** A device signed in as `user` (staff unless said), under firestore.rules, with its own door database. */
function openDevice(
  projectId: string,
  name: string,
  doorDatabase = `door-${projectId}-${name}`,
  user = STAFF,
  relisten?: DoorListenPolicy,
) {
  const client = createFirebaseApp(
    { projectId, apiKey: 'demo-key', appId: `demo-${name}` },
    `${projectId}-${name}-${crypto.randomUUID().slice(0, 4)}`,
  );
  const emulator = { emulatorHost, emulatorUser: user };
  const { firestore, server, network, connectivity, store, ledger } = staffFirestore(client.app, emulator);
  const storage = new DoorCopyDatabase(doorDatabase);
  return {
    firestore,
    network,
    store,
    storage,
    ledger,
    door: new FirestoreDoorCopy(firestore, server, connectivity, storage, relisten),
    close: async () => {
      storage.close();
      await client.close();
    },
  };
}

async function openProject() {
  const projectId = `demo-door-${crypto.randomUUID().slice(0, 8)}`;
  await loadSecurityRules(emulatorHost, projectId);
  return projectId;
}

const dropProject = (projectId: string) =>
  fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });

/** An event of today with `total` tickets numbered in id order, written by the office's device. */
async function eventWithTickets(office: ReturnType<typeof openDevice>, slug: string, total: number): Promise<string> {
  const eventId = await createEvent(office.store, office.ledger, event(slug, { ...TODAY, capacity: null }));
  await office.store.setMany(
    'registrations',
    Array.from({ length: total }, (_, index) => ({
      id: `ticket${String(index).padStart(14, '0')}`,
      eventId,
      name: `Guest ${index}`,
      email: `guest${index}@example.org`,
      createdAt: TODAY.startsAt,
    })),
  );
  return eventId;
}

runDoorCopyContract('Firestore on the emulator with firestore.rules', async () => {
  const projectId = await openProject();
  const door = openDevice(projectId, 'door');
  const office = openDevice(projectId, 'office');
  return {
    store: door.store,
    otherClient: office.store,
    ledger: door.ledger,
    otherLedger: office.ledger,
    door: door.door,
    close: async () => {
      await Promise.all([door.close(), office.close()]);
      await dropProject(projectId);
    },
  };
});

describe("Firestore: a door's copy on the device", () => {
  it('asks for pages twice as large each time, up to the largest', () => {
    const sizes: number[] = [DOOR_COPY_PAGES.first];
    while (sizes.length < 6) sizes.push(nextPageSize(sizes[sizes.length - 1] ?? 0));
    expect(sizes).toEqual([1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
  });

  it('is copied in pages that grow, with progress, then kept, read back without network after a reload, and wiped', async () => {
    const projectId = await openProject();
    const office = openDevice(projectId, 'office');
    // A first page, then one twice as large, then what is left.
    const { first } = DOOR_COPY_PAGES;
    const total = first * 3 + 7;
    const eventId = await eventWithTickets(office, 'gala', total);

    const door = openDevice(projectId, 'door', `door-${projectId}`);
    const updates: DoorCopyUpdate[] = [];
    const stop = door.door.follow(
      { id: eventId, kind: 'standard' },
      {
        update: (update) => updates.push(update),
        error: (error) => updates.push({ kind: 'copying', copied: -1, total: -1, ...{ error } }),
      },
    );
    await expect.poll(() => updates.some((update) => update.kind === 'tickets' && update.reset), { timeout: 30_000 }).toBe(true);
    expect(
      updates
        .filter((update) => update.kind === 'copying')
        .map((update) => update.kind === 'copying' && `${update.copied}/${update.total}`),
    ).toEqual([`0/${total}`, `${first}/${total}`, `${first * 3}/${total}`, `${total}/${total}`]);
    await expect(door.door.held()).resolves.toEqual([{ eventId, tickets: total, updatedAt: expect.any(String) }]);
    stop();
    await door.close();

    // The same device after a reload, with no network: its copy, as it was.
    const reloaded = openDevice(projectId, 'door', `door-${projectId}`);
    reloaded.network.online = false;
    await disableNetwork(reloaded.firestore);
    const list = new DoorList(reloaded.door, { id: eventId, kind: 'standard' });
    const close = list.open();
    await expect.poll(() => list.state.tickets, { timeout: 10_000 }).toBe(total);
    expect(list.state.live).toBe(false);
    expect(list.find('ticket00000000000042')?.name).toBe('Guest 42');
    expect(list.canAskSource()).toBe(false);
    close();

    await reloaded.door.wipe();
    await expect(reloaded.door.held()).resolves.toEqual([]);
    await expect(reloaded.storage.tickets.count()).resolves.toBe(0);
    await Promise.all([reloaded.close(), office.close()]);
    await dropProject(projectId);
  });

  it('waits for the network lost part-way through a copy, says so, and goes on from the page it was at', async () => {
    const projectId = await openProject();
    const office = openDevice(projectId, 'office');
    const { first } = DOOR_COPY_PAGES;
    const total = first * 2 + 7;
    const eventId = await eventWithTickets(office, 'fair', total);

    // The venue's network goes once the first page has arrived: every request then fails, as
    // a browser's fetch does offline, and the device says it is offline.
    const door = openDevice(projectId, 'door');
    const network = { cut: false, pages: [] as string[] };
    const fetchOfTheDevice = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (network.cut) throw new TypeError('Failed to fetch');
      const answer = await fetchOfTheDevice(input, init);
      if (url.includes(':runQuery')) {
        network.pages.push(String(init?.body).includes('startAt') ? 'next' : 'first');
        network.cut = network.pages.length === 1;
        door.network.online = !network.cut;
      }
      return answer;
    });
    try {
      const updates: DoorCopyUpdate[] = [];
      const errors: Error[] = [];
      const stop = door.door.follow(
        { id: eventId, kind: 'standard' },
        { update: (update) => updates.push(update), error: (error) => errors.push(error) },
      );
      await expect
        .poll(() => updates.at(-1), { timeout: 30_000 })
        .toEqual({ kind: 'copying', copied: first, total, waitingForNetwork: true });
      await expect(door.storage.tickets.count()).resolves.toBe(first);
      await expect(door.door.held()).resolves.toEqual([]);

      network.cut = false;
      door.network.online = true;
      await expect.poll(() => updates.some((update) => update.kind === 'tickets' && update.reset), { timeout: 30_000 }).toBe(true);
      expect(errors).toEqual([]);
      // The copy went on from the second page: the first was asked once.
      expect(network.pages).toEqual(['first', 'next']);
      expect(
        updates
          .filter((update) => update.kind === 'copying')
          .map((update) => update.kind === 'copying' && [update.copied, update.waitingForNetwork ?? null]),
      ).toEqual([
        [0, null],
        [first, null],
        [first, true],
        [first, false],
        [total, null],
      ]);
      await expect(door.door.held()).resolves.toEqual([{ eventId, tickets: total, updatedAt: expect.any(String) }]);
      await expect(door.storage.tickets.count()).resolves.toBe(total);
      stop();
    } finally {
      fetchSpy.mockRestore();
      await Promise.all([door.close(), office.close()]);
      await dropProject(projectId);
    }
  });

  it('says it has not counted the tickets yet when the network is gone before the server could count them, then copies them all', async () => {
    const projectId = await openProject();
    const office = openDevice(projectId, 'office');
    const eventId = await eventWithTickets(office, 'fair', 3);
    // A venue's network that reaches nothing from the start: the device still says it is online.
    const door = openDevice(projectId, 'door');
    const network = { cut: true };
    const fetchOfTheDevice = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (network.cut) throw new TypeError('Failed to fetch');
      return fetchOfTheDevice(input, init);
    });
    try {
      const updates: DoorCopyUpdate[] = [];
      const stop = door.door.follow(
        { id: eventId, kind: 'standard' },
        { update: (update) => updates.push(update), error: () => undefined },
      );
      await expect
        .poll(() => updates[0], { timeout: 30_000 })
        .toEqual({ kind: 'copying', copied: 0, total: null, waitingForNetwork: true });
      network.cut = false;
      await expect.poll(() => updates.some((update) => update.kind === 'tickets' && update.reset), { timeout: 30_000 }).toBe(true);
      expect(
        updates
          .filter((update) => update.kind === 'copying')
          .map((update) => update.kind === 'copying' && [update.total, update.waitingForNetwork ?? null]),
      ).toEqual([
        [null, true],
        [null, false],
        [3, null],
        [3, null],
      ]);
      await expect(door.storage.tickets.count()).resolves.toBe(3);
      stop();
    } finally {
      fetchSpy.mockRestore();
      await Promise.all([door.close(), office.close()]);
      await dropProject(projectId);
    }
  });

  /** Whether an update brought this ticket to the door. */
  const brought = (updates: DoorCopyUpdate[], name: string) =>
    updates.some((update) => update.kind === 'tickets' && update.tickets.some((ticket) => ticket.name === name));
  const LATE = { id: 'ticketLate0000000000', name: 'Late Guest', email: 'late@example.org', createdAt: TODAY.startsAt };

  /** The office with an event of three tickets, and a door (a Firebase app of its own) following it until the server confirmed its copy. */
  async function doorFollowingFair(policy: DoorListenPolicy) {
    const projectId = await openProject();
    const office = openDevice(projectId, 'office');
    const eventId = await eventWithTickets(office, 'fair', 3);
    const door = openDevice(projectId, 'door', undefined, STAFF, policy);
    const updates: DoorCopyUpdate[] = [];
    const errors: Error[] = [];
    const stop = door.door.follow(
      { id: eventId, kind: 'standard' },
      { update: (update) => updates.push(update), error: (error) => errors.push(error) },
    );
    const close = async () => {
      stop();
      await Promise.all([door.close(), office.close()]);
      await dropProject(projectId);
    };
    try {
      await expect.poll(() => updates.some((update) => update.kind === 'tickets' && update.live), { timeout: 30_000 }).toBe(true);
    } catch (error) {
      await close();
      throw error;
    }
    return { office, eventId, door, updates, errors, close };
  }

  it('listens to the event again while the server leaves it unconfirmed online, without writing its cached tickets again; unanswered again, opens a new connection, then follows every change', async () => {
    const { office, eventId, door, updates, errors, close } = await doorFollowingFair({
      firstWaitMs: 100,
      longestWaitMs: 2_000,
      restartsConnection: true,
    });
    const listens = vi.mocked(onSnapshot).mock.calls;
    const reconnections = vi.mocked(enableNetwork).mock.calls;
    try {
      // The SDK cut off from the server while the device counts itself online: a listen the server never answers.
      const [listensBefore, updatesBefore, reconnectionsBefore] = [listens.length, updates.length, reconnections.length];
      await disableNetwork(door.firestore);
      // Listened to again, not answered either: the door opens a new connection, and is answered.
      await expect.poll(() => reconnections.length - reconnectionsBefore, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      expect(listens.length - listensBefore).toBeGreaterThanOrEqual(1);
      await expect.poll(() => updates.at(-1), { timeout: 30_000 }).toMatchObject({ kind: 'tickets', live: true });
      // The new listens' answers are the copy the door holds: "no longer confirmed", then
      // "confirmed", and no ticket written again.
      const since = updates.slice(updatesBefore);
      expect(since[0]).toEqual({ kind: 'tickets', reset: false, tickets: [], removed: [], updatedAt: expect.any(String), live: false });
      expect(since.flatMap((update) => (update.kind === 'tickets' ? update.tickets.map((ticket) => ticket.name) : [update.kind]))).toEqual(
        [],
      );

      await office.store.setMany('registrations', [{ ...LATE, eventId }]);
      await expect.poll(() => brought(updates, 'Late Guest'), { timeout: 30_000 }).toBe(true);
      await expect(door.storage.tickets.count()).resolves.toBe(4);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('listens again when the server stops answering a copy it had confirmed: the server counts another number twice, and what the door missed arrives or goes', async () => {
    const { office, eventId, door, updates, close } = await doorFollowingFair({
      firstWaitMs: 100,
      longestWaitMs: 2_000,
      verifyEveryMs: 300,
    });
    const listens = vi.mocked(onSnapshot).mock.calls;
    try {
      // The stream goes silent: the listen made so far hears nothing more, its result still confirmed.
      let listensBefore = listens.length;
      silence.deafBefore = listensBefore;
      await office.store.setMany('registrations', [{ ...LATE, eventId }]);
      await expect.poll(() => brought(updates, 'Late Guest'), { timeout: 30_000 }).toBe(true);
      expect(listens.length).toBeGreaterThan(listensBefore);

      // Silent again: a ticket removed meanwhile goes too, once the new listen is confirmed.
      listensBefore = listens.length;
      silence.deafBefore = listensBefore;
      await office.store.delete('registrations', 'ticket00000000000000');
      await expect
        .poll(async () => (await door.storage.tickets.where('eventId').equals(eventId).primaryKeys()).map(([, id]) => id).sort(), {
          timeout: 30_000,
        })
        .toEqual(['ticket00000000000001', 'ticket00000000000002', LATE.id]);
      expect(listens.length).toBeGreaterThan(listensBefore);
    } finally {
      silence.deafBefore = 0;
      await close();
    }
  });

  it("reports a copy the rules refuse as a refusal, for the door to word, not as the SDK's own error", async () => {
    const projectId = await openProject();
    const office = openDevice(projectId, 'office');
    const eventId = await eventWithTickets(office, 'fair', 1);
    // An account whose door access was withdrawn: signed in, verified, no staff claim left.
    const visitor = { sub: 'former-door', email: 'former@example.org', email_verified: true };
    const device = openDevice(projectId, 'former-door', undefined, visitor);
    try {
      const errors: Error[] = [];
      const stop = device.door.follow({ id: eventId, kind: 'standard' }, { update: () => undefined, error: (error) => errors.push(error) });
      await expect.poll(() => errors.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(errors[0]).toBeInstanceOf(StorePermissionError);
      await expect(device.storage.tickets.count()).resolves.toBe(0);
      stop();
    } finally {
      await Promise.all([device.close(), office.close()]);
      await dropProject(projectId);
    }
  });
});
