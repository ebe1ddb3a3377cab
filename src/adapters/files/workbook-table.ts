import type * as SheetJsModule from '@e965/xlsx';
import type { CellObject, WorkBook, WorkSheet } from '@e965/xlsx';
import type { SpreadsheetDateCell, SpreadsheetErrorCell, SpreadsheetNumberCell } from '../../domain/people/spreadsheet-cell';
import { holdsAddresses, namedColumnCount, peopleLineCount } from './table-lines';

type SheetJs = typeof SheetJsModule;

/** Days from 1900-01-00 to 1904-01-01 in Excel's counting: a 1904-system serial plus this is the 1900 serial. */
const DAYS_1904_TO_1900 = 1462;

/** One sheet's cells, row by row, with the sheet's row number of each. */
export type SheetRows = {
  name: string;
  hidden: boolean;
  rows: Array<{ line: number; cells: unknown[]; hidden: boolean; groups: boolean }>;
};

/** Whether a number format shows a time of day (hours or seconds; "m" alone may be months). */
const showsTime = (format: string) => /[hs]/i.test(format.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/**
 * Whether a number's own format writes it otherwise than its digits (a leading zero, spaces,
 * brackets). "General" is left out: it shortens long numbers ("4.17912E+11") where the digits
 * are the value.
 */
function showsOtherThanItsDigits(cell: CellObject): boolean {
  const format = typeof cell.z === 'string' ? cell.z : 'General';
  return format !== 'General' && typeof cell.w === 'string' && cell.w.trim() !== '' && cell.w !== String(cell.v);
}

/**
 * A cell as the import reads it: a date cell as its serial number in the 1900 date system
 * (whatever the workbook's) with the text the file shows, a number its format writes otherwise
 * (a phone number's leading zero) with that text too, other numbers as numbers, an error
 * cell as an error with its address, anything else its text.
 */
function cellValue(XLSX: SheetJs, cell: CellObject | undefined, address: string, date1904: boolean): unknown {
  if (!cell || cell.t === 'z') return '';
  if (cell.t === 'e') return { spreadsheetError: cell.w ?? `#ERROR ${String(cell.v)}`, cell: address } satisfies SpreadsheetErrorCell;
  if (cell.t === 'n' && typeof cell.v === 'number' && typeof cell.z === 'string' && XLSX.SSF.is_date(cell.z)) {
    return {
      serial: cell.v + (date1904 ? DAYS_1904_TO_1900 : 0),
      shown: cell.w ?? '',
      dateOnly: !showsTime(cell.z),
    } satisfies SpreadsheetDateCell;
  }
  if (cell.t === 'n' && typeof cell.v === 'number' && showsOtherThanItsDigits(cell)) {
    return { number: cell.v, shown: cell.w ?? '' } satisfies SpreadsheetNumberCell;
  }
  if (cell.t === 'n') return cell.v;
  if (cell.t === 'b') return cell.v;
  return cell.v ?? '';
}

/**
 * The cells below the first of a merge that spans rows, each with that first cell: a hand-made
 * list merges an organisation's cell down over its people, and the file keeps the value in the
 * top cell only. Merges within one row (a title across the columns) are left as they are.
 */
function mergedDown(XLSX: SheetJs, sheet: WorkSheet): Map<string, string> {
  const sources = new Map<string, string>();
  for (const merge of sheet['!merges'] ?? []) {
    const top = XLSX.utils.encode_cell(merge.s);
    for (let row = merge.s.r + 1; row <= merge.e.r; row += 1) sources.set(XLSX.utils.encode_cell({ r: row, c: merge.s.c }), top);
  }
  return sources;
}

function sheetRows(XLSX: SheetJs, name: string, sheet: WorkSheet, hidden: boolean, date1904: boolean): SheetRows {
  const result: SheetRows = { name, hidden, rows: [] };
  const reference = sheet['!ref'];
  if (!reference) return result;
  const range = XLSX.utils.decode_range(reference);
  const rowInfo = sheet['!rows'] ?? [];
  const merged = mergedDown(XLSX, sheet);
  const grouping = new Set((sheet['!merges'] ?? []).filter((merge) => merge.e.c > merge.s.c).map((merge) => merge.s.r));
  for (let row = range.s.r; row <= range.e.r; row += 1) {
    const cells: unknown[] = [];
    for (let column = range.s.c; column <= range.e.c; column += 1) {
      const address = XLSX.utils.encode_cell({ r: row, c: column });
      const source = merged.get(address) ?? address;
      cells.push(cellValue(XLSX, sheet[source] as CellObject | undefined, source, date1904));
    }
    if (cells.every((cell) => String(cell).trim() === '')) continue;
    // The header row counts as shown even when hidden: it names the columns.
    result.rows.push({ line: row + 1, cells, hidden: Boolean(rowInfo[row]?.hidden) && result.rows.length > 0, groups: grouping.has(row) });
  }
  return result;
}

/** Every sheet of the workbook, in order, with its visibility. */
export function workbookSheets(XLSX: SheetJs, workbook: WorkBook): SheetRows[] {
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  const visibility = workbook.Workbook?.Sheets ?? [];
  return workbook.SheetNames.map((name, index) => {
    const sheet = workbook.Sheets[name];
    const hidden = (visibility[index]?.Hidden ?? 0) !== 0;
    return sheet ? sheetRows(XLSX, name, sheet, hidden, date1904) : { name, hidden, rows: [] };
  });
}

/**
 * The sheet to import: one whose rows under its header hold e-mail addresses, visible first
 * (Numbers' "Export Summary" names sheets in three columns, a budget names costs: neither is a
 * list of people, and a person is imported by their address); else one whose rows of data span
 * two named columns or more (a cover sheet's title and a sentence under it are no list); else
 * the first visible one with rows of data, else the first hidden one (the note says so).
 */
export function sheetToImport(sheets: readonly SheetRows[]): SheetRows | null {
  const withData = sheets.filter((sheet) => peopleLineCount(sheet.rows) > 0);
  const lists = withData.filter((sheet) => namedColumnCount(sheet.rows) >= 2);
  const ofPeople = withData.filter((sheet) => holdsAddresses(sheet.rows));
  const visible = (sheet: SheetRows) => !sheet.hidden;
  const preferred = [ofPeople, lists, withData, sheets].flatMap((kind) => [...kind.filter(visible), ...kind]);
  return preferred[0] ?? null;
}
