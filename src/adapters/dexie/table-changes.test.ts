import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentOf } from '../../application/ports/collections';
import { RollcallDatabase } from './rollcall-database';
import { onTableChanges, tableChangeIn, type SomeChange } from './table-changes';

type User = DocumentOf<'users'>;

let opened: RollcallDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.map((database) => database.delete()));
  opened = [];
});

const person = (index: number): User => ({
  id: `p${String(index).padStart(4, '0')}`,
  name: `Person ${index}`,
  email: `person${index}@example.org`,
  createdAt: '2026-11-01T09:00:00.000Z',
});

/** The changes to `users` that `write` makes, as the table's listener hears them. */
async function changesOf(write: (database: RollcallDatabase) => Promise<unknown>, name = `table-changes-${crypto.randomUUID()}`) {
  const database = new RollcallDatabase(name);
  opened.push(database);
  await database.tableOf('users').bulkPut([person(1), person(2), person(3)]);
  const heard: SomeChange[] = [];
  const stop = onTableChanges(database.tableOf('users'), (change) => heard.push(change));
  try {
    await write(database);
    // Dexie tells a change once its transaction has committed.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    stop();
  }
  return heard;
}

const idsOf = (change: SomeChange | undefined) => (change?.kind === 'rows' ? [...change.ids].sort() : change?.kind);

describe("a table's changes, as its rows", () => {
  it('names the rows a put, an update, a delete or a few rows at once wrote', async () => {
    expect((await changesOf((db) => db.tableOf('users').put(person(4)))).map(idsOf)).toEqual([['p0004']]);
    expect((await changesOf((db) => db.tableOf('users').update('p0002', { name: 'Renamed' }))).map(idsOf)).toEqual([['p0002']]);
    expect((await changesOf((db) => db.tableOf('users').delete('p0001'))).map(idsOf)).toEqual([['p0001']]);
    expect((await changesOf((db) => db.tableOf('users').bulkDelete(['p0001', 'p0003']))).map(idsOf)).toEqual([['p0001', 'p0003']]);
    const inOneTransaction = await changesOf((db) =>
      db.transaction('rw', db.tableOf('users'), async () => {
        await db.tableOf('users').put(person(5));
        await db.tableOf('users').delete('p0002');
      }),
    );
    expect(inOneTransaction.map(idsOf)).toEqual([['p0002', 'p0005']]);
  });

  it('cannot name them for 50 rows or more in one call, a clear, or a range', async () => {
    const many = Array.from({ length: 50 }, (_, index) => person(100 + index));
    expect((await changesOf((db) => db.tableOf('users').bulkPut(many))).map(idsOf)).toEqual(['unknown']);
    expect((await changesOf((db) => db.tableOf('users').clear())).map(idsOf)).toEqual(['unknown']);
    expect((await changesOf((db) => db.tableOf('users').where('id').below('p0003').delete())).map(idsOf)).toEqual(['unknown']);
  });

  it('hears writes from another connection to the same database, and none to other tables or databases', async () => {
    const name = `table-changes-${crypto.randomUUID()}`;
    const fromAnother = await changesOf(async () => {
      const another = new RollcallDatabase(name);
      opened.push(another);
      await another.tableOf('users').put(person(7));
    }, name);
    expect(fromAnother.map(idsOf)).toEqual([['p0007']]);
    const elsewhere = await changesOf(async (db) => {
      await db.meta.put({ key: 'other', value: 1 });
      const other = new RollcallDatabase(`table-changes-${crypto.randomUUID()}`);
      opened.push(other);
      await other.tableOf('users').put(person(8));
    });
    expect(elsewhere).toEqual([]);
  });

  it('cannot name them when every table may have changed (a page back from the browser cache)', () => {
    const database = new RollcallDatabase(`table-changes-${crypto.randomUUID()}`);
    opened.push(database);
    expect(tableChangeIn({ all: { d: 0 } }, database.tableOf('users'))).toEqual({ kind: 'unknown' });
  });
});
