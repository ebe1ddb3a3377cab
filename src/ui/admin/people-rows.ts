import type { PersonRow } from '../../application/admin/people-admin.use-case';
import { byCodeUnits, placeAfterEquals } from '../../domain/shared/order';
import { foldForSearch, rememberingFold, wordByWordFolder } from '../../domain/shared/search';

/** More than the tallest screen shows: the first screen of a long list, read from the store's order. */
export const FIRST_ROWS = 60;

export type SortOrder = 'name' | 'name-desc' | 'newest' | 'oldest' | 'organisation';
export type CheckedInFilter = 'all' | 'in' | 'out';

export type Indexed = { row: PersonRow; haystack: string; nameKey: string; organisationKey: string };

/** How one batch of rows folds its texts (see `foldersForBatch`). */
type Folders = { name: (text: string) => string; organisation: (text: string) => string };

/**
 * Folders that remember what they folded for one batch of rows: people share the words of their
 * names, and organisations whole ("University of Geneva"), so 50,000 rows fold each of those
 * once (docs/performance.md). E-mails are all different: they are folded as they come.
 */
function foldersForBatch(): Folders {
  const name = wordByWordFolder();
  return { name, organisation: rememberingFold(name) };
}

/**
 * Folds a row's searchable text once, so that a keystroke over 50,000 rows is a plain scan; the
 * folded name and organisation are also the sort keys (see ORDERS).
 */
function indexRow(row: PersonRow, fold: Folders): Indexed {
  const nameKey = fold.name(row.name);
  const organisationKey = fold.organisation(row.organisation ?? '');
  return { row, nameKey, organisationKey, haystack: `${nameKey} ${foldForSearch(row.email)} ${organisationKey}` };
}

// Sorting 50,000 rows with a collation on every comparison took a third of a second: the folded
// keys (case and accents aside, as people read a list) compare as plain strings, and so do the
// names behind equal keys ("Zoe" and "Zoë"), which a collation put in the same order anyway
// save for case (docs/performance.md).
const byName = (a: Indexed, b: Indexed) => byCodeUnits(a.nameKey, b.nameKey) || byCodeUnits(a.row.name, b.row.name);

