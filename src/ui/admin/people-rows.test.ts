import { describe, expect, it } from 'vitest';
import { firstByName, reindexSorted, typingSearch, type CheckedInFilter, type Indexed, type SortOrder } from './people-rows';
import type { PersonRow } from '../../application/admin/people-admin.use-case';

/** Sorted from nothing before it: what a first opening of the list computes. */
const sortFresh = (rows: readonly PersonRow[], order: SortOrder) => reindexSorted(rows, order, []);

/** A search with nothing remembered: every row looked at. */
const searchFresh = (sorted: readonly Indexed[], query: string, filter: CheckedInFilter, isCheckedIn: (row: PersonRow) => boolean) =>
  typingSearch(sorted, filter, isCheckedIn)(query);

/** What the list shows: sorted once, then searched and filtered, as the page composes them. */
function visibleRows(
  rows: readonly PersonRow[],
  query: string,
  filter: CheckedInFilter,
  isCheckedIn: (row: PersonRow) => boolean,
  order: SortOrder,
) {
  return searchFresh(sortFresh(rows, order), query, filter, isCheckedIn);
}

const row = (id: string, name: string, email: string, createdAt: string, organisation?: string) => ({
  id,
  name,
  email,
  createdAt,
  ...(organisation ? { organisation } : {}),
});

/** What each order compares, and nothing else: equal keys are ties. */
const keyIn: Record<SortOrder, (entry: Indexed) => string> = {
  name: (entry) => `${entry.nameKey}|${entry.row.name}`,
  'name-desc': (entry) => `${entry.nameKey}|${entry.row.name}`,
  newest: (entry) => entry.row.createdAt,
  oldest: (entry) => entry.row.createdAt,
  organisation: (entry) => `${entry.organisationKey}|${entry.nameKey}|${entry.row.name}`,
};

const ORDERS = Object.keys(keyIn) as SortOrder[];

