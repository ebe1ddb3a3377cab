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
  return `${label}: cell ${value.cell} holds the spreadsheet error ${value.spreadsheetError}. Correct it in the file, then import it again.`;
}
