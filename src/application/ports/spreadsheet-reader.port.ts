/** A sheet of a workbook, as the import lists them to choose from. */
export type SheetSummary = { name: string; hidden: boolean; rows: number };

/** A spreadsheet read into rows keyed by column name (CSV or Excel). */
export type ParsedTable = {
  format: 'csv' | 'xlsx';
  columns: string[];
  /**
   * Cells as the file holds them: texts, numbers, date cells (`SpreadsheetDateCell`: the serial
   * number in the 1900 date system whatever the workbook's) and error cells (`SpreadsheetErrorCell`).
   */
  rows: Array<Record<string, unknown>>;
  /** The line of the file (CSV) or row of the sheet (Excel) of each row, for messages. */
  lines: number[];
  /** What the reader did that the person should know: the sheet it read, rows it left out. */
  notes: string[];
  /** A workbook's sheets (empty for CSV), and the one read. */
  sheets: SheetSummary[];
  sheet: string | null;
  /** Rows of the sheet that the workbook hides: their lines; left out unless asked for. */
  hiddenLines: number[];
};

/** What the administrator chose to read of a workbook: another sheet, the hidden rows too. */
export type ReadChoice = { sheet?: string; includeHiddenRows?: boolean };

/** The file cannot be read as a table; the message says why, in words for the person. */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

export interface SpreadsheetReader {
  read(file: Blob, fileName: string, choice?: ReadChoice): Promise<ParsedTable>;
}
