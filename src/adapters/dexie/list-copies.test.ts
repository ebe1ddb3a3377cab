import 'fake-indexeddb/auto';
import Dexie, { type Table } from 'dexie';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentOf } from '../../application/ports/collections';
import { DexieDocumentStore } from './dexie-document-store';
import { MAKE_AFTER_MS, followWholeTable } from './follow-whole-table';
import { ListCopies, readInRanges } from './list-copies';
import { ROWS_PER_PART } from './list-versions';
import { RollcallDatabase } from './rollcall-database';

type User = DocumentOf<'users'>;

let opened: RollcallDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.map((database) => database.delete()));
  opened = [];
});

function openDatabase(name = `list-copies-${crypto.randomUUID()}`): RollcallDatabase {
  const database = new RollcallDatabase(name);
  opened.push(database);
  return database;
}

const person = (index: number, extra: Partial<User> = {}): User => ({
  id: `${'0aAzZ9'[index % 6]}${String(index).padStart(6, '0')}`,
  name: `Person ${index}`,
  email: `person${index}@example.org`,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...extra,
});

/** Rows by id: a copy keeps them by name (its parts), the table by key. */
const byId = <T extends { id: string }>(rows: readonly T[] | undefined) => [...(rows ?? [])].sort((a, b) => (a.id < b.id ? -1 : 1));

const versionOf = (database: RollcallDatabase) => new ListCopies(database).versionOf('users');

