// A list's rows as columns and back (list-versions.ts says why columns).
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
