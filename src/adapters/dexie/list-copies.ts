import type { Table } from 'dexie';
import type { RollcallDatabase } from './rollcall-database';
import { nameRanges, partOf, rowsOf } from './list-columns';
import { nextTask } from '../shared/next-task';
import { ReadsAhead } from '../shared/reads-ahead';
import { LIST_COPIES, LIST_VERSIONS, ROWS_PER_PART, copyHeadOf } from './list-versions';

/** How a copy is used and kept: list-versions.ts. */

/** Rows and the version of their table they were read at. */
export type VersionedRows<T> = { token: string | null; rows: T[] };

/**
 * Where a table of random ids is cut when a copy is made in the background: each part's records
 * are rebuilt in a task of their own as they arrive, instead of 50,000 in one task of 80–100 ms. Every key falls
 * in one range, whatever the ids look like; ids from `newDocumentId` spread evenly.
 */
const RANGE_STARTS = ['6', 'C', 'I', 'O', 'U', 'a', 'g', 'm', 's', 'y'] as const;

/** Every record of `table`, in key order, read range by range. */
export function readInRanges<T>(table: Table<T, string>): Promise<T[]> {
  const byKey = table.where(':id');
  const ranges = [
    byKey.below(RANGE_STARTS[0]),
    ...RANGE_STARTS.slice(1).map((end, index) => byKey.between(RANGE_STARTS[index] as string, end, true, false)),
    byKey.aboveOrEqual(RANGE_STARTS[RANGE_STARTS.length - 1] as string),
  ];
  return Promise.all(ranges.map((range) => range.toArray())).then((parts) => parts.flat());
}

/** A whole read of a table (`rows`, from `readWhole`), and its keeping as the copy once read (`kept`). */
type WholeRead = {
  readonly rows: Promise<VersionedRows<object>>;
  readonly kept: Promise<{ token: string | null } | null>;
};

/** Reads and keeps the copies (list-versions.ts). */
export class ListCopies {
  /**
   * By table, the whole read under way or being kept as the copy. A whole read asked for meanwhile
   * (a download, or the list's copy made again) is answered from it instead of reading the table
   * again: 100,000 records take IndexedDB seconds, and two reads at once take each other's time.
   */
  private readonly wholeReads = new Map<string, WholeRead>();
  /** Copies read ahead (`readAhead`), with the version they are of. */
  private readonly ahead = new ReadsAhead<VersionedRows<unknown> | null>();

  constructor(private readonly db: RollcallDatabase) {}

  /**
   * Every row of `table`: from its copy when the copy is of the table as it is, else from a whole
   * read under way or being kept if the table has not moved since it was read, else from the
   * table, that read then kept as the copy in the background (a copy not kept now is kept at the
   * next whole read).
   */
  async wholeTable<T extends object>(table: Table<T, string>): Promise<T[]> {
    const copy = await this.current<T>(table.name);
    if (copy) return copy.rows;
    const { rows } = await this.currentWholeRead(table as Table<object, string>);
    // Each caller its own array: the read's is shared with every other caller and with the copy being kept.
    return [...((await rows).rows as T[])];
  }

  /**
   * The whole read of `table` under way or being kept, if it is of the table as it is; else a new
   * one, kept as the copy once read. A read of a version the table has moved on from is left to
   * stop keeping itself (`keep` gives up at its next part).
   */
  private async currentWholeRead(table: Table<object, string>): Promise<WholeRead> {
    const joined = this.wholeReads.get(table.name);
    if (joined) {
      const read = await joined.rows.catch(() => null);
      if (read && read.token === (await this.versionOf(table.name))) return joined;
    }
    const rows = this.readWhole(table);
    const whole: WholeRead = { rows, kept: rows.then((read) => this.keep(table.name, read)) };
    this.wholeReads.set(table.name, whole);
    whole.kept
      .catch(() => undefined)
      .finally(() => {
        if (this.wholeReads.get(table.name) === whole) this.wholeReads.delete(table.name);
      });
    return whole;
  }

  async versionOf(table: string): Promise<string | null> {
    return (await this.db.listVersions.get(table))?.token ?? null;
  }

  /**
   * Reads the tables' copies now, for their next `current`: a list opened then shows from memory
   * instead of waiting on IndexedDB (for 50,000 people, most of its opening). Each is held once,
   * until that read or READ_AHEAD_KEPT_MS, and counts only while its table has not moved since.
   */
  readAhead(tables: readonly string[]): void {
    for (const table of tables) this.ahead.start(table, () => this.readCurrent(table));
  }

  /** The copy of `table`, if it is of the table as it is now. */
  async current<T>(table: string): Promise<VersionedRows<T> | null> {
    const ahead = await this.ahead.take(table);
    if (ahead && ahead.token === (await this.versionOf(table))) return ahead as VersionedRows<T>;
    return this.readCurrent<T>(table);
  }

  private readCurrent<T>(table: string): Promise<VersionedRows<T> | null> {
    return this.db.transaction('r', [LIST_VERSIONS, LIST_COPIES], async () => {
      const [version, head] = await this.db.listVersions.bulkGet([table, copyHeadOf(table)]);
      const token = version?.token ?? null;
      if (head === undefined || head.token !== token) return null;
      const parts = (await this.db.listCopies.where('table').equals(table).toArray())
        .filter((part) => part.token === token)
        .sort((a, b) => a.index - b.index);
      const whole = parts.length > 0 && parts.length === parts[0]?.parts && parts.every((part, index) => part.index === index);
      return whole ? { token, rows: rowsOf<T>(parts) } : null;
    });
  }

  /**
   * Every row of `table` and its version, read together (in a transaction of their own: never
   * from a live query's cache, which may hold writes not yet committed): what a copy is made of.
   */
  readWhole<T>(table: Table<T, string>): Promise<VersionedRows<T>> {
    return this.db.transaction('r', [table, LIST_VERSIONS], async () => ({
      token: await this.versionOf(table.name),
      rows: await readInRanges(table),
    }));
  }

  /** Makes the copy of `table` from a whole read: its own, or one under way of the table as it is. */
  async make(table: Table<object, string>): Promise<{ token: string | null } | null> {
    return (await this.currentWholeRead(table)).kept;
  }

  /**
   * Keeps a whole read of `table` (readWhole) as its copy, one part per task, by name
   * (`nameRanges`); stops as soon as the table moves on. The version copied, when the copy is whole.
   */
  async keep(table: string, { token, rows }: VersionedRows<object>): Promise<{ token: string | null } | null> {
    const parts = Math.max(1, Math.ceil(rows.length / ROWS_PER_PART));
    const rowsOfPart = nameRanges(rows, parts);
    for (let index = 0; index < parts; index += 1) {
      await nextTask();
      const part = partOf(table, token, rowsOfPart(index), index, parts);
      const kept = await this.db.transaction('rw', [LIST_VERSIONS, LIST_COPIES], async () => {
        if ((await this.versionOf(table)) !== token) return false;
        await this.db.listCopies.put(part);
        if (index === parts - 1) {
          // Parts of a longer copy made before: never read (their version differs), but space.
          await this.db.listCopies
            .where('table')
            .equals(table)
            .and((stored) => stored.index >= parts)
            .delete();
          await this.db.listVersions.put({ id: copyHeadOf(table), token });
        }
        return true;
      });
      if (!kept) return null;
    }
    return { token };
  }
}
