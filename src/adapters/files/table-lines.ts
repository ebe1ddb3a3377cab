import {
  UnreadableFileError,
  type ParsedTable,
  type ReadNote,
  type UnreadableReason,
} from '../../application/ports/spreadsheet-reader.port';
import { shownCell } from '../../domain/people/spreadsheet-cell';

/**
 * A line of the file (CSV) or row of the sheet, with its cells; blank ones are left out before.
 * `groups`: a cell of the row is merged across columns (a heading over several columns).
 */
export type Line = { line: number; cells: readonly unknown[]; groups?: boolean };

export type Workbook = Pick<ParsedTable, 'sheets' | 'sheet' | 'hiddenLines'>;
const NOT_A_WORKBOOK: Workbook = { sheets: [], sheet: null, hiddenLines: [] };

/** How far down the column names are looked for, below lines of one cell. */
const TITLE_LINES_AT_MOST = 5;

const isBlank = (cell: unknown) => String(cell ?? '').trim() === '';

function namedColumns(headers: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header, index) => {
    const base = shownCell(header).trim() || `Column ${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/** How many cells a row holds up to its last one that is not blank. */
function filledWidth(cells: readonly unknown[]): number {
  let width = cells.length;
  while (width > 0 && isBlank(cells[width - 1])) width -= 1;
  return width;
}

/** An e-mail address: column names never hold one, a person's line does. */
const HOLDS_AN_ADDRESS = /\S@\S+\.\S/;

/**
 * How many lines of one cell come before the column names: a sheet's title ("Guest list —
 * Summit"), a report's "Generated on 30 November". They are taken as such only when the line
 * after them holds two cells or more and no e-mail address (column names, not a person), and
 * the one after that two cells or more too: a list whose only column name is "Email", or a
 * list of one column where a person's note adds a cell, stays whole.
 */
function titleLines(lines: readonly Line[]): number {
  const filled = (index: number) => (lines[index]?.cells ?? []).filter((cell) => !isBlank(cell));
  for (let index = 0; index <= TITLE_LINES_AT_MOST && index < lines.length; index += 1) {
    const cells = filled(index);
    if (cells.length < 2) continue;
    const columnNames = !cells.some((cell) => HOLDS_AN_ADDRESS.test(String(cell)));
    return columnNames && filled(index + 1).length >= 2 ? index : 0;
  }
  return 0;
}

/**
 * Whether the column names take a second line: a workbook's header whose cell spans several
 * columns ("Contact" over "E-mail" and "Phone"), above a line of two cells or more that holds
 * no e-mail address, with a line below it. Each column is then named by the lower line, or by
 * the upper one where the lower is blank (a name merged down, or written once above).
 */
function headerHeight(lines: readonly Line[], titles: number): 1 | 2 {
  const [upper, lower, below] = lines.slice(titles);
  if (!upper?.groups || !lower || !below) return 1;
  const filled = lower.cells.filter((cell) => !isBlank(cell));
  return filled.length >= 2 && !filled.some((cell) => HOLDS_AN_ADDRESS.test(String(cell))) ? 2 : 1;
}

/**
 * Whether a sheet holds sentences rather than a table: a read-me or cover page ("The list is on
 * the next sheet."). No line has two cells or more and none holds an e-mail address, so no
 * column can feed both a name and an e-mail; a column of addresses alone stays a table.
 */
export function holdsSentences(lines: readonly Line[]): boolean {
  return lines.every(
    ({ cells }) => cells.filter((cell) => !isBlank(cell)).length < 2 && !cells.some((cell) => HOLDS_AN_ADDRESS.test(String(cell))),
  );
}

/** How many people a sheet's lines hold: those under the column names, the title left out; none in sentences. */
export function peopleLineCount(lines: readonly Line[]): number {
  if (holdsSentences(lines)) return 0;
  const titles = titleLines(lines);
  return Math.max(0, lines.length - titles - headerHeight(lines, titles));
}

/** How many columns a sheet's column names name: a cover sheet's title and sentences name one. */
export function namedColumnCount(lines: readonly Line[]): number {
  return (lines[titleLines(lines)]?.cells ?? []).filter((cell) => !isBlank(cell)).length;
}

/** Whether a line under a sheet's column names holds an e-mail address, as a list of people does. */
export function holdsAddresses(lines: readonly Line[]): boolean {
  const titles = titleLines(lines);
  return lines.slice(titles + headerHeight(lines, titles)).some(({ cells }) => cells.some((cell) => HOLDS_AN_ADDRESS.test(String(cell))));
}

/**
 * The table of a sheet or CSV: its first line names the columns (its first two under a heading
 * that spans columns), after any title lines; both are said in notes. A cell beyond the last named column (a note typed in the next
 * column, a row with one field more) gets a column of its own rather than being lost: the
 * columns reach the widest row.
 */
export function table(
  format: ParsedTable['format'],
  allLines: readonly Line[],
  notes: ReadNote[],
  empty: UnreadableReason,
  workbook: Workbook = NOT_A_WORKBOOK,
): ParsedTable {
  const titles = titleLines(allLines);
  const height = headerHeight(allLines, titles);
  const headers = allLines.slice(titles, titles + height);
  const body = allLines.slice(titles + height);
  const [header, lower] = headers;
  if (!header) throw new UnreadableFileError(empty);
  const names = lower ? lower.cells.map((cell, index) => (isBlank(cell) ? header.cells[index] : cell)) : header.cells;
  const width = body.reduce((widest, { cells }) => Math.max(widest, filledWidth(cells)), Math.max(header.cells.length, names.length));
  const columns = namedColumns(Array.from({ length: width }, (_, index) => names[index]));
  if (body.length === 0) throw new UnreadableFileError({ kind: 'no-rows' });
  const titleNote: ReadNote[] = titles > 0 ? [{ kind: 'title-lines', lines: allLines.slice(0, titles).map(({ line }) => line) }] : [];
  const headerNote: ReadNote[] = lower ? [{ kind: 'header-lines', lines: headers.map(({ line }) => line) }] : [];
  return {
    format,
    columns,
    rows: body.map(({ cells }) => Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']))),
    lines: body.map(({ line }) => line),
    notes: [...titleNote, ...headerNote, ...notes],
    ...workbook,
  };
}
