import { UnreadableFileError, type ParsedTable, type SpreadsheetReader } from '../../application/ports/spreadsheet-reader.port';
import { DESCRIPTION, fileSignature } from './file-signature';

/** The largest file an import reads: far above 50,000 rows of people, far below what hangs a tab. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

function namedColumns(headers: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header, index) => {
    const base = String(header ?? '').trim() || `Column ${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

function table(format: ParsedTable['format'], headers: readonly unknown[], body: ReadonlyArray<readonly unknown[]>, firstDataLine: number): ParsedTable {
  const columns = namedColumns(headers);
  const rows = body
    .filter((cells) => cells.some((cell) => String(cell ?? '').trim() !== ''))
    .map((cells) => Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ''])));
  if (columns.length === 0) throw new UnreadableFileError('The file is empty.');
  if (rows.length === 0) throw new UnreadableFileError('The file has column names but no rows of people.');
  return { format, columns, rows, firstDataLine };
}

/** The parsers arrive with the first import: without network they cannot, and the person is told why. */
async function loadParser<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error('Error loading the spreadsheet reader:', error);
    throw new UnreadableFileError('The spreadsheet reader could not be loaded: check the connection, then choose the file again.');
  }
}

/**
 * CSV through Papa Parse and Excel through SheetJS (@e965/xlsx), both loaded only when an
 * administrator imports. Dates stay spreadsheet serial numbers here: the domain converts them.
 */
export class SpreadsheetFileReader implements SpreadsheetReader {
  async read(file: Blob, fileName: string): Promise<ParsedTable> {
    if (file.size > MAX_FILE_BYTES) throw new UnreadableFileError(`The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB. Split it, then import each part.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const signature = fileSignature(bytes);
    if (signature === 'empty') throw new UnreadableFileError('The file is empty.');
    const description = DESCRIPTION[signature];
    if (description) throw new UnreadableFileError(`“${fileName}” is ${description}, not a CSV or Excel file.`);
    return signature === 'zip' || signature === 'ole' ? this.readWorkbook(bytes, fileName) : this.readCsv(bytes);
  }

  private async readCsv(bytes: Uint8Array): Promise<ParsedTable> {
    const { default: Papa } = await loadParser(() => import('papaparse'));
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // Not UTF-8: spreadsheets on Windows save CSV in Windows-1252.
      text = new TextDecoder('windows-1252').decode(bytes);
    }
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
    const [headers, ...body] = parsed.data;
    if (!headers) throw new UnreadableFileError('The file is empty.');
    return table('csv', headers, body, 2);
  }

  private async readWorkbook(bytes: Uint8Array, fileName: string): Promise<ParsedTable> {
    const XLSX = await loadParser(() => import('@e965/xlsx'));
    let workbook;
    try {
      workbook = XLSX.read(bytes, { type: 'array', cellDates: false, cellFormula: false, cellHTML: false });
    } catch (error) {
      throw new UnreadableFileError(`“${fileName}” could not be read as an Excel file (${error instanceof Error ? error.message : String(error)}).`);
    }
    const name = workbook.SheetNames[0];
    const sheet = name ? workbook.Sheets[name] : undefined;
    if (!sheet) throw new UnreadableFileError('The workbook has no sheet.');
    // raw: numbers stay numbers, so a date cell arrives as its serial number.
    const [headers, ...body] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false });
    if (!headers) throw new UnreadableFileError('The first sheet is empty.');
    return table('xlsx', headers, body, 2);
  }
}
