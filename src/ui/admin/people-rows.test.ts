import { describe, expect, it } from 'vitest';
import { filterIndexed, indexRows, sortIndexed, type CheckedInFilter, type Indexed, type SortOrder } from './people-rows';
import type { PersonRow } from '../../application/admin/people-admin.use-case';

/** What the list shows: sorted once, then searched and filtered, as the page composes them. */
function visibleRows(
  indexed: Indexed[],
  query: string,
  filter: CheckedInFilter,
  isCheckedIn: (row: PersonRow) => boolean,
  order: SortOrder,
) {
  return filterIndexed(sortIndexed(indexed, order), query, filter, isCheckedIn);
}

const row = (id: string, name: string, email: string, createdAt: string, organisation?: string) => ({
  id,
  name,
  email,
  createdAt,
  ...(organisation ? { organisation } : {}),
});

describe('visibleRows', () => {
  const rows = indexRows([
    row('1', 'Zoë Ångström', 'zoe@x.org', '2026-01-03', 'Studio'),
    row('2', 'Ada Lovelace', 'ada@x.org', '2026-01-01', 'Analytical'),
    row('3', 'Émile Zola', 'emile@x.org', '2026-01-02'),
  ]);

  it('searches name, e-mail and organisation, accents aside', () => {
    expect(visibleRows(rows, 'angstrom', 'all', () => false, 'name').map((r) => r.id)).toEqual(['1']);
    expect(visibleRows(rows, 'analytical', 'all', () => false, 'name').map((r) => r.id)).toEqual(['2']);
  });

  it('filters by checked in or not, and sorts', () => {
    const checkedIn = (r: { id: string }) => r.id !== '2';
    expect(visibleRows(rows, '', 'in', checkedIn, 'name').map((r) => r.id)).toEqual(['3', '1']);
    expect(visibleRows(rows, '', 'out', checkedIn, 'name').map((r) => r.id)).toEqual(['2']);
    expect(visibleRows(rows, '', 'all', checkedIn, 'newest').map((r) => r.id)).toEqual(['1', '3', '2']);
  });
});

describe('sortIndexed and filterIndexed', () => {
  it('sorts once, and a search keeps that order', () => {
    const sorted = sortIndexed(
      indexRows([
        row('1', 'Zoë Ångström', 'zoe@x.org', '2026-01-03'),
        row('2', 'Ada Lovelace', 'ada@x.org', '2026-01-01'),
        row('3', 'Émile Zola', 'emile@x.org', '2026-01-02'),
      ]),
      'name-desc',
    );
    expect(sorted.map((entry) => entry.row.id)).toEqual(['1', '3', '2']);
    expect(filterIndexed(sorted, 'x.org', 'all', () => false).map((r) => r.id)).toEqual(['1', '3', '2']);
    expect(filterIndexed(sorted, 'zo', 'all', () => false).map((r) => r.id)).toEqual(['1', '3']);
  });
});