/** Waits until `check` holds, a few milliseconds at a time. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('Still not so after 5 s.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a people table’s version', () => {
  it('moves with every kind of write, in whatever transaction, and not with writes to other tables', async () => {
    const database = openDatabase();
    const store = new DexieDocumentStore(database);
    const seen = [await versionOf(database)];
    const moved = async () => {
      const now = await versionOf(database);
      expect(seen).not.toContain(now);
      seen.push(now);
    };
    await database.tableOf('users').put(person(1));
    await moved();
    await database.tableOf('users').bulkAdd([person(2), person(3)]);
    await moved();
    await database.transaction('rw', [database.tableOf('users'), database.tableOf('events')], async () => {
      await database.tableOf('users').update(person(1).id, { name: 'Renamed' });
    });
    await moved();
    await store.update('users', person(2).id, { organisation: 'Kiosk' });
    await moved();
    await database.tableOf('users').where('email').equals(person(3).email).delete();
    await moved();
    await database.tableOf('registrations').put({ ...person(4), eventId: 'e' } as never);
    expect(await versionOf(database)).toBe(seen.at(-1));
    await database.tableOf('events').put({ id: 'e' } as never);
    expect(await versionOf(database)).toBe(seen.at(-1));
  });

  it('does not move when the write fails: the transaction is undone whole', async () => {
    const database = openDatabase();
    await database.tableOf('users').put(person(1));
    const before = await versionOf(database);
    await expect(
      database.transaction('rw', database.tableOf('users'), async () => {
        await database.tableOf('users').put(person(2));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await versionOf(database)).toBe(before);
    expect(await database.tableOf('users').count()).toBe(1);
  });
});

describe('a copy of a people table', () => {
  it('gives the rows the table holds, each with the fields it has, once made; none before', async () => {
    const database = openDatabase();
    const copies = new ListCopies(database);
    const people = Array.from({ length: ROWS_PER_PART * 2 + 7 }, (_, index) =>
      person(index, index % 3 === 0 ? { organisation: 'Kiosk & Co.', phone: '+41 22 818 36 28' } : {}),
    );
    await database.tableOf('users').bulkPut(people);
    expect(await copies.current('users')).toBeNull();
    expect(await copies.make(database.tableOf('users'))).toEqual({ token: await versionOf(database) });
    const copy = await copies.current<User>('users');
    expect(byId(copy?.rows)).toEqual(await database.tableOf('users').toArray());
    expect(copy?.rows.find((row) => row.id === person(1).id)).not.toHaveProperty('organisation');
    expect(copy?.rows.find((row) => row.id === person(3).id)).toHaveProperty('organisation', 'Kiosk & Co.');
    expect(await database.listCopies.count()).toBe(3);
  });

  it('keeps the rows in name order, as the name index orders names, so that a list opening by name sorts less', async () => {
    const database = openDatabase();
    const copies = new ListCopies(database);
    // Names against the order of the ids, with case, accents and a person without a name.
    const names = ['Zoë', 'zoe', 'Zoe', 'Émile', 'Emile', 'anna', 'Anna', 'Łukasz'];
    const people = Array.from({ length: ROWS_PER_PART + 40 }, (_, index) =>
      person(index, { name: `${names[index % names.length]} ${99_999 - index}` }),
    );
    const nameless: Omit<User, 'name'> & { name?: string } = { ...person(ROWS_PER_PART + 40) };
    delete nameless.name;
    await database.tableOf('users').bulkPut([...people, nameless as User]);
    await copies.make(database.tableOf('users'));
    const rows = (await copies.current<User>('users'))?.rows ?? [];
    expect(byId(rows)).toEqual(await database.tableOf('users').toArray());
    const inCopy = rows.map((row) => row.name ?? '');
    expect(inCopy).toEqual([...inCopy].sort());
    expect(inCopy[0]).toBe('');
    // In parts of about the same size.
    const sizes = (await database.listCopies.toArray()).map((part) => part.columns[0]?.length ?? 0);
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect(size).toBeGreaterThan(ROWS_PER_PART / 3);
  });

  it('is not used once the table has changed, and a shorter one leaves no parts of the longer behind', async () => {
    const database = openDatabase();
    const copies = new ListCopies(database);
    await database.tableOf('users').bulkPut(Array.from({ length: ROWS_PER_PART + 1 }, (_, index) => person(index)));
    await copies.make(database.tableOf('users'));
    await database.tableOf('users').delete(person(0).id);
    expect(await copies.current('users')).toBeNull();
    await copies.make(database.tableOf('users'));
    expect((await copies.current<User>('users'))?.rows).toHaveLength(ROWS_PER_PART);
    expect(await database.listCopies.count()).toBe(1);
  });

  it('is never kept older than the table, when a write comes while it is being made', async () => {
    const database = openDatabase();
    const copies = new ListCopies(database);
    await database.tableOf('users').bulkPut(Array.from({ length: ROWS_PER_PART * 3 }, (_, index) => person(index)));
    for (const delay of [0, 1, 5, 20]) {
      const making = copies.make(database.tableOf('users'));
      await new Promise((resolve) => setTimeout(resolve, delay));
      await database.tableOf('users').put(person(100_000 + delay));
      const made = await making;
      const copy = await copies.current<User>('users');
      if (copy) expect(copy.rows).toEqual(await database.tableOf('users').toArray());
      // Made whole before the write, or given up: never kept as of now without the new person.
      if (made) expect(made.token).not.toBe(await versionOf(database));
    }
  });

  it('is made from a whole read under way when the table has not moved since: the table is read once', async () => {
    const database = openDatabase();
    const copies = new ListCopies(database);
    const users = database.tableOf('users');
    await users.bulkPut(Array.from({ length: ROWS_PER_PART * 3 }, (_, index) => person(index)));
    const readTable = ListCopies.prototype.readWhole;
    const tableRead = vi.spyOn(ListCopies.prototype, 'readWhole');
    try {
      // A download, then the list's copy made again while the download's read is under way.
      const [rows, made] = await Promise.all([copies.wholeTable(users), copies.make(users)]);
      expect(tableRead).toHaveBeenCalledTimes(1);
      expect(byId(rows)).toEqual(await users.toArray());
      expect(made).toEqual({ token: await versionOf(database) });
      expect((await copies.current<User>('users'))?.rows).toHaveLength(ROWS_PER_PART * 3);

      // A write that lands once the copy's read is done: that read is of the table as it was.
      let written: Promise<unknown> = Promise.resolve();
      tableRead.mockImplementationOnce(function (this: ListCopies, table) {
        const read = readTable.call(this, table);
        written = read.then(() => users.put(person(200_000)));
        return read;
      });
      const making = copies.make(users);
      await written;
      const afterWrite = await copies.wholeTable(users);
      expect(tableRead).toHaveBeenCalledTimes(3);
      expect(afterWrite.map((row) => row.id)).toContain(person(200_000).id);
      expect(await making).toBeNull();
    } finally {
      tableRead.mockRestore();
    }
  });

  it('reads every record of a table, in key order, whatever its ids', async () => {
    const database = openDatabase();
    const ids = ['', '0', '5zz', '6', 'BZ', 'C', 'Zz', 'a', 'x', 'y', 'zzzz', '~~', 'é'];
    await database.tableOf('users').bulkPut(ids.map((id, index) => ({ ...person(index), id })));
    expect((await readInRanges(database.tableOf('users'))).map((row) => row.id)).toEqual([...ids].sort());
  });
});

describe('a copy read ahead', () => {
  /** Time for a read ahead of a few rows to end (one small transaction). */
  const readAheadDone = () => new Promise((resolve) => setTimeout(resolve, 100));

  /** A table of `count` people with its copy made, and a spy on reads of the copy's parts. */
  async function tableWithCopy(count: number) {
    const database = openDatabase();
    const copies = new ListCopies(database);
    await database.tableOf('users').bulkPut(Array.from({ length: count }, (_, index) => person(index)));
    await copies.make(database.tableOf('users'));
    return { database, copies, partReads: vi.spyOn(database.listCopies, 'where') };
  }

  it('answers the next read of the copy from memory, once', async () => {
    const { database, copies } = await tableWithCopy(ROWS_PER_PART + 1);
    copies.readAhead(['users', 'registrations']);
    await readAheadDone();
    // The parts gone behind its back (the table's version unmoved): only memory still has them.
    await database.listCopies.clear();
    expect((await copies.current<User>('users'))?.rows).toHaveLength(ROWS_PER_PART + 1);
    expect(await copies.current('users')).toBeNull();
  });

  it('is asked of a staff device’s store for the people lists, whose whole reads it then answers', async () => {
    const { database, partReads } = await tableWithCopy(3);
    const store = new DexieDocumentStore(database);
    store.readListsAhead();
    await vi.waitFor(() => expect(partReads).toHaveBeenCalledTimes(1));
    expect(await store.listAll('users')).toHaveLength(3);
    expect(partReads).toHaveBeenCalledTimes(1);
  });

  it('is not used once the table has moved since it was read', async () => {
    const { database, copies } = await tableWithCopy(3);
    copies.readAhead(['users']);
    await readAheadDone();
    await database.tableOf('users').put(person(9));
    expect(await copies.current('users')).toBeNull();
  });
});

