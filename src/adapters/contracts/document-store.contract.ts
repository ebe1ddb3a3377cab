import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketLedger } from '../../application/ports/ticket-ledger.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import { DocumentNotFoundError } from '../../application/ports/store-errors';
import { CollectionExport } from '../../application/exports/collection-export.use-case';
import { event, person, recordLiveQuery, registration } from './contract-fixtures';

export type StoreHarness = {
  store: DocumentStore;
  /** A second client on the same data: another tab, another device. */
  otherClient: DocumentStore;
  /** The ticket ledgers of the two clients. */
  ledger: TicketLedger;
  otherLedger: TicketLedger;
  close: () => Promise<void>;
};

const SLOW_TIMEOUT_MS = 60_000;

/**
 * What every DocumentStore adapter must do alike (docs/product.md, "Data functions"), run against
 * Dexie on fake-indexeddb and Firestore on the real emulator.
 */
export function runDocumentStoreContract(adapterName: string, open: () => Promise<StoreHarness>): void {
  describe(`${adapterName}: the document store contract`, () => {
    let harness: StoreHarness;
    let store: DocumentStore;

    beforeEach(async () => {
      harness = await open();
      store = harness.store;
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await harness.close();
    });

    describe('create, get, update, delete', () => {
      it('creates with a generated id that the document also stores', async () => {
        const id = await store.create('users', person(1));
        expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
        await expect(store.getById('users', id)).resolves.toEqual({ ...person(1), id });
      });

      it('drops undefined fields instead of storing them', async () => {
        const id = await store.create('users', { ...person(1), phone: undefined });
        expect(Object.keys((await store.getById('users', id)) ?? {})).not.toContain('phone');
      });

      it('gives null for an unknown id', async () => {
        await expect(store.getById('users', 'no-such-id')).resolves.toBeNull();
      });

      it('merges an update into the stored fields and keeps the id', async () => {
        const id = await store.create('users', person(1, { organisation: 'Old Org' }));
        await store.update('users', id, { organisation: 'New Org', phone: '+41 22 000 00 00' });
        await expect(store.getById('users', id)).resolves.toEqual({
          ...person(1),
          organisation: 'New Org',
          phone: '+41 22 000 00 00',
          id,
        });
      });

      it('refuses to update a deleted document, logging "Error updating document:"', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const id = await store.create('users', person(1));
        await store.delete('users', id);
        await expect(store.update('users', id, { name: 'Ghost' })).rejects.toBeInstanceOf(DocumentNotFoundError);
        expect(error).toHaveBeenCalledWith('Error updating document:', expect.any(DocumentNotFoundError));
        await expect(store.existsById('users', id)).resolves.toBe(false);
      });

      it('logs "Error creating document:" and rethrows what cannot be stored', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const unstorable = { ...person(1), name: (() => 'not data') as unknown as string };
        await expect(store.create('users', unstorable)).rejects.toBeDefined();
        expect(error).toHaveBeenCalledWith('Error creating document:', expect.anything());
        await expect(store.listAll('users')).resolves.toEqual([]);
      });

      it('deletes, and deleting again is harmless', async () => {
        const id = await store.create('users', person(1));
        await store.delete('users', id);
        await expect(store.delete('users', id)).resolves.toBeUndefined();
        await expect(store.getById('users', id)).resolves.toBeNull();
      });

      it(
        'writes many whole documents under their ids, more than one chunk',
        async () => {
          const documents = Array.from({ length: 620 }, (_, index) => ({ ...person(index), id: `p-${String(index).padStart(4, '0')}` }));
          await store.setMany('users', documents);
          const stored = await store.listAll('users');
          expect(stored).toHaveLength(620);
          expect(stored.find((document) => document.id === 'p-0619')).toEqual(documents[619]);
        },
        SLOW_TIMEOUT_MS,
      );

      it('deletes many at once', async () => {
        const ids = await Promise.all([1, 2, 3].map((index) => store.create('users', person(index))));
        await store.deleteMany('users', ids.slice(0, 2));
        expect((await store.listAll('users')).map((document) => document.id)).toEqual([ids[2]]);
      });
    });

    describe('createIfAbsent', () => {
      it('creates under the given id once, then returns what is stored', async () => {
        const first = await store.createIfAbsent('registrations', 'ticket-1', registration('e1', 1));
        const second = await store.createIfAbsent('registrations', 'ticket-1', registration('e1', 2));
        expect(first).toEqual({ created: true, document: { ...registration('e1', 1), id: 'ticket-1' } });
        expect(second).toEqual({ created: false, document: { ...registration('e1', 1), id: 'ticket-1' } });
      });

      it('lets exactly one of two clients win when both create the same id at once', async () => {
        const results = await Promise.all([
          store.createIfAbsent('registrations', 'same-ticket', registration('e1', 1)),
          harness.otherClient.createIfAbsent('registrations', 'same-ticket', registration('e1', 2)),
        ]);
        expect(results.filter((result) => result.created)).toHaveLength(1);
        const winner = results.find((result) => result.created)?.document;
        await expect(store.getById('registrations', 'same-ticket')).resolves.toEqual(winner);
        expect(results.every((result) => result.document.email === winner?.email)).toBe(true);
      });
    });

    describe('transactions', () => {
      it('gives fresh 20-character ids', () => {
        const ids = new Set(Array.from({ length: 100 }, () => store.newId('registrations')));
        expect(ids.size).toBe(100);
        for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      });

      it('reads, then writes everything together and returns what the work returns', async () => {
        const eventId = await store.create('events', event('tx', { capacity: 3 }));
        const result = await store.transaction(['events', 'registrations', 'users'], async (transaction) => {
          const current = await transaction.get('events', eventId);
          transaction.set('registrations', 'ticket-tx', registration(eventId, 1));
          transaction.set('users', 'person-tx', person(1));
          transaction.update('events', eventId, { capacity: (current?.capacity ?? 0) + 1 });
          return current?.capacity;
        });
        expect(result).toBe(3);
        await expect(store.getById('registrations', 'ticket-tx')).resolves.toEqual({ ...registration(eventId, 1), id: 'ticket-tx' });
        await expect(store.existsById('users', 'person-tx')).resolves.toBe(true);
        expect((await store.getById('events', eventId))?.capacity).toBe(4);
      });

      it('gives null for a missing document inside a transaction', async () => {
        await expect(store.transaction(['events'], (transaction) => transaction.get('events', 'missing'))).resolves.toBeNull();
      });

      it('writes nothing when the work fails, and logs "Error in transaction:"', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const failure = new Error('changed my mind');
        await expect(
          store.transaction(['registrations'], async (transaction) => {
            await transaction.get('registrations', 'any');
            transaction.set('registrations', 'never-written', registration('e1', 1));
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect(error).toHaveBeenCalledWith('Error in transaction:', failure);
        await expect(store.existsById('registrations', 'never-written')).resolves.toBe(false);
      });

      it('fails as a whole when it updates a document that is gone', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await expect(
          store.transaction(['registrations', 'events'], async (transaction) => {
            transaction.set('registrations', 'orphan', registration('e1', 1));
            transaction.update('events', 'gone', { capacity: 1 });
            return 'done';
          }),
        ).rejects.toBeDefined();
        await expect(store.existsById('registrations', 'orphan')).resolves.toBe(false);
      });

      it(
        'serialises two clients counting up at once: no increment is lost',
        async () => {
          const eventId = await store.create('events', event('counter', { capacity: 0 }));
          const countUp = (client: DocumentStore) =>
            client.transaction(['events'], async (transaction) => {
              const current = await transaction.get('events', eventId);
              transaction.update('events', eventId, { capacity: (current?.capacity ?? 0) + 1 });
            });
          await Promise.all(Array.from({ length: 5 }, (_, index) => countUp(index % 2 ? store : harness.otherClient)));
          expect((await store.getById('events', eventId))?.capacity).toBe(5);
        },
        SLOW_TIMEOUT_MS,
      );
    });

    describe('queries', () => {
      beforeEach(async () => {
        await store.create('events', event('alpha', { capacity: 10, startsAt: '2026-03-01T09:00:00.000Z' }));
        await store.create('events', event('beta', { capacity: 50, startsAt: '2026-01-01T09:00:00.000Z' }));
        await store.create('events', event('gamma', { capacity: 30, startsAt: '2026-02-01T09:00:00.000Z', kind: 'highlevel' }));
      });

      it('lists everything', async () => {
        expect((await store.listAll('events')).map((e) => e.slug).sort()).toEqual(['alpha', 'beta', 'gamma']);
      });

      it('filters by equality', async () => {
        const found = await store.list('events', { where: [{ field: 'kind', op: '==', value: 'highlevel' }] });
        expect(found.map((e) => e.slug)).toEqual(['gamma']);
      });

      it('orders both ways and limits', async () => {
        const ascending = await store.list('events', { orderBy: [{ field: 'startsAt' }] });
        expect(ascending.map((e) => e.slug)).toEqual(['beta', 'gamma', 'alpha']);
        const latestTwo = await store.list('events', { orderBy: [{ field: 'startsAt', direction: 'desc' }], limit: 2 });
        expect(latestTwo.map((e) => e.slug)).toEqual(['alpha', 'gamma']);
      });

      it('filters by range and by a list of values', async () => {
        const larger = await store.list('events', {
          where: [{ field: 'capacity', op: '>=', value: 30 }],
          orderBy: [{ field: 'capacity' }],
        });
        expect(larger.map((e) => e.slug)).toEqual(['gamma', 'beta']);
        const named = await store.list('events', { where: [{ field: 'slug', op: 'in', value: ['alpha', 'beta'] }] });
        expect(named.map((e) => e.slug).sort()).toEqual(['alpha', 'beta']);
      });

      it('answers where-equals and both exists questions', async () => {
        expect((await store.whereEquals('events', 'slug', 'beta')).map((e) => e.slug)).toEqual(['beta']);
        await expect(store.whereEquals('events', 'slug', 'delta')).resolves.toEqual([]);
        await expect(store.existsByQuery('events', { where: [{ field: 'slug', op: '==', value: 'alpha' }] })).resolves.toBe(true);
        await expect(store.existsByQuery('events', { where: [{ field: 'slug', op: '==', value: 'delta' }] })).resolves.toBe(false);
        const [first] = await store.listAll('events');
        await expect(store.existsById('events', first?.id ?? '')).resolves.toBe(true);
        await expect(store.existsById('events', 'nope')).resolves.toBe(false);
      });
    });

    describe('importUsers', () => {
      it(
        'writes 1,200 new people in chunks of at most 500, reporting progress',
        async () => {
          const people = Array.from({ length: 1200 }, (_, index) => person(index));
          const progress: Array<[number, number]> = [];
          const report = await store.importUsers('users', people, {
            onProgress: (written, total) => progress.push([written, total]),
          });
          expect(report.imported).toHaveLength(1200);
          expect(progress).toEqual([
            [500, 1200],
            [1000, 1200],
            [1200, 1200],
          ]);
          const stored = await store.listAll('users');
          expect(stored).toHaveLength(1200);
          const byId = new Map(stored.map((document) => [document.id, document]));
          const seventh = byId.get(report.imported[7]?.id ?? '');
          expect(seventh).toEqual({ ...person(7), id: report.imported[7]?.id, importedAt: expect.any(String) as unknown });
          // One import, one start: what tells its people from another import's.
          expect(new Set(stored.map((document) => document.importedAt))).toEqual(new Set([seventh?.importedAt]));
        },
        SLOW_TIMEOUT_MS,
      );

      it('skips every e-mail already stored, not only the first of the batch', async () => {
        await store.create('users', person(2));
        await store.create('users', person(4));
        const report = await store.importUsers('users', [person(1), person(2), person(3), person(4, { email: 'PERSON4@Example.org ' })]);
        expect(report.imported.map((row) => row.index)).toEqual([0, 2]);
        expect(report.skippedExisting).toEqual([
          { index: 1, email: 'person2@example.org' },
          { index: 3, email: 'person4@example.org' },
        ]);
        expect(await store.listAll('users')).toHaveLength(4);
      });

      it('writes the first of two rows sharing an e-mail and rejects rows without a valid one', async () => {
        const report = await store.importUsers('users', [
          person(1),
          person(1, { name: 'Same e-mail again' }),
          person(2, { email: 'not-an-email' }),
        ]);
        expect(report.imported).toHaveLength(1);
        expect(report.duplicatesInBatch).toEqual([{ index: 1, email: 'person1@example.org', firstIndex: 0 }]);
        expect(report.rejected).toEqual([{ index: 2, field: 'email', reason: '“not-an-email” is not a valid e-mail address.' }]);
        expect((await store.listAll('users')).map((document) => document.name)).toEqual(['Person 1']);
      });

      it('logs "No new users to import." and writes nothing when nobody is new', async () => {
        const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
        await store.create('users', person(1));
        const report = await store.importUsers('users', [person(1), person(1)]);
        expect(log).toHaveBeenCalledWith('No new users to import.');
        expect(report.imported).toEqual([]);
        expect(await store.listAll('users')).toHaveLength(1);
      });

      it(
        'writes nothing at all when a later chunk fails, and logs "Error importing users:"',
        async () => {
          const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
          const people = Array.from({ length: 600 }, (_, index) => person(index));
          people[550] = { ...person(550), name: (() => 'not data') as unknown as string };
          await expect(store.importUsers('users', people)).rejects.toBeDefined();
          expect(error).toHaveBeenCalledWith('Error importing users:', expect.anything());
          await expect(store.listAll('users')).resolves.toEqual([]);
        },
        SLOW_TIMEOUT_MS,
      );
    });

    describe('people across collections', () => {
      it('adds a person only once per e-mail, whatever its case', async () => {
        const first = await store.addUserIfNew('users', person(1));
        const again = await store.addUserIfNew('users', person(1, { email: ' Person1@EXAMPLE.org', name: 'Other' }));
        expect(again).toBe(first);
        expect(await store.listAll('users')).toHaveLength(1);
        const other = await store.addUserIfNew('users', person(2));
        expect(other).not.toBe(first);
      });

      it('tells whether it added the person; two adds of one new e-mail at the same moment store it once', async () => {
        const [one, other] = await Promise.all([
          store.addPersonIfNew('users', person(1)),
          store.addPersonIfNew('users', person(1, { email: 'PERSON1@example.org ', name: 'Other' })),
        ]);
        expect([one.added, other.added].sort()).toEqual([false, true]);
        expect(other.id).toBe(one.id);
        expect(await store.listAll('users')).toEqual([expect.objectContaining({ id: one.id, email: 'person1@example.org' })]);
        await expect(store.addPersonIfNew('users', person(1))).resolves.toEqual({ id: one.id, added: false });
      });

      it('adds a person again under a new id once the one who had the e-mail changed it', async () => {
        const first = await store.addPersonIfNew('users', person(1));
        await store.update('users', first.id, { email: 'renamed@example.org' });
        const again = await store.addPersonIfNew('users', person(1, { name: 'New holder' }));
        expect(again.added).toBe(true);
        expect(again.id).not.toBe(first.id);
        expect(await store.getById('users', again.id)).toMatchObject({ name: 'New holder', email: 'person1@example.org' });
        expect((await store.listAll('users')).map(({ email }) => email).sort()).toEqual(['person1@example.org', 'renamed@example.org']);
      });

      it('finds a person by id in the first collection that holds it, or gives null', async () => {
        const ticket = await store.create('registrations', registration('e1', 1));
        const found = await store.findById(ticket, ['users', 'registrations', 'highlevelRegister']);
        expect(found).toEqual({ ...registration('e1', 1), id: ticket, foundInCollection: 'registrations' });
        await expect(store.findById('unknown', ['users', 'registrations'])).resolves.toBeNull();
      });

      it('finds a person by e-mail, in collection order, or gives null', async () => {
        await store.create('registrations', registration('e1', 1));
        const inUsers = await store.create('users', person(9, { email: 'guest1@example.org' }));
        const found = await store.findByEmail('GUEST1@example.org', ['users', 'registrations']);
        expect(found?.id).toBe(inUsers);
        expect(found?.foundInCollection).toBe('users');
        const inRegistrations = await store.findByEmail('guest1@example.org', ['registrations', 'users']);
        expect(inRegistrations?.foundInCollection).toBe('registrations');
        await expect(store.findByEmail('nobody@example.org', ['users', 'registrations'])).resolves.toBeNull();
      });

      it('deletes duplicates by e-mail, keeping the oldest of each', async () => {
        const oldest = await store.create('users', person(1, { createdAt: '2026-01-01T00:00:00.000Z' }));
        const newer = await store.create('users', person(1, { email: 'Person1@example.org', createdAt: '2026-02-01T00:00:00.000Z' }));
        const single = await store.create('users', person(2));
        const result = await store.deleteDuplicateUsers('users');
        expect(result.deletedIds).toEqual([newer]);
        expect(result.groups.map((group) => group.keep.id)).toEqual([oldest]);
        expect((await store.listAll('users')).map((document) => document.id).sort()).toEqual([oldest, single].sort());
      });
    });

    describe('live queries', () => {
      it('says when a result is confirmed by the store of record', async () => {
        const id = await harness.otherClient.create('registrations', registration('confirmed', 1));
        const confirmed = await new Promise<string[]>((resolve) => {
          const stop = store.watch('registrations', { where: [{ field: 'eventId', op: '==', value: 'confirmed' }] }, (documents, info) => {
            if (!info.confirmed) return;
            stop();
            resolve(documents.map((document) => document.id));
          });
        });
        expect(confirmed).toEqual([id]);
      });

      it('delivers the result now and after every create, update and delete, until unsubscribed', async () => {
        const eventId = 'live';
        const first = await store.create('registrations', registration(eventId, 1));
        await store.create('registrations', registration('another-event', 2));
        const live = recordLiveQuery(store, 'registrations', { where: [{ field: 'eventId', op: '==', value: eventId }] });

        await live.until((documents) => documents.length === 1 && documents[0]?.id === first);
        const second = await harness.otherClient.create('registrations', registration(eventId, 3));
        await live.until((documents) => documents.some((document) => document.id === second));
        await store.update('registrations', first, { name: 'Renamed' });
        await live.until((documents) => documents.find((document) => document.id === first)?.name === 'Renamed');
        await store.delete('registrations', first);
        await live.until((documents) => documents.length === 1 && documents[0]?.id === second);

        live.unsubscribe();
        const seen = live.emissions.length;
        await store.create('registrations', registration(eventId, 4));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(live.emissions).toHaveLength(seen);
      });

      it('keeps the first rows in order live: a person who sorts first joins them, the last drops out', async () => {
        await Promise.all(['Carla', 'Bruno', 'Dora'].map((name, index) => store.create('users', person(index, { name }))));
        const live = recordLiveQuery(store, 'users', { orderBy: [{ field: 'name' }], limit: 2 });
        const names = (documents: ReadonlyArray<{ name: string }>) => documents.map((document) => document.name).join();
        await live.until((documents) => names(documents) === 'Bruno,Carla');
        await harness.otherClient.create('users', person(7, { name: 'Anna' }));
        await live.until((documents) => names(documents) === 'Anna,Bruno');
        live.unsubscribe();
      });
    });

    describe('CSV', () => {
      it('downloads a value with commas, quotes and a newline intact', async () => {
        const id = await store.create('users', person(1, { organisation: 'Smith, "Jones"\nand Partners' }));
        const saved: string[] = [];
        const exporter = new CollectionExport(store, { save: (_name, parts) => saved.push(parts.join('')) });
        await exporter.downloadCsv('users', { header: true });
        expect(saved[0]).toBe(
          '\uFEFFid,createdAt,email,name,organisation\r\n' +
            `${id},${person(1).createdAt},person1@example.org,Person 1,"Smith, ""Jones""\nand Partners"\r\n`,
        );
      });
    });
  });
}
