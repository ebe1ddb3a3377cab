import {
  UnreadableFileError,
  type ParsedTable,
  type LegacyEncoding,
  type ReadChoice,
  type ReadNote,
  type SpreadsheetReader,
} from '../../application/ports/spreadsheet-reader.port';
import { DESCRIPTION, fileSignature, isEncryptedOfficeFile, otherDocumentKind } from './file-signature';
import { decodeLegacyText } from './legacy-text';
import { markOpenDocumentVisibility, openDocumentContent, type ZipReader } from './opendocument-visibility';
import { holdsSentences, peopleLineCount, table, type Line, type Workbook } from './table-lines';
import { sheetToImport, workbookSheets } from './workbook-table';

/** The largest file an import reads: far above 50,000 rows of people, far below what hangs a tab. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Excel's separator line ("sep=;"), first in the file: export libraries write it so that Excel
 * splits the columns whatever the language it runs in. It names the separator, and is no row.
 */
const SEPARATOR_LINE = /^"?sep=(.)"?(?:\r\n|\r|\n)/i;

/**
 * A web page or an XML document rather than CSV: it opens with a tag and closes one. Web
 * applications' "Export to Excel" often writes an HTML table named `.xls`; Excel's "XML
 * Spreadsheet 2003" and OpenDocument's flat `.fods` are XML.
 */
const MARKUP = /^\s*<[a-z!?][^>]*>/i;
const XML_WORKBOOK = /^\s*<\?xml|<Workbook[\s>]|<office:document[\s>]/;
const isMarkup = (text: string) => MARKUP.test(text) && /<\/|\/>/.test(text.slice(0, 64 * 1024));

/** The parsers arrive with the first import: without network they cannot, and the person is told why. */
async function loadParser<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error('Error loading the spreadsheet reader:', error);
    throw new UnreadableFileError({ kind: 'reader-unavailable' });
  }
}

/**
 * Text in the encoding the file is in: UTF-16 (Excel's "Unicode text"), UTF-8, else the code
 * page `chosen` or guessed (`legacy-text.ts`), which the table then names.
 */
function decodeText(
  bytes: Uint8Array,
  signature: ReturnType<typeof fileSignature>,
  chosen: LegacyEncoding | undefined,
): { text: string; encoding?: LegacyEncoding } {
  if (signature === 'utf-16le' || signature === 'utf-16be') return { text: new TextDecoder(signature).decode(bytes) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return decodeLegacyText(bytes, chosen);
  }
}

/** What a workbook that SheetJS cannot open is, for the person, without its internals. */
function unreadableWorkbook(fileName: string, bytes: Uint8Array, error: unknown): UnreadableFileError {
  console.error(`Error reading the workbook “${fileName}”:`, error);
  const message = error instanceof Error ? error.message : String(error);
  const otherKind = otherDocumentKind(bytes);
  if (otherKind) return new UnreadableFileError({ kind: 'other-document', fileName, document: otherKind });
  if (/password|encrypt|AlgID|RC4/i.test(message) || isEncryptedOfficeFile(bytes)) {
    return new UnreadableFileError({ kind: 'password', fileName });
  }
  return new UnreadableFileError({ kind: 'damaged', fileName });
}

/**
 * A binary workbook's kind, from the type SheetJS read: Excel 97-2003's files (a compound
 * document) come without one.
 */
function binaryFormat(bookType: string | undefined): ParsedTable['format'] {
  if (bookType === 'ods' || bookType === 'xlsb') return bookType;
  return bookType === 'xlsx' || bookType === 'xlsm' ? 'xlsx' : 'xls';
}

/**
 * CSV through Papa Parse and Excel through SheetJS (@e965/xlsx), both loaded only when an
 * administrator imports. Dates stay spreadsheet serial numbers here: the domain converts them.
 */
export class SpreadsheetFileReader implements SpreadsheetReader {
  async read(file: Blob, fileName: string, choice: ReadChoice = {}): Promise<ParsedTable> {
    if (file.size > MAX_FILE_BYTES) throw new UnreadableFileError({ kind: 'too-large', maxMegabytes: MAX_FILE_BYTES / 1024 / 1024 });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const signature = fileSignature(bytes);
    if (signature === 'empty') throw new UnreadableFileError({ kind: 'empty-file' });
    const description = DESCRIPTION[signature];
    if (description) throw new UnreadableFileError({ kind: 'other-document', fileName, document: description });
    if (signature === 'zip' || signature === 'ole') return this.readWorkbook({ bytes }, fileName, choice);
    const decoded = decodeText(bytes, signature, choice.encoding);
    const text = decoded.text.replace(/^\uFEFF/, '');
    const read = isMarkup(text) ? await this.readWorkbook({ bytes, text }, fileName, choice) : await this.readCsv(text);
    return decoded.encoding ? { ...read, encoding: decoded.encoding } : read;
  }

