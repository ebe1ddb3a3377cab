// A person added to the directory by hand on one laptop while another laptop adds or imports the
// same e-mail, or while they register on their phone; and one person registering for two events
// at once from two phones. Each device has its own Firebase app and cache, firestore.rules in
// force; the directory is counted on the server after.
import { writeBatch } from 'firebase/firestore';
import type * as FirestoreSdk from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { PeopleAdmin, type SaveOutcome } from '../../src/application/admin/people-admin.use-case';
import { systemClock } from '../../src/application/ports/clock.port';
import { FirestoreDocumentStore } from '../../src/adapters/firestore/firestore-document-store';
import type { ImportReport } from '../../src/domain/people/import-plan';
import { holdCommits } from '../support/held-batches';
import { RegistrationRush, emails } from '../support/registration-rush';
import { quietFirestore, type Device } from '../support/secured-firestore';

// The SDK's batches, held at will: the adapter's import writes with them.
vi.mock('firebase/firestore', async (importOriginal) => {
  const original = await importOriginal<typeof FirestoreSdk>();
  return { ...original, writeBatch: vi.fn(original.writeBatch) };
});
const sdkWriteBatch = vi.mocked(writeBatch).getMockImplementation() ?? writeBatch;

const TIMEOUT_MS = 120_000;
const ARRIVAL_PATIENCE_MS = 30_000;

/** Calls held until `release`; `reached(n)` once `n` of them are held. */
function holdingPoint(what: string) {
  let held = 0;
  const waiting: Array<{ count: number; arrived: () => void }> = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    async enter(): Promise<void> {
      held += 1;
      waiting.filter(({ count }) => count <= held).forEach(({ arrived }) => arrived());
      await released;
    },
    reached(count: number): Promise<void> {
      return new Promise<void>((arrived, failed) => {
        if (count <= held) return arrived();
        waiting.push({ count, arrived });
        setTimeout(() => failed(new Error(`${what}: ${held} of ${count} held after ${ARRIVAL_PATIENCE_MS} ms`)), ARRIVAL_PATIENCE_MS);
      });
    },
  };
}

/**
 * Every laptop's look-up of one e-mail in the directory (what an add by hand asks before it
 * writes) is answered, then held at `point`: the adds have all looked before any writes.
 */
function holdLookUpsOfOneEmail(point: ReturnType<typeof holdingPoint>) {
  const list = FirestoreDocumentStore.prototype.list;
  vi.spyOn(FirestoreDocumentStore.prototype, 'list').mockImplementation(async function (this: FirestoreDocumentStore, collection, query) {
    const answer = await list.call(this, collection, query);
    const [clause, ...others]: ReadonlyArray<{ field: string; op: string }> = query.where ?? [];
    if (collection === 'users' && others.length === 0 && clause?.field === 'email' && clause.op === '==') await point.enter();
    return answer as never;
  });
}

/** The import's first batch on `laptop` waits at `point`: its look-ups are done, nothing written. */
function holdFirstBatchOf(laptop: Device, point: ReturnType<typeof holdingPoint>) {
  let first = true;
  holdCommits(writeBatch, sdkWriteBatch, async (db) => {
    // Typed by the mock as the SDK's other build, the same object at run time.
    if ((db as unknown) !== laptop.firestore || !first) return;
    first = false;
    await point.enter();
  });
}

