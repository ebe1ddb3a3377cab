/**
 * A sheet of a workbook, as the import lists them to choose from. `sentences`: it holds text
 * rather than a table (a read-me or cover page: no line of two cells, no e-mail address); its
 * `rows` are then 0.
 */
export type SheetSummary = { name: string; hidden: boolean; rows: number; sentences: boolean };

/**
 * A spreadsheet read into rows keyed by column name: CSV, a workbook (Excel, OpenDocument),
 * a web page's table (the "Excel" export of many web applications) or an XML workbook (Excel's
 * "XML Spreadsheet 2003", OpenDocument's flat file).
 */
export type ParsedTable = {
  /** The file's kind, as the preview names it: a binary workbook's own (Excel's two, OpenDocument's). */
  format: 'csv' | 'xlsx' | 'xlsb' | 'xls' | 'ods' | 'html' | 'xml';
  columns: string[];
  /**
   * Cells as the file holds them: texts, numbers, date cells (`SpreadsheetDateCell`: the serial
   * number in the 1900 date system whatever the workbook's) and error cells (`SpreadsheetErrorCell`).
   */
  rows: Array<Record<string, unknown>>;
  /** The line of the file (CSV) or row of the sheet (Excel) of each row, for messages. */
  lines: number[];
  /** What the reader did that the person should know: the sheet it read, rows it left out. */
  notes: ReadNote[];
  /** A workbook's sheets (empty for CSV), and the one read. */
  sheets: SheetSummary[];
  sheet: string | null;
  /** Rows of the sheet that the workbook hides: their lines; left out unless asked for. */
  hiddenLines: number[];
  /** The code page a text file that is not Unicode was read in, guessed or chosen; absent for Unicode and workbooks. */
  encoding?: LegacyEncoding;
};

/** What the administrator chose to read of a workbook: another sheet, the hidden rows too. */
/**
 * The code pages a text file that is not Unicode is read in: what Excel for Windows writes in
 * Western Europe and the Americas, in Central Europe, what Excel for Mac writes, and DOS's
 * (Excel's "CSV (MS-DOS)").
 */
export type LegacyEncoding = 'windows-1252' | 'windows-1250' | 'macintosh' | 'ibm850';

/** `encoding`: the code page to read a text file that is not Unicode in, rather than the one guessed. */
export type ReadChoice = { sheet?: string; includeHiddenRows?: boolean; encoding?: LegacyEncoding };

/** What the reader did that the person should know; the page words it in their language. */
export type ReadNote =
  /** The visible sheets hold no rows of people: this hidden one was read. */
  | { kind: 'hidden-sheet'; sheet: string }
  /** Rows the sheet hides were left out (their lines). */
  | { kind: 'hidden-rows'; lines: number[] }
  /** Lines of one cell above the column names (a title) were left out (their lines). */
  | { kind: 'title-lines'; lines: number[] }
  /** The column names were read from two lines, a heading over several columns above (their lines). */
  | { kind: 'header-lines'; lines: number[] };

/** A document that is not a table, as the reader recognised it. */
export type OtherDocument =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'pdf'
  | 'word'
  | 'powerpoint'
  | 'opendocument-text'
  | 'opendocument-presentation'
  /** A web page or an XML document that holds no table. */
  | 'markup-without-table'
  | 'unrecognised-binary';

/** Why a file cannot be read as a table; the page says it, and what to do, in the person's language. */
export type UnreadableReason =
  | { kind: 'too-large'; maxMegabytes: number }
  | { kind: 'empty-file' }
  | { kind: 'other-document'; fileName: string; document: OtherDocument }
  | { kind: 'password'; fileName: string }
  | { kind: 'damaged'; fileName: string }
  /** The parsers load with the first import, and could not (no network). */
  | { kind: 'reader-unavailable' }
  | { kind: 'no-sheet' }
  /** `others`: the workbook has other sheets to choose from. */
  | { kind: 'empty-sheet'; sheet: string; others: boolean }
  /** The sheet holds sentences, not a table (a read-me or cover page); `others` as above. */
  | { kind: 'sentences-sheet'; sheet: string; others: boolean }
  | { kind: 'no-rows' };

/** The file cannot be read as a table; `reason` says why. */
export class UnreadableFileError extends Error {
  constructor(readonly reason: UnreadableReason) {
    super(`The file cannot be read as a table (${reason.kind}).`);
    this.name = 'UnreadableFileError';
  }
}

export interface SpreadsheetReader {
  read(file: Blob, fileName: string, choice?: ReadChoice): Promise<ParsedTable>;
}
