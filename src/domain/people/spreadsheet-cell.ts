import { t } from '@lingui/core/macro';

/**
 * A spreadsheet cell holding an error (`#VALUE!`, `#REF!`, `#N/A`…): not a value. Readers keep
 * it as such, with the cell's address, so the import can say where to look instead of taking it
 * for an empty cell.
 */
export type SpreadsheetErrorCell = { readonly spreadsheetError: string; readonly cell: string };

export function isSpreadsheetErrorCell(value: unknown): value is SpreadsheetErrorCell {
  return typeof value === 'object' && value !== null && typeof (value as { spreadsheetError?: unknown }).spreadsheetError === 'string';
}

/** The rejection's words: where, what, what to do. */
export function spreadsheetErrorReason(label: string, value: SpreadsheetErrorCell): string {
  const { cell, spreadsheetError } = value;
  return t`${label}: cell ${cell} holds the spreadsheet error ${spreadsheetError}. Correct it in the file, then import it again.`;
}

/**
 * A number a spreadsheet formats as a date: its serial number in the 1900 date system (whatever
 * the workbook's), the text the file shows for it, and whether the format shows a date only
 * (then the serial is a whole day, whatever time zone the program that wrote it was in).
 */
export type SpreadsheetDateCell = { readonly serial: number; readonly shown: string; readonly dateOnly: boolean };

export function isSpreadsheetDateCell(value: unknown): value is SpreadsheetDateCell {
  return typeof value === 'object' && value !== null && typeof (value as { serial?: unknown }).serial === 'number';
}

/** A cell as the file shows it, for the preview. */
export function shownCell(value: unknown): string {
  if (isSpreadsheetErrorCell(value)) return value.spreadsheetError;
  if (isSpreadsheetDateCell(value)) return value.shown;
  return String(value ?? '');
}