describe('visibleRows', () => {
  const rows = [
    row('1', 'Zoë Ångström', 'zoe@x.org', '2026-01-03', 'Studio'),
    row('2', 'Ada Lovelace', 'ada@x.org', '2026-01-01', 'Analytical'),
    row('3', 'Émile Zola', 'emile@x.org', '2026-01-02'),
  ];

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

describe('reindexSorted and typingSearch', () => {
  it('sorts once, and a search keeps that order', () => {
    const sorted = sortFresh(
      [
        row('1', 'Zoë Ångström', 'zoe@x.org', '2026-01-03'),
        row('2', 'Ada Lovelace', 'ada@x.org', '2026-01-01'),
        row('3', 'Émile Zola', 'emile@x.org', '2026-01-02'),
      ],
      'name-desc',
    );
    expect(sorted.map((entry) => entry.row.id)).toEqual(['1', '3', '2']);
    expect(searchFresh(sorted, 'x.org', 'all', () => false).map((r) => r.id)).toEqual(['1', '3', '2']);
    expect(searchFresh(sorted, 'zo', 'all', () => false).map((r) => r.id)).toEqual(['1', '3']);
  });
});

describe('reindexSorted, as a live update arrives', () => {
  const zoe = row('1', 'Zoë Ångström', 'zoe@x.org', '2026-01-03');
  const ada = row('2', 'Ada Lovelace', 'ada@x.org', '2026-01-01');
  const before = [zoe, ada, row('3', 'Émile Zola', 'emile@x.org', '2026-01-02')];
  const previous = reindexSorted(before, 'name', []);

  it('gives what sorting everyone again gives, after a rename, a removal and an addition', () => {
    const after = [row('3', 'Aaron Zola', 'emile@x.org', '2026-01-02'), zoe, row('4', 'Mia Meier', 'mia@x.org', '2026-01-04')];
    const updated = reindexSorted(after, 'name', previous);
    expect(updated).toEqual(sortFresh(after, 'name'));
    expect(updated.map((entry) => entry.row.id)).toEqual(['3', '4', '1']);
    expect(searchFresh(updated, 'aaron', 'all', () => false).map((r) => r.id)).toEqual(['3']);
  });

  it('keeps the folded text of people whose name, e-mail and organisation did not change', () => {
    const sameZoe = { ...zoe };
    const updated = reindexSorted([sameZoe, ada], 'newest', previous);
    expect(updated.map((entry) => entry.row)).toEqual([sameZoe, ada]);
    expect(updated.find((entry) => entry.row.id === '2')).toBe(previous.find((entry) => entry.row.id === '2'));
    expect(updated.find((entry) => entry.row.id === '1')?.row).toBe(sameZoe);
  });
});

describe('reindexSorted, from an index already in its order', () => {
  const people = Array.from({ length: 300 }, (_, index) =>
    row(
      `p${index}`,
      ['Ann', 'Bea', 'Cy', 'Dana'][index % 4] as string,
      `p${index}@x.org`,
      `2026-01-${String(1 + (index % 28)).padStart(2, '0')}`,
    ),
  );
  const ids = (entries: readonly Indexed[]) => entries.map((entry) => entry.row.id);

  it('puts a newcomer after everyone equal to them, as sorting everyone again does', () => {
    const previous = sortFresh(people, 'name');
    const newcomer = row('new', 'Bea', 'new@x.org', '2026-02-01');
    const updated = reindexSorted([...people, newcomer], 'name', previous);
    expect(ids(updated)).toEqual(ids(sortFresh([...people, newcomer], 'name')));
    const beas = ids(updated.filter((entry) => entry.row.name === 'Bea'));
    expect(beas.at(-1)).toBe('new');
  });

  it('moves a person whose sort key changed, and only them', () => {
    const previous = sortFresh(people, 'newest');
    const moved = { ...(people[10] as PersonRow), createdAt: '2027-01-01' };
    const renamed = { ...(people[11] as PersonRow), name: 'Aaron' };
    const after = people.map((person) => (person.id === moved.id ? moved : person.id === renamed.id ? renamed : person));
    const updated = reindexSorted(after, 'newest', previous);
    expect(updated[0]?.row).toBe(moved);
    expect(updated.map((entry) => entry.row.createdAt)).toEqual(sortFresh(after, 'newest').map((entry) => entry.row.createdAt));
    // The rename changes nothing this order looks at: everyone but the one moved keeps their place.
    const others = (entries: readonly Indexed[]) => ids(entries).filter((id) => id !== moved.id);
    expect(others(updated)).toEqual(others(previous));
  });

  it('gives the same order for many newcomers at once as for one', () => {
    const previous = sortFresh(people.slice(0, 200), 'organisation');
    const updated = reindexSorted(people, 'organisation', previous);
    expect(ids(updated)).toEqual(ids(sortFresh(people, 'organisation')));
  });

  it('sorts everyone again when the order changed since the last index', () => {
    const byName = sortFresh(people, 'name');
    const newcomer = row('new', 'Zed', 'new@x.org', '2025-01-01');
    const updated = reindexSorted([...people, newcomer], 'oldest', byName);
    expect(updated.map((entry) => entry.row.createdAt)).toEqual(
      sortFresh([...people, newcomer], 'oldest').map((entry) => entry.row.createdAt),
    );
    expect(updated[0]?.row).toBe(newcomer);
  });
});

describe('reindexSorted, a store step at a time', () => {
  const names = ['Zoë', 'Zoe', 'Ann', 'anna', "O'Brien", 'Émile', 'Łukasz', 'van Berg'];
  const person = (n: number, version = 0) =>
    row(
      `p${n}`,
      names[(n + version) % names.length] as string,
      `p${n}@x.org`,
      `2026-01-${String(1 + ((n + version) % 9)).padStart(2, '0')}`,
      version % 2 ? 'Kiosk & Co.' : undefined,
    );
  const searchable = (entries: readonly Indexed[]) =>
    entries.map((entry) => `${entry.row.id}:${entry.haystack}:${entry.nameKey}:${entry.organisationKey}`);

  /** A live query's next result: the rows it did not change are the same objects, in the same order. */
  function step(rows: readonly PersonRow[], turn: number): PersonRow[] {
    const next = [...rows];
    const at = (turn * 37) % next.length;
    const kind = turn % 5;
    if (kind === 0) next.splice(at, 0, person(1000 + turn));
    else if (kind === 1) next.splice(at, 1);
    else if (kind === 2) next[at] = person(Number((next[at] as PersonRow).id.slice(1)), turn);
    else if (kind === 3) next[at] = { ...(next[at] as PersonRow), createdAt: `2027-0${1 + (turn % 9)}-01` };
    else next.splice((turn * 11) % next.length, 0, ...next.splice(at, 1));
    return next;
  }

  it.each(ORDERS)('gives, after every kind of change, the order and the folded texts of a fresh index (%s)', (order) => {
    let rows = Array.from({ length: 200 }, (_, n) => person(n));
    let index = sortFresh(rows, order);
    for (let turn = 1; turn <= 150; turn += 1) {
      rows = step(rows, turn);
      index = reindexSorted(rows, order, index);
      const fresh = sortFresh(rows, order);
      expect(new Set(searchable(index))).toEqual(new Set(searchable(fresh)));
      // The same order, ties aside: ties keep their places across live updates.
      expect(index.map(keyIn[order])).toEqual(fresh.map(keyIn[order]));
    }
  });

  it('keeps everyone where they were when a person only moves in the store’s order', () => {
    const rows = Array.from({ length: 50 }, (_, n) => person(n));
    const index = sortFresh(rows, 'name');
    const moved = [rows[30] as PersonRow, ...rows.slice(0, 30), ...rows.slice(31)];
    const next = reindexSorted(moved, 'name', index);
    expect(next).toEqual(index);
    next.forEach((entry, at) => expect(entry).toBe(index[at]));
  });

  it('takes a removal and an addition of the same person in one step', () => {
    const rows = Array.from({ length: 50 }, (_, n) => person(n));
    const index = sortFresh(rows, 'name');
    const renamed = { ...(rows[7] as PersonRow), name: 'Aaron' };
    const next = reindexSorted([...rows.slice(0, 7), ...rows.slice(8), renamed], 'name', index);
    expect(next[0]?.row).toBe(renamed);
    expect(next.filter((entry) => entry.row.id === 'p7')).toHaveLength(1);
  });
});

describe('the first sort of a list', () => {
  // Names that fold alike ("Zoe", "ZOË", "Zoë"), prefixes, punctuation, no organisation, and
  // several people who are the same in every order (ties).
  const names = ['Zoë', 'Zoe', 'ZOË', 'Ann', 'Anna', 'anna', "O'Brien", 'OBrien', 'Émile', 'Emile', 'Łukasz', 'Lukas', 'van Berg'];
  const organisations = [undefined, 'Kiosk & Co.', 'kiosk', 'Ångström AB', 'Zürich'];
  const rows = Array.from({ length: 400 }, (_, index) =>
    row(
      `p${index}`,
      names[(index * 7) % names.length] as string,
      `p${index}@x.org`,
      `2026-01-${String(1 + ((index * 5) % 28)).padStart(2, '0')}`,
      organisations[(index * 3) % organisations.length],
    ),
  );

  it.each(ORDERS)('puts people in the order a live update keeps (%s), ties as they came', (order) => {
    const fresh = sortFresh(rows, order);
    // The live update's path: everyone known, in the reverse order, then sorted with the order's comparison.
    const compared = reindexSorted(rows, order, [...fresh].reverse());
    expect(fresh.map(keyIn[order])).toEqual(compared.map(keyIn[order]));
    expect(new Set(fresh.map((entry) => entry.row.id)).size).toBe(rows.length);
    // Every run of ties keeps the order the rows came in.
    const positions = (key: string) => fresh.filter((entry) => keyIn[order](entry) === key).map((entry) => Number(entry.row.id.slice(1)));
    const ties = [...new Set(fresh.map(keyIn[order]))].map(positions).filter((run) => run.length > 1);
    expect(ties.length).toBeGreaterThan(0);
    for (const run of ties) expect(run).toEqual([...run].sort((a, b) => a - b));
  });

  /** What each order compares, part after part, and which way. */
  const partsIn: Record<SortOrder, (entry: Indexed) => string[]> = {
    name: (entry) => [entry.nameKey, entry.row.name],
    'name-desc': (entry) => [entry.nameKey, entry.row.name],
    newest: (entry) => [entry.row.createdAt],
    oldest: (entry) => [entry.row.createdAt],
    organisation: (entry) => [entry.organisationKey, entry.nameKey, entry.row.name],
  };
  const DESCENDING: ReadonlySet<SortOrder> = new Set(['name-desc', 'newest']);

  /** The ids of `input` as a stable sort by the order's parts puts them (its folded texts from `indexed`). */
  function stablySorted(input: readonly PersonRow[], order: SortOrder, indexed: readonly Indexed[]): string[] {
    const entryOf = new Map(indexed.map((entry) => [entry.row, entry]));
    const partsOf = (person: PersonRow) => partsIn[order](entryOf.get(person) as Indexed);
    const ascending = (a: PersonRow, b: PersonRow) => {
      const [first, second] = [partsOf(a), partsOf(b)];
      const at = first.findIndex((part, index) => part !== second[index]);
      return at === -1 ? 0 : (first[at] as string) < (second[at] as string) ? -1 : 1;
    };
    return [...input].sort(DESCENDING.has(order) ? (a, b) => ascending(b, a) : ascending).map((person) => person.id);
  }

  it.each(ORDERS)('puts people who come nearly in order (as a copy by name brings them) as it puts them from any order (%s)', (order) => {
    // By name in plain code units, in runs of 100 (the copy's parts): a few people out of place
    // once folded ("Émile" after "van Berg"), and ties in an order of their own.
    const runs = [0, 100, 200, 300].flatMap((start) =>
      rows.slice(start, start + 100).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    );
    const sorted = sortFresh(runs, order);
    const expected = stablySorted(runs, order, sorted);
    expect(sorted.map((entry) => entry.row.id)).toEqual(expected);
    // The same input, then the whole list after a first screen of it.
    expect(reindexSorted(runs, order, sortFresh(runs.slice(0, 10), order)).map((entry) => entry.row.id)).toEqual(expected);
  });

  it.each(ORDERS)('puts the whole list in order when it follows its first screen (%s)', (order) => {
    const firstScreen = sortFresh(rows.slice(0, 10), order);
    const whole = reindexSorted(rows, order, firstScreen);
    expect(whole.map(keyIn[order])).toEqual(sortFresh(rows, order).map(keyIn[order]));
    expect(new Set(whole.map((entry) => entry.row.id)).size).toBe(rows.length);
  });
});

describe('typingSearch', () => {
  const sorted = sortFresh(
    [
      row('1', 'Maria Muster', 'maria@x.org', '2026-01-01'),
      row('2', 'Mario Rossi', 'mario@y.org', '2026-01-02'),
      row('3', 'Anna Meier', 'anna@x.org', '2026-01-03', 'Maple Lab'),
      row('4', 'Kobe Ito', 'kobe@z.org', '2026-01-04'),
    ],
    'name',
  );

  it('finds what a fresh search finds, keystroke after keystroke, backspaces included', () => {
    const search = typingSearch(sorted, 'all', () => false);
    for (const query of ['m', 'ma', 'mar', 'mari', 'maria', 'mari', 'mar', 'mar x', 'mar', '', 'k', 'ko', ''])
      expect(
        search(query).map((r) => r.id),
        query,
      ).toEqual(searchFresh(sorted, query, 'all', () => false).map((r) => r.id));
  });

  it('looks only in the last matches when the query grows, and not at all for a query it has seen', () => {
    let reads = 0;
    // The same sorted entries, each counting how often its text is looked at.
    const counted = sorted.map((entry) =>
      Object.defineProperty({ ...entry }, 'haystack', {
        get: () => {
          reads += 1;
          return entry.haystack;
        },
      }),
    );
    const search = typingSearch(counted, 'all', () => false);
    expect(search('ma').map((r) => r.id)).toEqual(['3', '1', '2']);
    expect(reads).toBe(4);
    reads = 0;
    expect(search('mari').map((r) => r.id)).toEqual(['1', '2']);
    expect(reads).toBe(3);
    reads = 0;
    expect(search('ma').map((r) => r.id)).toEqual(['3', '1', '2']);
    expect(reads).toBe(0);
  });
});

describe('firstByName', () => {
  const names = ['Zoë', 'adam', 'Émile', 'Bea', 'Adam', 'Carl', 'Zoe', 'Dora', 'Ben', 'Eli'];
  const people = names.map((name, index) => row(`p${index}`, name, `${index}@example.org`, '2026-11-01T09:00:00.000Z'));

  it('picks the first rows in the store’s order of names (plain code units), as sorting everyone would', () => {
    const byName = [...people].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    expect(firstByName(people, 4).map((person) => person.name)).toEqual(byName.slice(0, 4).map((person) => person.name));
    expect(firstByName(people, 4).map((person) => person.name)).toEqual(['Adam', 'Bea', 'Ben', 'Carl']);
  });

  it('gives everyone, in order, when there are fewer than asked', () => {
    expect(firstByName(people.slice(0, 3), 60).map((person) => person.name)).toEqual(['Zoë', 'adam', 'Émile'].sort());
  });
});
