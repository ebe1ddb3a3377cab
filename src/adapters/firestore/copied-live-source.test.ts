import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveResultInfo } from '../../application/ports/document-store.port';
import { DoorCopyDatabase } from '../dexie/door-copy-database';
import { DeviceListCopies } from '../dexie/device-list-copies';
import { READ_AHEAD_KEPT_MS } from '../shared/reads-ahead';
import { ROWS_PER_PART } from '../dexie/list-versions';
import { CopiedLiveSource, KEEP_AFTER_MS, KEEP_AT_MOST_EVERY_MS, type ListCopyStore } from './copied-live-source';
import type { LiveSink, LiveSource, LiveSpec } from './live-source';

type Row = { id: string; name: string };
const person = (index: number): Row => ({ id: `p${index}`, name: `Person ${index}` });
const CONFIRMED: LiveResultInfo = { confirmed: true };
const FROM_CACHE: LiveResultInfo = { confirmed: false };

/** The SDK's listeners, answered by the test: what this class tells the page is the point. */
function listeners() {
  const sinks = new Map<string, LiveSink<Row>>();
  const stopped: string[] = [];
  const source: LiveSource = {
    watch: <T>(spec: LiveSpec, onChange: LiveSink<T>) => {
      sinks.set(spec.collection, onChange as unknown as LiveSink<Row>);
      return () => stopped.push(spec.collection);
    },
    watchSum: () => () => undefined,
  };
  const answer = (collection: string, rows: Row[], info: LiveResultInfo) => sinks.get(collection)?.(rows, info);
  return { source, stopped, answer };
}

