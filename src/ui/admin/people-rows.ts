import type { PersonRow } from '../../application/admin/people-admin.use-case';
import { foldForSearch } from '../../domain/shared/search';

export type SortOrder = 'name' | 'name-desc' | 'newest' | 'oldest' | 'organisation';
export type CheckedInFilter = 'all' | 'in' | 'out';

export type Indexed = { row: PersonRow; haystack: string; nameKey: string; organisationKey: string };

/**
 * Folds a row's searchable text once, so that a keystroke over 50,000 rows is a plain scan; the
 * folded name and organisation are also the sort keys (see ORDERS).
 */
function indexRow(row: PersonRow): Indexed {
  const nameKey = foldForSearch(row.name);
  const organisationKey = foldForSearch(row.organisation ?? '');
  return { row, nameKey, organisationKey, haystack: `${nameKey} ${foldForSearch(row.email)} ${organisationKey}` };
}

// Plain string order: folded keys and ISO timestamps need no collation.
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Sorting 50,000 rows with a collation on every comparison took a third of a second: the folded
// keys (case and accents aside, as people read a list) compare as plain strings, and so do the
// names behind equal keys ("Zoe" and "Zoë"), which a collation put in the same order anyway
// save for case (docs/performance.md).
const byName = (a: Indexed, b: Indexed) => byCodeUnit(a.nameKey, b.nameKey) || byCodeUnit(a.row.name, b.row.name);

const ORDERS: Record<SortOrder, (a: Indexed, b: Indexed) => number> = {
  name: byName,
  'name-desc': (a, b) => byName(b, a),
  newest: (a, b) => byCodeUnit(b.row.createdAt, a.row.createdAt),
  oldest: (a, b) => byCodeUnit(a.row.createdAt, b.row.createdAt),
  organisation: (a, b) => byCodeUnit(a.organisationKey, b.organisationKey) || byName(a, b),
};

/** The text each order sorts by, as one string: its parts compare in turn (U+0000 ends each part). */
const nameSortKey = (entry: Indexed) => `${entry.nameKey}\u0000${entry.row.name}`;
const createdSortKey = (entry: Indexed) => entry.row.createdAt ?? '';
const SORT_KEYS: Record<SortOrder, (entry: Indexed) => string> = {
  name: nameSortKey,
  'name-desc': nameSortKey,
  newest: createdSortKey,
  oldest: createdSortKey,
  organisation: (entry) => `${entry.organisationKey}\u0000${entry.nameKey}\u0000${entry.row.name}`,
};
const DESCENDING: ReadonlySet<SortOrder> = new Set(['name-desc', 'newest']);
const POSITION_DIGITS = 9;

/**
 * `entries` in `order` as ORDERS puts them, ties in the order given, sorted as plain strings:
 * the engine compares strings without calling back into a comparator, about twice as fast over
 * 50,000 rows (the first sort of a list, or of the whole list after its first screen; a live
 * update, nearly in order already, uses ORDERS).
 */
function sortedByKeys(entries: Indexed[], order: SortOrder): Indexed[] {
  const descending = DESCENDING.has(order);
  const key = SORT_KEYS[order];
  // The position last, so that ties keep their order: counted backwards for an order reversed after.
  const keyed = entries.map(
    (entry, index) => `${key(entry)}\u0000${String(descending ? entries.length - 1 - index : index).padStart(POSITION_DIGITS, '0')}`,
  );
  keyed.sort();
  if (descending) keyed.reverse();
  return keyed.map((text) => {
    const position = Number(text.slice(-POSITION_DIGITS));
    return entries[descending ? entries.length - 1 - position : position] as Indexed;
  });
}

const sameText = (a: PersonRow, b: PersonRow) => a.name === b.name && a.email === b.email && a.organisation === b.organisation;

/**
 * `rows` indexed and in `order`: sorted once per order and list, not once per keystroke. Starting
 * from `previous` (the last result, or none), a live update that
 * changes one person among 50,000 folds only that person's text, and sorting what is already
 * nearly in order is a single pass (the engine's sort is a merge sort that finds sorted runs).
 */
export function reindexSorted(rows: readonly PersonRow[], order: SortOrder, previous: readonly Indexed[]): Indexed[] {
  if (previous.length === 0) return sortedByKeys(rows.map(indexRow), order);
  const pending = new Map<string, PersonRow>();
  for (const row of rows) pending.set(row.id, row);
  const result: Indexed[] = [];
  for (const entry of previous) {
    const row = pending.get(entry.row.id);
    if (row === undefined) continue;
    pending.delete(row.id);
    result.push(row === entry.row ? entry : sameText(row, entry.row) ? { ...entry, row } : indexRow(row));
  }
  // Rows new to the index go last, out of order: many of them (the whole list after its first
  // screen) are sorted as plain strings, a few (a live update) into what is nearly in order.
  const added = pending.size;
  for (const row of pending.values()) result.push(indexRow(row));
  return added > result.length / 2 ? sortedByKeys(result, order) : result.sort(ORDERS[order]);
}

const wordsOf = (query: string) => foldForSearch(query).split(/\s+/).filter(Boolean);

/** Search (every word) and the checked-in filter; keeps the order of `candidates`. */
function matching(
  candidates: readonly Indexed[],
  words: readonly string[],
  filter: CheckedInFilter,
  isCheckedIn: (row: PersonRow) => boolean,
): Indexed[] {
  const found: Indexed[] = [];
  for (const entry of candidates) {
    if (words.every((word) => entry.haystack.includes(word)) && (filter === 'all' || isCheckedIn(entry.row) === (filter === 'in')))
      found.push(entry);
  }
  return found;
}

/**
 * Searches one sorted list as a person types: a query that only adds to the last one looks in
 * the last one's matches, and a query typed before (a backspace) is remembered, so most
 * keystrokes scan far fewer than the 50,000 rows. Make a new one when the rows, the filter or
 * who is checked in change.
 */
export function typingSearch(
  sorted: readonly Indexed[],
  filter: CheckedInFilter,
  isCheckedIn: (row: PersonRow) => boolean,
): (query: string) => PersonRow[] {
  const remembered = new Map<string, Indexed[]>();
  let last: { key: string; found: Indexed[] } | null = null;
  return (query) => {
    const words = wordsOf(query);
    const key = words.join(' ');
    const known = remembered.get(key);
    const found = known ?? matching(last !== null && key.startsWith(last.key) ? last.found : sorted, words, filter, isCheckedIn);
    if (!known) {
      if (remembered.size >= REMEMBERED_QUERIES) remembered.delete(remembered.keys().next().value as string);
      remembered.set(key, found);
    }
    last = { key, found };
    return found.map((entry) => entry.row);
  };
}

/** A backspace or two, and going back to an earlier word: enough without holding many lists. */
const REMEMBERED_QUERIES = 16;