describe('a whole people table, live', () => {
  /**
   * A directory of `people` with its copy made, followed from that copy: what the follower told,
   * and the table's whole reads. `whenTold` runs as each answer is told.
   */
  async function followedFromCopy(people: number, whenTold?: (told: User[][], users: Table<User, string>) => void) {
    const database = openDatabase();
    const copies = new ListCopies(database);
    const users = database.tableOf('users');
    await users.bulkPut(Array.from({ length: people }, (_, index) => person(index + 1)));
    await copies.make(users);
    const tableReads = vi.spyOn(users, 'toArray');
    const told: User[][] = [];
    const stop = followWholeTable(
      copies,
      users,
      (rows) => {
        told.push(rows);
        whenTold?.(told, users);
      },
      (error) => {
        throw error;
      },
    );
    await eventually(() => told.length >= 1);
    return { copies, users, told, stop, tableReads };
  }
  const names = (rows: readonly User[] | undefined) => (rows ?? []).map((row) => row.name).sort();
  /** Time for a live query of the table to have answered, were one started. */
  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('tells the copy, then each change from the rows it wrote, without reading the table whole; and makes the copy again once the rows stand still', async () => {
    const { copies, users, told, stop, tableReads } = await followedFromCopy(3);
    try {
      await aMoment();
      expect(told.map(names)).toEqual([['Person 1', 'Person 2', 'Person 3']]);

      await users.put(person(4));
      await eventually(() => told.length === 2);
      await users.update(person(2).id, { name: 'Renamed' });
      await eventually(() => told.length === 3);
      await users.delete(person(1).id);
      await eventually(() => told.length === 4);
      expect(told.slice(1).map(names)).toEqual([
        ['Person 1', 'Person 2', 'Person 3', 'Person 4'],
        ['Person 1', 'Person 3', 'Person 4', 'Renamed'],
        ['Person 3', 'Person 4', 'Renamed'],
      ]);
      // The rows no change wrote are those of the copy, as they were.
      expect(told.at(-1)?.find((row) => row.id === person(3).id)).toBe(told[0]?.find((row) => row.id === person(3).id));
      expect(tableReads).not.toHaveBeenCalled();
      expect(await copies.current('users')).toBeNull();
      await eventually(
        async () => names((await copies.current<User>('users'))?.rows).join() === names(told.at(-1)).join(),
        MAKE_AFTER_MS + 5_000,
      );
    } finally {
      stop();
    }
  });

  it('hands a change too big to tell row by row (an import) to a live query of the table', async () => {
    const { users, told, stop, tableReads } = await followedFromCopy(2);
    try {
      await users.bulkPut(Array.from({ length: 60 }, (_, index) => person(100 + index)));
      await eventually(() => told.at(-1)?.length === 62);
      expect(tableReads).toHaveBeenCalled();
      await users.delete(person(1).id);
      await eventually(() => told.at(-1)?.length === 61);
    } finally {
      stop();
    }
  });

  it('tells a change written as the copy is told, before its version is watched', async () => {
    const { told, stop } = await followedFromCopy(2, (answers, users) => {
      if (answers.length === 1) void users.put(person(3));
    });
    try {
      await eventually(() => told.at(-1)?.length === 3);
      expect(told[0]).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('does not follow the table once stopped', async () => {
    const { users, told, stop } = await followedFromCopy(2);
    stop();
    await users.put(person(3));
    await aMoment();
    expect(told.map((rows) => rows.length)).toEqual([2]);
  });

  it('lets go of the copy’s list of rows once a change is told: the page holds the new list alone', async () => {
    // 50,000 pointers (about 0.4 MB) kept for as long as the list stays open, found in a heap snapshot.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const database = openDatabase();
    const copies = new ListCopies(database);
    const users = database.tableOf('users');
    await users.bulkPut([person(1), person(2)]);
    await copies.make(users);
    let told = 0;
    let copyTold: WeakRef<User[]> | undefined;
    const stop = followWholeTable(
      copies,
      users,
      (rows) => {
        told += 1;
        if (told === 1) copyTold = new WeakRef(rows);
      },
      (error) => {
        throw error;
      },
    );
    try {
      await eventually(() => told === 1);
      await users.put(person(3));
      await eventually(() => told === 2);
      // A WeakRef's target is kept until the task that made it ends.
      await aMoment();
      collectGarbage();
      expect(copyTold?.deref()).toBeUndefined();
    } finally {
      stop();
    }
  });

  it('opens a list kept by an older version of the app (no versions, no copies yet) from its table', async () => {
    const name = `list-copies-older-${crypto.randomUUID()}`;
    const older = new Dexie(name);
    older.version(5).stores({ users: 'id, email, name' });
    await older.table('users').bulkPut([person(1), person(2)]);
    older.close();
    const database = openDatabase(name);
    const store = new DexieDocumentStore(database);
    const told: number[] = [];
    const stop = store.watch('users', {}, (rows) => told.push(rows.length));
    await eventually(() => told.length > 0);
    expect(told[0]).toBe(2);
    await eventually(async () => (await new ListCopies(database).current('users')) !== null, MAKE_AFTER_MS + 5_000);
    stop();
  });
});

describe("the store's whole read of a people table (listAll)", () => {
  it('reads the copy while it is of the table as it is; once the table has changed, reads the table and keeps that as the copy', async () => {
    const database = openDatabase();
    const store = new DexieDocumentStore(database);
    await database.tableOf('users').bulkPut(Array.from({ length: ROWS_PER_PART + 3 }, (_, index) => person(index)));
    await new ListCopies(database).make(database.tableOf('users'));
    const tableRead = vi.spyOn(ListCopies.prototype, 'readWhole');
    try {
      const fromCopy = await store.listAll('users');
      expect(tableRead).not.toHaveBeenCalled();
      expect(byId(fromCopy)).toEqual(await database.tableOf('users').toCollection().toArray());

      await store.update('users', person(1).id, { name: 'Renamed' });
      expect(await new ListCopies(database).current('users')).toBeNull();
      const afterChange = await store.listAll('users');
      expect(tableRead).toHaveBeenCalledTimes(1);
      expect(afterChange.find((row) => row.id === person(1).id)?.name).toBe('Renamed');
      // That read is kept as the copy: the next whole read is from it.
      await eventually(async () => (await new ListCopies(database).current<User>('users')) !== null);
      expect(byId(await store.listAll('users'))).toEqual(byId(afterChange));
      expect(tableRead).toHaveBeenCalledTimes(1);
    } finally {
      tableRead.mockRestore();
    }
  });
  it('answers a whole read asked for while the last one is being kept from that read, unless the table moved since', async () => {
    const database = openDatabase();
    const store = new DexieDocumentStore(database);
    await database.tableOf('users').bulkPut(Array.from({ length: ROWS_PER_PART * 3 }, (_, index) => person(index)));
    const tableRead = vi.spyOn(ListCopies.prototype, 'readWhole');
    try {
      const first = await store.listAll('users');
      // The copy is kept one part per task: it is not whole yet.
      expect(await new ListCopies(database).current('users')).toBeNull();
      expect(await store.listAll('users')).toEqual(first);
      expect(tableRead).toHaveBeenCalledTimes(1);

      await store.update('users', person(2).id, { name: 'Moved on' });
      const afterChange = await store.listAll('users');
      expect(tableRead).toHaveBeenCalledTimes(2);
      expect(afterChange.find((row) => row.id === person(2).id)?.name).toBe('Moved on');
    } finally {
      tableRead.mockRestore();
    }
  });
});
