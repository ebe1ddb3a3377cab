import type { PersonRow } from '../../application/admin/people-admin.use-case';
import { foldForSearch } from '../../domain/shared/search';

export type SortOrder = 'name' | 'name-desc' | 'newest' | 'oldest' | 'organisation';
export type CheckedInFilter = 'all' | 'in' | 'out';

type Indexed = { row: PersonRow; haystack: string };

/** Folds each row's searchable text once, so a keystroke over 50,000 rows is a plain scan. */
export function indexRows(rows: readonly PersonRow[]): Indexed[] {
  return rows.map((row) => ({ row, haystack: foldForSearch(`${row.name} ${row.email} ${row.organisation ?? ''}`) }));
}

const ORDERS: Record<SortOrder, (a: PersonRow, b: PersonRow) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  'name-desc': (a, b) => b.name.localeCompare(a.name),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  organisation: (a, b) => (a.organisation ?? '').localeCompare(b.organisation ?? '') || a.name.localeCompare(b.name),
};

/** Search (every word), checked-in filter and order, applied to the indexed rows. */
export function visibleRows(
  indexed: readonly Indexed[],
  query: string,
  filter: CheckedInFilter,
  isCheckedIn: (row: PersonRow) => boolean,
  order: SortOrder,
): PersonRow[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const rows = indexed
    .filter(({ row, haystack }) => words.every((word) => haystack.includes(word)) && (filter === 'all' || isCheckedIn(row) === (filter === 'in')))
    .map(({ row }) => row);
  return rows.sort(ORDERS[order]);
}