/** A copy store in memory that answers when the test lets it. */
function copiesHeld(held: Record<string, Row[]> = {}) {
  const written: Array<{ list: string; rows: readonly object[] }> = [];
  const reads: string[] = [];
  const store: ListCopyStore = {
    read: <T>(list: string) => {
      reads.push(list);
      return Promise.resolve((held[list] ?? null) as T[] | null);
    },
    write: (list, rows) => {
      written.push({ list, rows });
      return Promise.resolve();
    },
  };
  return { store, written, reads };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CopiedLiveSource', () => {
  it('shows a whole people list from the device’s copy, unconfirmed, until the listener answers', async () => {
    const sdk = listeners();
    const copies = copiesHeld({ users: [person(1), person(2)] });
    const told: Array<{ names: string[]; info: LiveResultInfo }> = [];
    new CopiedLiveSource(sdk.source, () => Promise.resolve(copies.store)).watch<Row>({ collection: 'users' }, (rows, info) =>
      told.push({ names: rows.map((row) => row.name), info }),
    );
    await settle();
    expect(told).toEqual([{ names: ['Person 1', 'Person 2'], info: FROM_CACHE }]);
    sdk.answer('users', [person(1), person(2), person(3)], CONFIRMED);
    expect(told[1]).toEqual({ names: ['Person 1', 'Person 2', 'Person 3'], info: CONFIRMED });
  });

  it('never shows the copy once the listener has answered: the page does not go back in time', async () => {
    const sdk = listeners();
    let release!: (store: ListCopyStore) => void;
    const late = new Promise<ListCopyStore>((resolve) => (release = resolve));
    const told: string[][] = [];
    new CopiedLiveSource(sdk.source, () => late).watch<Row>({ collection: 'users' }, (rows) => told.push(rows.map((row) => row.id)));
    sdk.answer('users', [person(7)], FROM_CACHE);
    release(copiesHeld({ users: [person(1)] }).store);
    await settle();
    expect(told).toEqual([['p7']]);
  });

  it('keeps what the server confirmed once it has stood still, and nothing unconfirmed', async () => {
    const sdk = listeners();
    const copies = copiesHeld();
    new CopiedLiveSource(sdk.source, () => Promise.resolve(copies.store)).watch<Row>({ collection: 'registrations' }, () => undefined);
    sdk.answer('registrations', [person(1)], FROM_CACHE);
    await vi.advanceTimersByTimeAsync(KEEP_AFTER_MS * 3);
    expect(copies.written).toEqual([]);
    sdk.answer('registrations', [person(1), person(2)], CONFIRMED);
    await vi.advanceTimersByTimeAsync(KEEP_AFTER_MS / 2);
    // A change before the list has stood still: only the newer rows are kept.
    sdk.answer('registrations', [person(1), person(2), person(3)], CONFIRMED);
    await vi.advanceTimersByTimeAsync(KEEP_AFTER_MS);
    expect(copies.written.map(({ list, rows }) => ({ list, ids: rows.map((row) => (row as Row).id) }))).toEqual([
      { list: 'registrations', ids: ['p1', 'p2', 'p3'] },
    ]);
  });

  it('keeps a list that keeps changing at most every so often, and nothing after it closes', async () => {
    const sdk = listeners();
    const copies = copiesHeld();
    const stop = new CopiedLiveSource(sdk.source, () => Promise.resolve(copies.store)).watch<Row>({ collection: 'users' }, () => undefined);
    sdk.answer('users', [person(1)], CONFIRMED);
    await vi.advanceTimersByTimeAsync(KEEP_AFTER_MS);
    sdk.answer('users', [person(1), person(2)], CONFIRMED);
    await vi.advanceTimersByTimeAsync(KEEP_AFTER_MS * 2);
    expect(copies.written).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(KEEP_AT_MOST_EVERY_MS);
    expect(copies.written).toHaveLength(2);
    sdk.answer('users', [person(1), person(2), person(3)], CONFIRMED);
    stop();
    await vi.advanceTimersByTimeAsync(KEEP_AT_MOST_EVERY_MS * 2);
    expect(copies.written).toHaveLength(2);
    expect(sdk.stopped).toEqual(['users']);
  });

  it('listens to whole lists on the source that keeps nothing, whose unconfirmed answers never replace the copy', async () => {
    const persistent = listeners();
    const keepsNothing = listeners();
    let release!: (store: ListCopyStore) => void;
    const late = new Promise<ListCopyStore>((resolve) => (release = resolve));
    const told: Array<{ ids: string[]; confirmed: boolean }> = [];
    new CopiedLiveSource(persistent.source, () => late, keepsNothing.source).watch<Row>({ collection: 'users' }, (rows, info) =>
      told.push({ ids: rows.map((row) => row.id), confirmed: info.confirmed }),
    );
    // Offline, before the copy is read: an empty list that knows nothing, held for the copy.
    keepsNothing.answer('users', [], FROM_CACHE);
    persistent.answer('users', [person(9)], FROM_CACHE);
    release(copiesHeld({ users: [person(1), person(2)] }).store);
    await settle();
    keepsNothing.answer('users', [], FROM_CACHE);
    expect(told).toEqual([{ ids: ['p1', 'p2'], confirmed: false }]);
    keepsNothing.answer('users', [person(1)], CONFIRMED);
    expect(told.at(-1)).toEqual({ ids: ['p1'], confirmed: true });
  });

  it('shows what the source that keeps nothing said when the device has no copy of the list', async () => {
    const keepsNothing = listeners();
    const told: Array<{ ids: string[]; confirmed: boolean }> = [];
    new CopiedLiveSource(listeners().source, () => Promise.resolve(copiesHeld().store), keepsNothing.source).watch<Row>(
      { collection: 'users' },
      (rows, info) => told.push({ ids: rows.map((row) => row.id), confirmed: info.confirmed }),
    );
    keepsNothing.answer('users', [], FROM_CACHE);
    await settle();
    expect(told).toEqual([{ ids: [], confirmed: false }]);
    keepsNothing.answer('users', [person(4)], FROM_CACHE);
    expect(told.at(-1)).toEqual({ ids: ['p4'], confirmed: false });
  });

  it('leaves other queries to the listener alone: no copy read, none kept', async () => {
    const sdk = listeners();
    const copies = copiesHeld({ users: [person(1)], events: [person(2)] });
    const source = new CopiedLiveSource(sdk.source, () => Promise.resolve(copies.store));
    const told: string[][] = [];
    const tell = (rows: Row[]) => told.push(rows.map((row) => row.id));
    source.watch<Row>({ collection: 'users', orderBy: [{ field: 'name' }], limit: 60 }, tell);
    source.watch<Row>({ collection: 'events' }, tell);
    await settle();
    sdk.answer('events', [person(3)], CONFIRMED);
    await vi.advanceTimersByTimeAsync(KEEP_AT_MOST_EVERY_MS);
    expect({ told, reads: copies.reads, written: copies.written }).toEqual({ told: [['p3']], reads: [], written: [] });
  });
});

