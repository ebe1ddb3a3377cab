import Dexie, { type IntervalTree, type IntervalTreeNode, type ObservabilitySet, type Table } from 'dexie';

/**
 * What a committed change did to one table, from Dexie's `storagemutated` event (this tab's
 * writes and, through Dexie's broadcast, other tabs'): nothing; the ids it wrote or deleted; or
 * too much to say (a range, a clear, 50 rows or more in one call, a page back from the cache).
 */
export type TableChange = { kind: 'none' } | SomeChange;
/** A change that did something to the table. */
export type SomeChange = { kind: 'rows'; ids: string[] } | { kind: 'unknown' };

const NONE: TableChange = { kind: 'none' };
const UNKNOWN: TableChange = { kind: 'unknown' };

const isNode = (tree: IntervalTree): tree is IntervalTreeNode => tree.d > 0;

/** The single keys of `tree`, or null when it holds a range. */
function singleKeys(tree: IntervalTree | null | undefined, into: string[]): string[] | null {
  if (!tree || !isNode(tree)) return into;
  if (typeof tree.from !== 'string' || tree.from !== tree.to) return null;
  if (singleKeys(tree.l, into) === null) return null;
  into.push(tree.from);
  return singleKeys(tree.r, into);
}

/** What `parts` (one `storagemutated` event) says happened to `table`. */
export function tableChangeIn(parts: ObservabilitySet, table: Table<unknown, string>): TableChange {
  if ('all' in parts) return UNKNOWN;
  const prefix = `idb://${table.db.name}/${table.name}/`;
  const rows = parts[prefix];
  const deleted = parts[`${prefix}:dels`];
  if (!rows && !deleted) return NONE;
  const ids = singleKeys(rows, []);
  const deletedIds = singleKeys(deleted, []);
  if (ids === null || deletedIds === null) return UNKNOWN;
  return { kind: 'rows', ids: [...new Set([...ids, ...deletedIds])] };
}

/** Calls `listener` with each committed change to `table` (tableChangeIn), until stopped. */
export function onTableChanges(table: Table<unknown, string>, listener: (change: SomeChange) => void): () => void {
  const mutated = (parts: ObservabilitySet) => {
    const change = tableChangeIn(parts, table);
    if (change.kind !== 'none') listener(change);
  };
  Dexie.on('storagemutated', mutated);
  return () => Dexie.on.storagemutated.unsubscribe(mutated);
}
