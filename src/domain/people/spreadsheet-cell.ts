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

/**
 * A number the spreadsheet shows otherwise than its digits: a phone number or a postal code
 * whose format writes the leading zero and the spaces ("06 12 34 56 78" holding 612345678), a
 * count shown "1,000". A text field takes what the file shows; a count takes the number.
 */
export type SpreadsheetNumberCell = { readonly number: number; readonly shown: string };

export function isSpreadsheetNumberCell(value: unknown): value is SpreadsheetNumberCell {
  return typeof value === 'object' && value !== null && typeof (value as { number?: unknown }).number === 'number';
}

/** The number a cell holds, when it holds one rather than text. */
export function numberInCell(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return isSpreadsheetNumberCell(value) ? value.number : undefined;
}

/** A cell as the file shows it, for the preview and the text fields. */
export function shownCell(value: unknown): string {
  if (isSpreadsheetErrorCell(value)) return value.spreadsheetError;
  if (isSpreadsheetDateCell(value) || isSpreadsheetNumberCell(value)) return value.shown;
  return String(value ?? '');
}
