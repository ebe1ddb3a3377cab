/** A spreadsheet read into rows keyed by column name (CSV or Excel). */
export type ParsedTable = {
  format: 'csv' | 'xlsx';
  columns: string[];
  /**
   * Cells as the file holds them: texts, numbers (a date cell is its serial number in the 1900
   * date system, whatever the workbook's), and error cells (`SpreadsheetErrorCell`).
   */
  rows: Array<Record<string, unknown>>;
  /** The line of the file (CSV) or row of the sheet (Excel) of each row, for messages. */
  lines: number[];
  /** What the reader did that the person should know: the sheet it read, rows it left out. */
  notes: string[];
};

/** The file cannot be read as a table; the message says why, in words for the person. */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

export interface SpreadsheetReader {
  read(file: Blob, fileName: string): Promise<ParsedTable>;
}
