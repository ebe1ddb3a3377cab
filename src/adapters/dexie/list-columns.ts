// A list's rows as columns and back (list-versions.ts says why columns).
import { byCodeUnits, placeAfterEquals } from '../../domain/shared/order';
import type { ListCopyPart } from './list-versions';

/** The copy's rows, each a frozen object with the fields its record had. */
export function rowsOf<T>(parts: readonly ListCopyPart[]): T[] {
  const rows: T[] = [];
  for (const part of parts) {
    const length = part.columns[0]?.length ?? 0;
    for (let index = 0; index < length; index += 1) {
      const row: Record<string, unknown> = {};
      part.fields.forEach((field, column) => {
        const value = part.columns[column]?.[index];
        if (value !== undefined) row[field] = value;
      });
      rows.push(Object.freeze(row) as T);
    }
  }
  return rows;
}

/** Rows as one part of a copy: a column per field any of them has. */
export function partOf(table: string, token: string | null, rows: readonly object[], index: number, parts: number): ListCopyPart {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = fields.map((field) => rows.map((row) => (row as Record<string, unknown>)[field]));
  return { id: `${table}#${index}`, table, token, index, parts, fields, columns };
}

const nameOf = (row: object) => {
  const name = (row as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
};

/** Names sampled per part to choose where the parts are cut: enough for parts of about equal size. */
const SAMPLED_PER_PART = 32;

/**
 * `rows` cut into `parts` ranges of names, each range's rows in name order (plain code units, as
 * the name index orders them): part after part, the rows in name order. Why: lists open by name,
 * and 50,000 people who come in that order sort in half the time of people in key order
 * (docs/performance.md). Each part is cut and sorted when it is asked for, in the task that
 * writes it: a few milliseconds, where sorting everyone at once would hold the page (the rows
 * are put in their parts once, in the first part's task). The cuts come from a sample, so parts
 * are about equal; people of the same name are in one part.
 */
export function nameRanges<T extends object>(rows: readonly T[], parts: number): (index: number) => T[] {
  const step = Math.max(1, Math.floor(rows.length / (parts * SAMPLED_PER_PART)));
  const sample: string[] = [];
  for (let index = 0; index < rows.length; index += step) sample.push(nameOf(rows[index] as T));
  sample.sort(byCodeUnits);
  const cuts = Array.from({ length: parts - 1 }, (_, index) => sample[Math.floor(((index + 1) * sample.length) / parts)] ?? '');
  // Each row's part, found once for all (after the cuts at or below its name), in the first part's task.
  let partsByIndex: T[][] | null = null;
  return (index) => {
    partsByIndex ??= cutAt(rows, cuts);
    return (partsByIndex[index] ?? []).sort((a, b) => byCodeUnits(nameOf(a), nameOf(b)));
  };
}

/** `rows` in `cuts.length + 1` parts: part `i` holds the names from cut `i - 1` up to cut `i` (excluded). */
function cutAt<T extends object>(rows: readonly T[], cuts: readonly string[]): T[][] {
  const parts: T[][] = Array.from({ length: cuts.length + 1 }, () => []);
  for (const row of rows) (parts[placeAfterEquals(cuts, nameOf(row), byCodeUnits)] as T[]).push(row);
  return parts;
}
