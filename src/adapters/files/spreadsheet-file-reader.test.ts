import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from '../../application/ports/spreadsheet-reader.port';
import { SpreadsheetFileReader } from './spreadsheet-file-reader';

const reader = new SpreadsheetFileReader();
const blob = (content: BlobPart) => new Blob([content]);

function workbook(rows: unknown[][]): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'People');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

async function refusal(content: BlobPart, name = 'people.csv'): Promise<string> {
  const error = await reader.read(blob(content), name).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(UnreadableFileError);
  return (error as Error).message;
}

describe('SpreadsheetFileReader', () => {
  it('reads a CSV with quotes, commas, line breaks, accents and a byte-order mark', async () => {
    const parsed = await reader.read(blob('\uFEFFName,Email,Note\r\n"Ångström, Zoë",zoe@x.org,"line one\nline two"\r\n张伟,wei@x.org,\r\n\r\n'), 'people.csv');
    expect(parsed).toEqual({
      format: 'csv',
      columns: ['Name', 'Email', 'Note'],
      rows: [
        { Name: 'Ångström, Zoë', Email: 'zoe@x.org', Note: 'line one\nline two' },
        { Name: '张伟', Email: 'wei@x.org', Note: '' },
      ],
      firstDataLine: 2,
    });
  });

  it('reads Windows-1252 CSV', async () => {
    const latin1 = Uint8Array.from([...new TextEncoder().encode('Name,Email\r\nJos'), 0xe9, ...new TextEncoder().encode(',jose@x.org\r\n')]);
    expect((await reader.read(blob(latin1), 'legacy.csv')).rows[0]).toEqual({ Name: 'José', Email: 'jose@x.org' });
  });

  it('reads the first sheet of an Excel workbook, dates as serial numbers, formulas as their text', async () => {
    const parsed = await reader.read(blob(workbook([['Name', 'Email', 'Registered'], ['Ana', 'ana@x.org', 45658], ['=HYPERLINK("http://evil")', 'b@x.org', '2026-01-02']])), 'people.xlsx');
    expect(parsed.format).toBe('xlsx');
    expect(parsed.rows).toEqual([
      { Name: 'Ana', Email: 'ana@x.org', Registered: 45658 },
      { Name: '=HYPERLINK("http://evil")', Email: 'b@x.org', Registered: '2026-01-02' },
    ]);
  });

  it('names blank and repeated headers so no column is lost', async () => {
    expect((await reader.read(blob('Name,,Name\na,b,c\n'), 'x.csv')).columns).toEqual(['Name', 'Column 2', 'Name (2)']);
  });

  it('says why a file cannot be read', async () => {
    expect(await refusal('')).toBe('The file is empty.');
    expect(await refusal('Name,Email\r\n')).toBe('The file has column names but no rows of people.');
    expect(await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'photo.csv')).toBe('“photo.csv” is a PNG image, not a CSV or Excel file.');
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx')).toMatch(/could not be read as an Excel file/);
  });
});