  private async readCsv(unmarked: string): Promise<ParsedTable> {
    const { default: Papa } = await loadParser(() => import('papaparse'));
    const separatorLine = SEPARATOR_LINE.exec(unmarked);
    const body = separatorLine ? unmarked.slice(separatorLine[0].length) : unmarked;
    // Unless the file names it, the separator is guessed on the first lines with blank ones
    // skipped (a blank line has one field whatever the separator), then the whole file is read
    // keeping them, to count lines.
    const delimiter = separatorLine?.[1] ?? Papa.parse<string[]>(body, { preview: 20, skipEmptyLines: 'greedy' }).meta.delimiter;
    const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
    // Each record is one line of the file plus the line breaks inside its quoted fields.
    const lines: Line[] = [];
    let line = separatorLine ? 2 : 1;
    for (const cells of parsed.data) {
      if (cells.some((cell) => cell.trim() !== '')) lines.push({ line, cells });
      line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
    }
    return table('csv', lines, [], { kind: 'empty-file' });
  }

  /** A binary workbook from its bytes, or a web page's table or an XML workbook from its decoded text. */
  private async readWorkbook(file: { bytes: Uint8Array; text?: string }, fileName: string, choice: ReadChoice): Promise<ParsedTable> {
    const XLSX = await loadParser(() => import('@e965/xlsx'));
    const { bytes, text } = file;
    let sheets;
    let bookType: string | undefined;
    try {
      // cellNF: the number formats say which numbers are dates; cellStyles: which rows are hidden.
      // raw: a web page's cells stay the text it shows ("0612345678", "05/11/2026"), as a CSV's.
      const workbook = XLSX.read(text ?? bytes, {
        type: text === undefined ? 'array' : 'string',
        raw: text !== undefined,
        cellDates: false,
        cellNF: true,
        cellStyles: true,
        cellFormula: false,
        cellHTML: false,
      });
      if (workbook.bookType === 'ods' || workbook.bookType === 'fods') {
        markOpenDocumentVisibility(workbook, text ?? openDocumentContent(XLSX.CFB as ZipReader, bytes));
      }
      sheets = workbookSheets(XLSX, workbook);
      bookType = workbook.bookType;
    } catch (error) {
      if (text === undefined) throw unreadableWorkbook(fileName, bytes, error);
      console.error(`Error reading the tables of “${fileName}”:`, error);
      throw new UnreadableFileError({ kind: 'other-document', fileName, document: 'markup-without-table' });
    }
    const chosen = sheets.find((sheet) => sheet.name === choice.sheet) ?? sheetToImport(sheets);
    if (!chosen) throw new UnreadableFileError({ kind: 'no-sheet' });
    const hidden = chosen.rows.filter((row) => row.hidden);
    const notes: ReadNote[] = [];
    if (chosen.hidden && !choice.sheet) notes.push({ kind: 'hidden-sheet', sheet: chosen.name });
    if (hidden.length > 0 && !choice.includeHiddenRows) notes.push({ kind: 'hidden-rows', lines: hidden.map((row) => row.line) });
    const rows = choice.includeHiddenRows ? chosen.rows : chosen.rows.filter((row) => !row.hidden);
    const workbook: Workbook = {
      sheets: sheets.map(({ name, hidden, rows }) => ({
        name,
        hidden,
        rows: peopleLineCount(rows),
        sentences: rows.length > 0 && holdsSentences(rows),
      })),
      sheet: chosen.name,
      hiddenLines: hidden.map((row) => row.line),
    };
    const others = sheets.length > 1;
    if (rows.length > 0 && holdsSentences(rows)) throw new UnreadableFileError({ kind: 'sentences-sheet', sheet: chosen.name, others });
    const format = text === undefined ? binaryFormat(bookType) : XML_WORKBOOK.test(text.slice(0, 4096)) ? 'xml' : 'html';
    return table(format, rows, notes, { kind: 'empty-sheet', sheet: chosen.name, others }, workbook);
  }
}