describe('adding a person to the directory by hand while another laptop adds or imports them (firestore.rules in force)', () => {
  const world = new RegistrationRush(inject('firestoreEmulatorHost'));
  let ada: Device;
  let ben: Device;
  let cleo: Device;

  beforeEach(async () => {
    // The refusals and lost transactions these races provoke are the point, not news.
    quietFirestore();
    await world.open('demo-directory-add');
    [ada, ben, cleo] = ['ada', 'ben', 'cleo'].map((name) => world.device(name, true)) as [Device, Device, Device];
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.mocked(writeBatch).mockImplementation(sdkWriteBatch);
    await world.close();
  });

  const byHand = (laptop: Device) => new PeopleAdmin(laptop.store, laptop.ledger, systemClock);
  /** The directory on the server, each person as often as stored. */
  const storedPeople = async () => (await world.stored('users')).map((stored) => ({ email: String(stored.email), source: stored.source }));

  it(
    'two laptops adding one new e-mail at once: stored once, one told it is saved, the other that it is there',
    async () => {
      const lookUps = holdingPoint('the look-ups of the two adds');
      holdLookUpsOfOneEmail(lookUps);

      const adding = Promise.all([
        byHand(ben).add('directory', { name: 'Grace Hopper', email: 'grace@example.org' }),
        byHand(cleo).add('directory', { name: 'Grace H.', email: ' Grace@Example.org' }),
      ]);
      await lookUps.reached(2);
      lookUps.release();
      const outcomes = await adding;

      expect(outcomes.map(({ kind }) => kind).sort()).toEqual(['duplicate', 'saved']);
      expect(await storedPeople()).toEqual([{ email: 'grace@example.org', source: 'admin' }]);
    },
    TIMEOUT_MS,
  );

  it.each(['the import', 'the add by hand'] as const)(
    'one laptop adds by hand a person another is importing, %s writing first: stored once, told once as new',
    async (writingFirst) => {
      const file = emails('guest', 40);
      const alsoByHand = file[17] ?? '';
      const lookUp = holdingPoint('the add’s look-up');
      const importBatch = holdingPoint('the import’s first batch');
      holdLookUpsOfOneEmail(lookUp);
      holdFirstBatchOf(ada, importBatch);

      const importing = ada.store.importUsers(
        'users',
        file.map((email) => ({ name: `Guest ${email}`, email, source: 'import' as const, createdAt: new Date().toISOString() })),
      );
      const adding = byHand(ben).add('directory', { name: 'Guest by hand', email: alsoByHand });
      await Promise.all([lookUp.reached(1), importBatch.reached(1)]);
      let report: ImportReport;
      let added: SaveOutcome;
      if (writingFirst === 'the import') {
        importBatch.release();
        report = await importing;
        lookUp.release();
        added = await adding;
      } else {
        lookUp.release();
        added = await adding;
        importBatch.release();
        report = await importing;
      }

      const stored = await storedPeople();
      expect(stored.map(({ email }) => email).sort()).toEqual([...file].sort());
      expect(report.imported.length + report.skippedExisting.length).toBe(file.length);
      const reportedImported = report.imported.some(({ email }) => email === alsoByHand);
      if (writingFirst === 'the import') {
        expect(added).toEqual({ kind: 'duplicate' });
        expect(reportedImported).toBe(true);
      } else {
        expect(added.kind).toBe('saved');
        expect(report.skippedExisting.map(({ email }) => email)).toEqual([alsoByHand]);
        expect(stored.find(({ email }) => email === alsoByHand)?.source).toBe('admin');
      }
    },
    TIMEOUT_MS,
  );

  it.each(['the registration', 'the add by hand'] as const)(
    'a laptop adds by hand a person registering on their phone, %s writing first: in the directory once, the ticket issued',
    async (writingFirst) => {
      await world.openEvent('talk', 10);
      const lookUp = holdingPoint('the add’s look-up');
      holdLookUpsOfOneEmail(lookUp);
      const adding = byHand(ben).add('directory', { name: 'Grace by hand', email: 'grace@example.org' });
      await lookUp.reached(1);
      let registered: Awaited<ReturnType<typeof world.rush>>;
      let added: SaveOutcome;
      if (writingFirst === 'the registration') {
        registered = await world.rush(['grace@example.org']);
        lookUp.release();
        added = await adding;
      } else {
        lookUp.release();
        added = await adding;
        registered = await world.rush(['grace@example.org']);
      }

      expect(registered).toEqual({ registered: 1 });
      expect(await world.storedOfEvent('registrations')).toHaveLength(1);
      const source = writingFirst === 'the registration' ? 'registration' : 'admin';
      expect(await storedPeople()).toEqual([{ email: 'grace@example.org', source }]);
      expect(added).toEqual(writingFirst === 'the registration' ? { kind: 'duplicate' } : expect.objectContaining({ kind: 'saved' }));
    },
    TIMEOUT_MS,
  );

  it(
    'one person registering for two events at once, from two phones: two tickets, in the directory once',
    async () => {
      await world.openEvent('morning', 10);
      const morning = world.eventId;
      await world.openEvent('evening', 10);
      const evening = world.eventId;

      const both = await Promise.all([morning, evening].map((eventId) => world.rush(['grace@example.org'], undefined, eventId)));

      expect(both).toEqual([{ registered: 1 }, { registered: 1 }]);
      const tickets = await world.stored('registrations');
      expect(tickets.map((ticket) => ticket.eventId).sort()).toEqual([morning, evening].sort());
      expect(await storedPeople()).toEqual([{ email: 'grace@example.org', source: 'registration' }]);
    },
    TIMEOUT_MS,
  );
});