describe('DeviceListCopies', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('gives back the rows it kept, replaces a longer copy whole, and is wiped with the door’s database, for good', async () => {
    const database = new DoorCopyDatabase(`list-copies-${crypto.randomUUID()}`);
    try {
      const copies = new DeviceListCopies(database);
      expect(await copies.read('users')).toBeNull();
      const many = Array.from({ length: ROWS_PER_PART * 2 + 1 }, (_, index) => ({
        ...person(index),
        ...(index % 2 ? { phone: '+41 1' } : {}),
      }));
      await copies.write('users', many);
      expect(await copies.read('users')).toEqual(many);
      await copies.write('users', [person(9)]);
      expect({ rows: await copies.read('users'), parts: await database.listCopies.count() }).toEqual({ rows: [person(9)], parts: 1 });
      await database.wipe();
      expect(await copies.read('users')).toBeNull();
      // A copy begun before a sign-out's wipe is not written after it.
      const writing = copies.write('users', many);
      await database.wipe();
      await writing;
      expect(await copies.read('users')).toBeNull();
    } finally {
      await database.delete();
    }
  });

  describe('read ahead', () => {
    const kept = [person(1), person(2)];
    let database: DoorCopyDatabase;
    let copies: DeviceListCopies;
    /** Reads of the stored copy: each asks IndexedDB for the list's parts. */
    let storedReads: ReturnType<typeof vi.spyOn>;

    beforeEach(async () => {
      database = new DoorCopyDatabase(`list-copies-${crypto.randomUUID()}`);
      copies = new DeviceListCopies(database);
      await copies.write('users', kept);
      storedReads = vi.spyOn(database.listCopies, 'where');
    });
    afterEach(async () => {
      vi.useRealTimers();
      await database.delete();
    });

    it('answers the next read from what it read ahead, once, and reads the stored copy after that', async () => {
      copies.readAhead(['users', 'registrations']);
      expect(storedReads).toHaveBeenCalledTimes(2);
      expect({ users: await copies.read('users'), registrations: await copies.read('registrations') }).toEqual({
        users: kept,
        registrations: null,
      });
      expect(storedReads).toHaveBeenCalledTimes(2);
      expect(await copies.read('users')).toEqual(kept);
      expect(storedReads).toHaveBeenCalledTimes(3);
    });

    it('never answers with rows read before a wipe or before the copy was replaced', async () => {
      copies.readAhead(['users']);
      await database.wipe();
      expect(await copies.read('users')).toBeNull();
      await copies.write('users', kept);
      copies.readAhead(['users']);
      await copies.write('users', [person(3)]);
      expect(await copies.read('users')).toEqual([person(3)]);
      // Read ahead while a new copy is being made: what it read is replaced before the list opens.
      const replacing = copies.write('users', [person(4)]);
      copies.readAhead(['users']);
      await replacing;
      expect(await copies.read('users')).toEqual([person(4)]);
    });

    it('lets go of what was read ahead when the list is not opened in time', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      copies.readAhead(['users']);
      vi.advanceTimersByTime(READ_AHEAD_KEPT_MS);
      vi.useRealTimers();
      expect(await copies.read('users')).toEqual(kept);
      expect(storedReads).toHaveBeenCalledTimes(2);
    });
  });
});
