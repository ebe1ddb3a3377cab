import type { Table } from 'dexie';
import { followLive } from './follow-live';
import type { ListCopies, VersionedRows } from './list-copies';
import { onTableChanges } from './table-changes';

/** How long a list's rows stay unchanged before the copy is made again. */
export const MAKE_AFTER_MS = 1_000;

/**
 * A whole table, live. Opened from its copy when the copy is current, and then kept current by
 * reading only the rows each change wrote (`onTableChanges`): a live query of the table would
 * first read it whole, only to say what the copy said. For 50,000 people that read and their
 * re-indexing are two long tasks (250–350 ms together) just after the list shows, when a person
 * starts to scroll and type, or at the first change. A change too big to tell row by row (an
 * import) hands the list to a live query of the table, as when no copy was current. A copy not
 * current is made again once the rows have stood still for MAKE_AFTER_MS.
 */
export function followWholeTable<T extends { id: string }>(
  copies: ListCopies,
  table: Table<T, string>,
  onChange: (rows: T[]) => void,
  onError: (error: Error) => void,
): () => void {
  let stopped = false;
  // The version the copy is of, as far as this follower knows; `undefined` for none.
  let copied: string | null | undefined;
  let making: ReturnType<typeof setTimeout> | undefined;
  let stopFollowing: (() => void) | undefined;
  const makeCopyOnceStill = () => {
    // Not cleared when the list closes: the copy is then ready for its next opening.
    clearTimeout(making);
    making = setTimeout(
      () =>
        void copies.make(table as Table<object, string>).then(
          (made) => {
            if (made) copied = made.token;
          },
          // A copy not made now is made the next time the list is read whole.
          () => undefined,
        ),
      MAKE_AFTER_MS,
    );
  };
  // Not one transaction, and the table as one query: Dexie's cache then applies each change to
  // the rows it holds (a read in a transaction, or a table read in ranges, goes to IndexedDB
  // again: 50,000 new objects, which the page re-indexes, on every change). The version is read
  // first, so rows are never older than it: at worst newer, and the change that made them newer
  // moves the version.
  const readTable = async () => {
    const token = await copies.versionOf(table.name);
    return { token, rows: await table.toArray() };
  };
  const followTable = () => {
    if (stopped) return;
    stopFollowing = followLive(
      readTable,
      ({ token, rows }) => {
        onChange(rows);
        if (copied === undefined || token !== copied) makeCopyOnceStill();
      },
      onError,
    );
  };

  const followFromCopy = (copy: VersionedRows<T>) => {
    const { token } = copy;
    // Let go of once the rows are kept by id, or the table followed: the page then holds the lists
    // told since, and this one (50,000 pointers for a directory) would stay as long as the list.
    let copyRows: readonly T[] | undefined = copy.rows;
    let byId: Map<string, T> | undefined;
    let handedOver = false;
    let applied = Promise.resolve();
    const handOver = () => {
      if (handedOver) return;
      handedOver = true;
      copyRows = undefined;
      stopChanges();
      followTable();
    };
    const stopChanges = onTableChanges(table as Table<unknown, string>, (change) => {
      if (change.kind === 'unknown') return handOver();
      if (change.ids.length === 0) return;
      applied = applied
        .then(async () => {
          if (stopped || handedOver) return;
          const written = await table.bulkGet(change.ids);
          if (stopped || handedOver) return;
          const rows = (byId ??= new Map((copyRows ?? []).map((row) => [row.id, row])));
          copyRows = undefined;
          change.ids.forEach((id, index) => {
            const row = written[index];
            if (row === undefined) rows.delete(id);
            else rows.set(id, row);
          });
          onChange([...rows.values()]);
          makeCopyOnceStill();
        })
        // Rows that could not be read: the table's live query reads them, or says what is wrong.
        .catch(handOver);
    });
    stopFollowing = stopChanges;
    // Every write to the table moves its version (list-versions.ts): one between the copy's read
    // and the watch above was not seen row by row.
    copies.versionOf(table.name).then((now) => {
      if (now !== token) handOver();
    }, handOver);
  };

  copies.current<T>(table.name).then(
    (copy) => {
      if (stopped) return;
      if (!copy) return followTable();
      copied = copy.token;
      onChange(copy.rows);
      followFromCopy(copy);
    },
    // No copy to read (storage trouble): the table says the same, later.
    () => followTable(),
  );
  return () => {
    stopped = true;
    stopFollowing?.();
  };
}
