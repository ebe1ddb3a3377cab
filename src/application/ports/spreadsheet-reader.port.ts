/** A spreadsheet read into rows keyed by column name (CSV or Excel). */
export type ParsedTable = {
  format: 'csv' | 'xlsx';
  columns: string[];
  rows: Array<Record<string, unknown>>;
  /** The first row of data is this line of the file (CSV) or row of the sheet (Excel). */
  firstDataLine: number;
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