const ORDERS: Record<SortOrder, (a: Indexed, b: Indexed) => number> = {
  name: byName,
  'name-desc': (a, b) => byName(b, a),
  newest: (a, b) => byCodeUnits(b.row.createdAt, a.row.createdAt),
  oldest: (a, b) => byCodeUnits(a.row.createdAt, b.row.createdAt),
  organisation: (a, b) => byCodeUnits(a.organisationKey, b.organisationKey) || byName(a, b),
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
 * 50,000 rows (the first sort of a list, or of the whole list after its first screen; a few
 * people out of place are put in place with ORDERS, see `reindexSorted`).
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

/**
 * Out of place at most this often, a list is sorted with its order's comparison, which passes
 * over the runs already in order (rows a store gives by name, for the orders by name); more
 * often, as plain strings (`sortedByKeys`).
 */
const NEARLY_IN_ORDER = 1 / 32;

/** `entries` in `order`, ties in the order given, whichever way is faster for how they came. */
function sortedWhole(entries: Indexed[], order: SortOrder): Indexed[] {
  const compare = ORDERS[order];
  const allowed = entries.length * NEARLY_IN_ORDER;
  let outOfPlace = 0;
  for (let index = 1; index < entries.length && outOfPlace <= allowed; index += 1)
    if (compare(entries[index - 1] as Indexed, entries[index] as Indexed) > 0) outOfPlace += 1;
  return outOfPlace <= allowed ? entries.sort(compare) : sortedByKeys(entries, order);
}

const sameText = (a: PersonRow, b: PersonRow) => a.name === b.name && a.email === b.email && a.organisation === b.organisation;

/** `entry` for the changed `row`: its folded texts kept when the texts it folds did not change. */
const reindexed = (entry: Indexed, row: PersonRow, fold: Folders): Indexed =>
  sameText(row, entry.row) ? { ...entry, row } : indexRow(row, fold);

/** Puts each of `entries` into `sorted` after everyone equal to it, where a stable sort would. */
function placeEach(sorted: Indexed[], entries: readonly Indexed[], compare: (a: Indexed, b: Indexed) => number): Indexed[] {
  for (const entry of entries) sorted.splice(placeAfterEquals(sorted, entry, compare), 0, entry);
  return sorted;
}

/** The order of each index `reindexSorted` returned: a live update can start from one known to be in order. */
const sortedIn = new WeakMap<readonly Indexed[], SortOrder>();

/** The rows each index was made from, as the store gave them: what the next live update is compared with. */
const madeFrom = new WeakMap<readonly Indexed[], readonly PersonRow[]>();

/** At most this many people changed or added are put in place one by one; more are sorted with the rest. */
const INSERTED_ONE_BY_ONE = 64;

/**
 * `rows` indexed and in `order`: sorted once per order and list, not once per keystroke. Starting
 * from `previous` (the last result, or none), a live update that changes one person among 50,000
 * folds only that person's text and puts only that person in place: everyone else is already in
 * order, and checking that again took a pass over everyone (docs/performance.md).
 */
export function reindexSorted(rows: readonly PersonRow[], order: SortOrder, previous: readonly Indexed[]): readonly Indexed[] {
  const fold = foldersForBatch();
  const compare = ORDERS[order];
  const inOrderNow = (entries: Indexed[]) => {
    sortedIn.set(entries, order);
    madeFrom.set(entries, rows);
    return entries;
  };
  // An index of fewer than half the rows (a first screen of 60 before the whole list) saves
  // little folding and costs a map of everyone's id: the whole list is indexed as a first one.
  if (previous.length * 2 < rows.length) {
    const indexed = rows.map((row) => indexRow(row, fold));
    return inOrderNow(sortedWhole(indexed, order));
  }
  const inOrder = sortedIn.get(previous) === order;
  const before = madeFrom.get(previous);
  const step = inOrder && before ? storeStep(before, rows) : null;
  const stepped = step ? steppedIndex(previous, step, compare, fold) : null;
  if (stepped) return inOrderNow(stepped);
  const pending = new Map<string, PersonRow>();
  for (const row of rows) pending.set(row.id, row);
  // Who keeps their place (in order, if `previous` was), and who needs a new one.
  const kept: Indexed[] = [];
  const placing: Indexed[] = [];
  for (const entry of previous) {
    const row = pending.get(entry.row.id);
    if (row === undefined) continue;
    pending.delete(row.id);
    if (row === entry.row) {
      kept.push(entry);
      continue;
    }
    const updated = reindexed(entry, row, fold);
    (inOrder && compare(entry, updated) !== 0 ? placing : kept).push(updated);
  }
  for (const row of pending.values()) placing.push(indexRow(row, fold));
  if (inOrder && placing.length <= INSERTED_ONE_BY_ONE) {
    return inOrderNow(placeEach(kept, placing, compare));
  }
  // Many new rows (the whole list after its first screen) are sorted as a whole list is
  // (`sortedWhole`); a few, or an index in another order, with the order's comparison, which
  // finds the runs already in order.
  const all = kept.concat(placing);
  return inOrderNow(placing.length > all.length / 2 ? sortedWhole(all, order) : all.sort(compare));
}

/**
 * What a live update changed, when the store keeps the rows it did not change as the same objects
 * in the same order (both stores' live queries do): the rows between the longest start and end
 * the two results share. Found with a pass of identity checks, where a map of everyone's id took
 * most of a live update among 50,000 (docs/performance.md). Null when more than
 * INSERTED_ONE_BY_ONE rows lie between.
 */
function storeStep(before: readonly PersonRow[], after: readonly PersonRow[]): { gone: PersonRow[]; came: PersonRow[] } | null {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < shorter - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  if (before.length + after.length - 2 * (start + end) > INSERTED_ONE_BY_ONE) return null;
  return { gone: before.slice(start, before.length - end), came: after.slice(start, after.length - end) };
}

/** Where `row`'s entry is in `sorted` (found among the entries its text sorts with), or -1. */
function positionOf(sorted: readonly Indexed[], row: PersonRow, compare: (a: Indexed, b: Indexed) => number, fold: Folders): number {
  const probe = indexRow(row, fold);
  for (let at = placeAfterEquals(sorted, probe, compare) - 1; at >= 0 && compare(sorted[at] as Indexed, probe) === 0; at -= 1)
    if ((sorted[at] as Indexed).row === row) return at;
  return -1;
}

/**
 * `previous` with a store's step applied, as the whole rebuild would give it: a person whose
 * text sorts as before keeps their place, everyone else placed after those equal to them. Null
 * when an entry is not where its row says (then the whole rebuild runs).
 */
function steppedIndex(
  previous: readonly Indexed[],
  { gone, came }: { gone: readonly PersonRow[]; came: readonly PersonRow[] },
  compare: (a: Indexed, b: Indexed) => number,
  fold: Folders,
): Indexed[] | null {
  const next = previous.slice();
  const goneById = new Map(gone.map((row) => [row.id, row]));
  const placing: Indexed[] = [];
  for (const row of came) {
    const was = goneById.get(row.id);
    goneById.delete(row.id);
    // Moved in the store's order only: the same object, the same entry.
    if (was === row) continue;
    if (was === undefined) {
      placing.push(indexRow(row, fold));
      continue;
    }
    const at = positionOf(next, was, compare, fold);
    if (at < 0) return null;
    const old = next[at] as Indexed;
    const updated = reindexed(old, row, fold);
    if (compare(old, updated) === 0) next[at] = updated;
    else {
      next.splice(at, 1);
      placing.push(updated);
    }
  }
  for (const row of goneById.values()) {
    const at = positionOf(next, row, compare, fold);
    if (at < 0) return null;
    next.splice(at, 1);
  }
  return placeEach(next, placing, compare);
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

/**
 * The first `count` rows by name as a store orders them (plain code-unit order), picked in one
 * pass without sorting or folding everyone: a first screen while the whole list is indexed.
 */
export function firstByName(rows: readonly PersonRow[], count: number): PersonRow[] {
  const first: PersonRow[] = [];
  for (const row of rows) {
    const last = first[first.length - 1];
    if (first.length === count && last !== undefined && row.name >= last.name) continue;
    let at = first.length;
    while (at > 0 && (first[at - 1] as PersonRow).name > row.name) at -= 1;
    first.splice(at, 0, row);
    if (first.length > count) first.pop();
  }
  return first;
}
