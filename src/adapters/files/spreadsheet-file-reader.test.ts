import * as XLSX from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UnreadableFileError, type ReadChoice, type UnreadableReason } from '../../application/ports/spreadsheet-reader.port';
import { SpreadsheetFileReader } from './spreadsheet-file-reader';
import { guessMapping, mapRows } from '../../domain/people/import-mapping';
import { toCsv } from '../../domain/csv/csv';

const reader = new SpreadsheetFileReader();

// Unreadable workbooks are logged on purpose; keep the output readable.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
const blob = (content: BlobPart) => new Blob([content]);

/** A workbook of the sheets given, in order; those named in `hidden` are hidden. */
function workbookOf(sheets: Record<string, unknown[][]>, hidden: readonly string[] = []): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  book.Workbook = { Sheets: Object.keys(sheets).map((name) => ({ Hidden: hidden.includes(name) ? 1 : 0 })) };
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const workbook = (rows: unknown[][]) => workbookOf({ People: rows });

/** Why the reader refuses the file (the page words it: src/ui/admin/file-sentences.ts). */
async function refusal(content: BlobPart, name = 'people.csv', choice: ReadChoice = {}): Promise<UnreadableReason> {
  const error = await reader.read(blob(content), name, choice).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(UnreadableFileError);
  return (error as UnreadableFileError).reason;
}

describe('SpreadsheetFileReader', () => {
  it('reads a CSV with quotes, commas, line breaks, accents and a byte-order mark', async () => {
    const parsed = await reader.read(
      blob('\uFEFFName,Email,Note\r\n"Ångström, Zoë",zoe@x.org,"line one\nline two"\r\n张伟,wei@x.org,\r\n\r\n'),
      'people.csv',
    );
    expect(parsed).toEqual({
      format: 'csv',
      columns: ['Name', 'Email', 'Note'],
      rows: [
        { Name: 'Ångström, Zoë', Email: 'zoe@x.org', Note: 'line one\nline two' },
        { Name: '张伟', Email: 'wei@x.org', Note: '' },
      ],
      // The second row starts on line 4: the first one's note spans two lines.
      lines: [2, 4],
      notes: [],
      sheets: [],
      sheet: null,
      hiddenLines: [],
    });
  });

  it('reads Windows-1252 CSV', async () => {
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode('Name,Email\r\nJos'),
      0xe9,
      ...new TextEncoder().encode(',jose@x.org\r\n'),
    ]);
    expect((await reader.read(blob(latin1), 'legacy.csv')).rows[0]).toEqual({ Name: 'José', Email: 'jose@x.org' });
  });

  it('reads the first sheet of an Excel workbook, dates as serial numbers, formulas as their text', async () => {
    const parsed = await reader.read(
      blob(
        workbook([
          ['Name', 'Email', 'Registered'],
          ['Ana', 'ana@x.org', 45658],
          ['=HYPERLINK("http://evil")', 'b@x.org', '2026-01-02'],
        ]),
      ),
      'people.xlsx',
    );
    expect(parsed.format).toBe('xlsx');
    expect(parsed.rows).toEqual([
      { Name: 'Ana', Email: 'ana@x.org', Registered: 45658 },
      { Name: '=HYPERLINK("http://evil")', Email: 'b@x.org', Registered: '2026-01-02' },
    ]);
  });

  it('names blank and repeated headers so no column is lost', async () => {
    expect((await reader.read(blob('Name,,Name\na,b,c\n'), 'x.csv')).columns).toEqual(['Name', 'Column 2', 'Name (2)']);
  });

  it('gives a cell beyond the last titled column a column of its own, and adds none for trailing separators', async () => {
    const parsed = await reader.read(blob('Name,Email\r\nAda,ada@x.org,,\r\nGrace,grace@x.org,vegetarian\r\n'), 'x.csv');
    expect(parsed.columns).toEqual(['Name', 'Email', 'Column 3']);
    expect(parsed.rows).toEqual([
      { Name: 'Ada', Email: 'ada@x.org', 'Column 3': '' },
      { Name: 'Grace', Email: 'grace@x.org', 'Column 3': 'vegetarian' },
    ]);
    const sheet = await reader.read(
      blob(
        workbook([
          ['Name', 'Email'],
          ['Ada', 'ada@x.org', 'wheelchair'],
        ]),
      ),
      'x.xlsx',
    );
    expect(sheet.rows).toEqual([{ Name: 'Ada', Email: 'ada@x.org', 'Column 3': 'wheelchair' }]);
  });

  it('leaves out the title lines above the column names, and says so', async () => {
    const sheet = await reader.read(
      blob(workbook([['Guest list — Summit 2026'], [], ['Name', 'Email'], ['Ada Lovelace', 'ada@x.org'], ['Grace Hopper', 'grace@x.org']])),
      'guests.xlsx',
    );
    expect(sheet.columns).toEqual(['Name', 'Email']);
    expect(sheet.lines).toEqual([4, 5]);
    expect(sheet.notes).toEqual([{ kind: 'title-lines', lines: [1] }]);
    expect(sheet.sheets).toEqual([{ name: 'People', hidden: false, rows: 2, sentences: false }]);
    const report = await reader.read(
      blob('Attendee report,,\r\nGenerated 2026-11-30,,\r\n\r\nName,Email,Company\r\nAda,ada@x.org,\r\n'),
      'r.csv',
    );
    expect(report.columns).toEqual(['Name', 'Email', 'Company']);
    expect(report.rows).toEqual([{ Name: 'Ada', Email: 'ada@x.org', Company: '' }]);
    expect(report.notes).toEqual([{ kind: 'title-lines', lines: [1, 2] }]);
  });

  it('takes a lone column name above people of two cells for column names, not a title', async () => {
    const parsed = await reader.read(blob('Email\nada@x.org,Ada Lovelace\ngrace@x.org,Grace Hopper\n'), 'x.csv');
    expect(parsed.columns).toEqual(['Email', 'Column 2']);
    expect(parsed.rows[0]).toEqual({ Email: 'ada@x.org', 'Column 2': 'Ada Lovelace' });
    expect(parsed.notes).toEqual([]);
  });

  it('keeps a list of one column whole, a person’s note in the next column included', async () => {
    const parsed = await reader.read(blob('Email\nada@x.org\ngrace@x.org,speaker\nalan@x.org\n'), 'x.csv');
    expect(parsed.columns).toEqual(['Email', 'Column 2']);
    expect(parsed.lines).toEqual([2, 3, 4]);
    expect(parsed.notes).toEqual([]);
  });

  it('imports our own CSV as it was exported: a phone number starting with “+” loses the apostrophe that kept it from running', async () => {
    const exported = {
      id: 'p1',
      name: 'Zoë Dupont',
      email: 'zoe@example.org',
      phone: '+41 79 123 45 67',
      organisation: '-',
      city: '@home',
    };
    const parsed = await reader.read(blob(`\uFEFF${toCsv([exported], { header: true })}`), 'users.csv');
    expect(parsed.rows[0]?.phone).toBe("'+41 79 123 45 67");
    const { people } = mapRows('directory', parsed.rows, guessMapping('directory', parsed.columns), new Date(), 'UTC');
    expect(people[0]?.person).toMatchObject({ phone: '+41 79 123 45 67', organisation: '-', city: '@home', name: 'Zoë Dupont' });
  });

  it('says why a file cannot be read', async () => {
    expect(await refusal('')).toEqual({ kind: 'empty-file' });
    expect(await refusal('Name,Email\r\n')).toEqual({ kind: 'no-rows' });
    expect(await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'photo.csv')).toEqual({
      kind: 'other-document',
      fileName: 'photo.csv',
      document: 'png',
    });
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx')).toEqual({
      kind: 'damaged',
      fileName: 'broken.xlsx',
    });
  });

  it('counts file lines past blank lines, so messages point at the right line', async () => {
    expect((await reader.read(blob('Name,Email\n\nAda,ada@x.org\n\n\nGrace,grace@x.org\n'), 'x.csv')).lines).toEqual([3, 6]);
  });
});

describe('SpreadsheetFileReader, files made the way other programs make them (tests/fixtures/spreadsheets)', () => {
  const fixture = (name: string) => blob(readFileSync(new URL(`../../../tests/fixtures/spreadsheets/${name}`, import.meta.url)));

  it('honours the 1904 date system: the same calendar date as a 1900 workbook, shown as the file shows it', async () => {
    const [from1904, from1900] = await Promise.all([
      reader.read(fixture('dates-1904.xlsx'), 'mac.xlsx'),
      reader.read(fixture('dates-1900.xlsx'), 'windows.xlsx'),
    ]);
    const octoberFirst = { serial: 44105, shown: '2020-10-01', dateOnly: true };
    expect(from1904.rows[0]?.['Registered on']).toEqual(octoberFirst);
    expect(from1900.rows[0]?.['Registered on']).toEqual(octoberFirst);
  });

  it('reads OpenDocument date cells as date cells, in any time zone of the machine', async () => {
    const flat = await reader.read(fixture('dates.fods'), 'libreoffice.fods');
    expect([flat.format, flat.rows[0]?.['Registered on']]).toEqual(['xml', { serial: 44105, shown: '10/1/20', dateOnly: true }]);
    const parsed = await reader.read(fixture('dates.ods'), 'libreoffice.ods');
    expect(parsed.rows[0]?.['Registered on']).toEqual({ serial: 44105, shown: '10/1/20', dateOnly: true });
    const { people } = mapRows('directory', parsed.rows, guessMapping('directory', parsed.columns), new Date(), 'Europe/Zurich');
    expect(people[0]?.person.createdAt).toBe('2020-09-30T22:00:00.000Z');
  });

  it('reads a phone number as its format writes it (the leading zero, the pairs), a count as its number, a date column name as shown', async () => {
    const parsed = await reader.read(fixture('formatted-numbers.xlsx'), 'invités.xlsx');
    expect(parsed.columns).toEqual(['Name', 'Email', 'Phone', 'Guests', '2020-10-01']);
    const mapping = guessMapping('nationalday', parsed.columns);
    const { people, rejected } = mapRows('nationalday', parsed.rows, mapping, new Date());
    expect(rejected).toEqual([]);
    expect(people.map(({ person }) => [person.phone, person.guests])).toEqual([
      ['06 12 34 56 78', 2],
      ['(555) 123-4567', 0],
      // "General" shortens long numbers on screen; the digits are the value.
      ['41791234567', 1],
    ]);
  });

  it('gives each person the organisation merged down over them, and leaves a title merged across the columns a title', async () => {
    const parsed = await reader.read(fixture('merged-cells.xlsx'), 'guests.xlsx');
    expect(parsed.notes).toEqual([{ kind: 'title-lines', lines: [1] }]);
    expect(parsed.rows.map((row) => [row.Name, row.Organisation])).toEqual([
      ['Zoé Lefèvre', 'Dupont & Fils'],
      ['Marc Dupont', 'Dupont & Fils'],
      ['Léa Dupont', 'Dupont & Fils'],
      ['Ada Lovelace', 'Analytical Engines'],
    ]);
    const page =
      '<table><tr><th>Name</th><th>Email</th><th>Company</th></tr><tr><td>Zoé</td><td>zoe@x.org</td><td rowspan="2">Dupont</td></tr>' +
      '<tr><td>Marc</td><td>marc@x.org</td></tr></table>';
    expect((await reader.read(blob(page), 'report.xls')).rows.map((row) => row.Company)).toEqual(['Dupont', 'Dupont']);
  });

  it('reads column names written on two rows under a heading that spans columns, and says so', async () => {
    const parsed = await reader.read(fixture('two-row-header.xlsx'), 'guests.xlsx');
    expect(parsed.columns).toEqual(['Name', 'E-mail', 'Phone', 'Registered on']);
    expect(parsed.notes).toEqual([{ kind: 'header-lines', lines: [1, 2] }]);
    expect(parsed.lines).toEqual([3, 4]);
    expect(parsed.sheets).toEqual([{ name: 'Guests', hidden: false, rows: 2, sentences: false }]);
    const { people, rejected } = mapRows('directory', parsed.rows, guessMapping('directory', parsed.columns), new Date(), 'UTC');
    expect(rejected).toEqual([]);
    expect(people.map(({ person }) => [person.name, person.email, person.phone])).toEqual([
      ['Zoé Lefèvre', 'zoe@example.org', '+33 6 12 34 56 78'],
      ['Ada Lovelace', 'ada@example.org', undefined],
    ]);
  });

  it('keeps one header row when the row under a spanning heading is a person', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Guests', '', ''],
      ['Name', 'Email', 'Phone'],
      ['Ada', 'ada@x.org', ''],
      ['Bo', 'bo@x.org', ''],
    ]);
    sheet['!merges'] = [XLSX.utils.decode_range('A2:B2')];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'People');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const parsed = await reader.read(blob(bytes), 'people.xlsx');
    expect([parsed.columns, parsed.lines]).toEqual([
      ['Name', 'Email', 'Phone'],
      [3, 4],
    ]);
  });

  it('keeps error cells as errors with their address, not as empty cells', async () => {
    const parsed = await reader.read(fixture('error-cells.xlsx'), 'errors.xlsx');
    expect(parsed.rows[1]?.['Registered on']).toEqual({ spreadsheetError: '#VALUE!', cell: 'C3' });
    expect(parsed.rows[2]?.Name).toEqual({ spreadsheetError: '#REF!', cell: 'A4' });
    expect(parsed.lines).toEqual([2, 3, 4]);
  });

  it('reads the people from a hidden sheet when the visible ones hold none, leaves hidden rows out, and says both', async () => {
    const parsed = await reader.read(fixture('hidden-sheet.xlsx'), 'guests.xlsx');
    expect(parsed.rows.map((row) => row.Name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(parsed.lines).toEqual([2, 4]);
    expect(parsed.notes).toEqual([
      { kind: 'hidden-sheet', sheet: 'People' },
      { kind: 'hidden-rows', lines: [3] },
    ]);
    expect(parsed.sheets).toEqual([
      { name: 'Cover', hidden: false, rows: 0, sentences: true },
      { name: 'People', hidden: true, rows: 3, sentences: false },
    ]);
    expect([parsed.sheet, parsed.hiddenLines]).toEqual(['People', [3]]);
  });

  it('names a binary Excel workbook (.xlsb) as such in the preview', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Name', 'Email'],
        ['Ada', 'ada@x.org'],
      ]),
      'People',
    );
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsb' }) as ArrayBuffer);
    const parsed = await reader.read(blob(bytes), 'people.xlsb');
    expect([parsed.format, parsed.rows]).toEqual(['xlsb', [{ Name: 'Ada', Email: 'ada@x.org' }]]);
  });

  it('passes over a cover sheet of sentences for the list after it, and reads a workbook of one column whole', async () => {
    const sheets = {
      'Read me': [['Open day: registrations'], [], ['The list is on the next sheet.']],
      People: [
        ['Name', 'Email'],
        ['Ada', 'ada@x.org'],
      ],
    };
    const parsed = await reader.read(blob(workbookOf(sheets)), 'open-day.xlsx');
    expect([parsed.sheet, parsed.notes, parsed.rows]).toEqual(['People', [], [{ Name: 'Ada', Email: 'ada@x.org' }]]);
    expect(parsed.sheets).toEqual([
      { name: 'Read me', hidden: false, rows: 0, sentences: true },
      { name: 'People', hidden: false, rows: 1, sentences: false },
    ]);
    // Chosen anyway, the cover sheet is not read as a table whose column is its first sentence.
    await expect(reader.read(blob(workbookOf(sheets)), 'open-day.xlsx', { sheet: 'Read me' })).rejects.toMatchObject({
      reason: { kind: 'sentences-sheet', sheet: 'Read me', others: true },
    });
    const { 'Read me': readMe } = sheets;
    await expect(reader.read(blob(workbookOf({ 'Read me': readMe })), 'read-me.xlsx')).rejects.toMatchObject({
      reason: { kind: 'sentences-sheet', sheet: 'Read me', others: false },
    });
    const oneColumn = await reader.read(blob(workbook([['Email'], ['ada@x.org'], ['bo@x.org']])), 'emails.xlsx');
    expect(oneColumn.rows).toEqual([{ Email: 'ada@x.org' }, { Email: 'bo@x.org' }]);
  });

  it('passes over the summary sheet Numbers puts first, a table of sheet names, for the sheet of people', async () => {
    const parsed = await reader.read(fixture('numbers-export-summary.xlsx'), 'guests.xlsx');
    expect(parsed.sheet).toBe('Guests');
    expect(parsed.rows).toEqual([
      {
        Name: 'Ada Lovelace',
        Email: 'ada@example.org',
        Company: 'Analytical Engines',
        'Date Added': expect.objectContaining({ serial: 44105 }),
      },
      { Name: 'Grace Hopper', Email: 'grace@example.org', Company: 'Navy', 'Date Added': expect.objectContaining({ serial: 44106 }) },
    ]);
    expect(parsed.notes).toEqual([]);
    expect(parsed.sheets.map(({ name, rows }) => [name, rows])).toEqual([
      ['Export Summary', 2],
      ['Guests', 2],
      ['Budget', 2],
    ]);
  });

  it('takes a hidden sheet of people over a visible table without addresses, and says it is hidden', async () => {
    const sheets = {
      Budget: [
        ['Item', 'Cost'],
        ['Room', 400],
      ],
      People: [
        ['Name', 'Email'],
        ['Ada', 'ada@x.org'],
      ],
    };
    const parsed = await reader.read(blob(workbookOf(sheets, ['People'])), 'budget.xlsx');
    expect([parsed.sheet, parsed.notes, parsed.rows]).toEqual([
      'People',
      [{ kind: 'hidden-sheet', sheet: 'People' }],
      [{ Name: 'Ada', Email: 'ada@x.org' }],
    ]);
  });

  it('reads the sheet chosen, and the hidden rows when asked', async () => {
    const withHidden = await reader.read(fixture('hidden-sheet.xlsx'), 'guests.xlsx', { sheet: 'People', includeHiddenRows: true });
    expect(withHidden.rows.map((row) => row.Name)).toEqual(['Ada Lovelace', 'Left Out', 'Grace Hopper']);
    expect([withHidden.lines, withHidden.notes]).toEqual([[2, 3, 4], []]);
    // The cover holds one line of text: a sheet to choose another over, not column names without rows.
    expect(await refusal(fixture('hidden-sheet.xlsx'), 'guests.xlsx', { sheet: 'Cover' })).toEqual({
      kind: 'sentences-sheet',
      sheet: 'Cover',
      others: true,
    });
    expect(await refusal(workbook([['Name', 'Email']]), 'guests.xlsx')).toEqual({ kind: 'no-rows' });
  });

  it('reads Excel’s “Unicode text” (UTF-16, tab-separated)', async () => {
    const parsed = await reader.read(fixture('unicode-text-utf16le.txt'), 'people.txt');
    expect(parsed.rows).toEqual([
      { Name: 'Zoë Ångström', Email: 'zoe@example.org' },
      { Name: '张伟', Email: 'wei@example.org' },
    ]);
  });

  it('reads a CSV saved by Excel for Mac: Mac Roman, lines ended by a carriage return', async () => {
    const parsed = await reader.read(fixture('excel-mac.csv'), 'guests.csv');
    expect(parsed.rows).toEqual([
      { Name: 'Zoë Dupont', Email: 'zoe@example.org', Organisation: 'Mairie de Genève' },
      { Name: 'Jürgen Groß', Email: 'juergen@example.de', Organisation: 'Bäckerei Müller' },
      { Name: 'François Muñoz', Email: 'francois@example.es', Organisation: 'Café García' },
    ]);
    expect(parsed.lines).toEqual([2, 3, 4]);
  });

  it('reads a CSV saved by Excel for Windows in Central Europe (Windows-1250), and names the code page; another when chosen', async () => {
    const parsed = await reader.read(fixture('excel-central-europe.csv'), 'účastníci.csv');
    expect(parsed.encoding).toBe('windows-1250');
    const { people } = mapRows('directory', parsed.rows, guessMapping('directory', parsed.columns), new Date());
    expect(people.map(({ person }) => [person.name, person.city])).toEqual([
      ['Antonín Dvořák', 'Praha'],
      ['Jiří Černý', 'Brno'],
      ['Łukasz Wiśniewski', 'Łódź'],
      ['Růžena Kotěšovcová', 'Ústí nad Labem'],
    ]);
    const western = await reader.read(fixture('excel-central-europe.csv'), 'účastníci.csv', { encoding: 'windows-1252' });
    expect([western.encoding, western.rows[0]?.['Příjmení'], western.rows[0]?.['Pøíjmení']]).toEqual(['windows-1252', undefined, 'Dvoøák']);
    expect((await reader.read(fixture('pretix-orders.csv'), 'orders.csv')).encoding).toBeUndefined();
  });

  it('reads a CSV saved by Excel for Windows in Hungary (Windows-1250), names family name first', async () => {
    const parsed = await reader.read(fixture('excel-hungary.csv'), 'résztvevők.csv');
    expect(parsed.encoding).toBe('windows-1250');
    const { people } = mapRows('directory', parsed.rows, guessMapping('directory', parsed.columns), new Date());
    expect(people.map(({ person }) => [person.name, person.email, person.organisation, person.city])).toEqual([
      ['Szőke Péter', 'szoke.peter@example.hu', 'Győri Nemzeti Színház', 'Győr'],
      ['Erdős Zsófia', 'erdos.zsofia@example.hu', 'Debreceni Egyetem', 'Debrecen'],
      ['Szűcs Gábor', 'szucs.gabor@example.hu', 'Pécsi Tudományegyetem', 'Pécs'],
      ['Kovács Ödön', 'kovacs.odon@example.hu', 'Budapesti Műszaki Egyetem', 'Budapest'],
    ]);
  });

  it('reads Google Contacts’ export: a name in two columns, the first of the values a cell lists with “ ::: ”', async () => {
    const parsed = await reader.read(fixture('google-contacts.csv'), 'contacts.csv');
    const mapping = guessMapping('directory', parsed.columns);
    expect(mapping).toMatchObject({ name: ['First Name', 'Last Name'], email: ['E-mail 1 - Value'], phone: ['Phone 1 - Value'] });
    const { people, rejected } = mapRows('directory', parsed.rows, mapping, new Date());
    expect(rejected).toEqual([]);
    expect(people.map(({ person }) => [person.name, person.email, person.phone, person.organisation, person.city])).toEqual([
      ['Zoë Dupont', 'zoe.dupont@geneve.example.ch', '+41 79 123 45 67', 'Mairie de Genève', 'Genève'],
      ['Kenji Sato', 'kenji.sato@example.jp', undefined, 'Tokyo Arts Council', undefined],
      ['Amara Okafor', 'amara.okafor@example.ng', '+234 803 000 0000', undefined, 'Lagos'],
    ]);
    expect(guessMapping('highlevel', parsed.columns).position).toEqual(['Organization Title']);
  });

  it('reads Excel’s “CSV (MS-DOS)”, in DOS’s code page 850', async () => {
    const parsed = await reader.read(fixture('excel-ms-dos.csv'), 'clients.csv');
    expect(parsed.encoding).toBe('ibm850');
    const { people } = mapRows('directory', parsed.rows, guessMapping('directory', parsed.columns), new Date());
    expect(people.map(({ person }) => [person.name, person.organisation, person.city])).toEqual([
      ['Jürgen Müller', 'Bäckerei Müller', 'Zürich'],
      ['Zoé Lefèvre', 'Café de la Gare', 'Genève'],
      ['José Muñoz', 'Peña & Hijos', 'Málaga'],
    ]);
  });

  it('takes the separator from Excel’s separator line (“sep=;”), which is no row, and counts it as a line', async () => {
    const parsed = await reader.read(fixture('excel-separator-line.csv'), 'export.csv');
    expect(parsed.columns).toEqual(['Vorname', 'Nachname', 'E-Mail', 'Firma']);
    expect(parsed.rows[0]).toEqual({
      Vorname: 'Jürgen',
      Nachname: 'Müller',
      'E-Mail': 'juergen.mueller@example.de',
      Firma: 'Bäckerei Müller',
    });
    expect(parsed.lines).toEqual([3, 4]);
    const { people, rejected } = mapRows('directory', parsed.rows, guessMapping('directory', parsed.columns), new Date(), 'UTC');
    expect(rejected).toEqual([]);
    expect(people.map(({ person }) => [person.name, person.email, person.organisation])).toEqual([
      ['Jürgen Müller', 'juergen.mueller@example.de', 'Bäckerei Müller'],
      ['Zoë Dupont', 'zoe.dupont@example.fr', 'Mairie de Lyon'],
    ]);
    // Quoted, or naming a comma, as other writers put it.
    expect((await reader.read(blob('"sep=,"\nName,Email\nAda,ada@x.org\n'), 'x.csv')).rows).toEqual([{ Name: 'Ada', Email: 'ada@x.org' }]);
  });

  it('reads UTF-16 without a byte-order mark, in either byte order', async () => {
    const text = 'Name\tEmail\r\nAda\tada@x.org\r\n';
    const little = Buffer.from(text, 'utf16le');
    const big = Buffer.from(little).swap16();
    for (const bytes of [little, big])
      expect((await reader.read(blob(bytes), 'x.txt')).rows).toEqual([{ Name: 'Ada', Email: 'ada@x.org' }]);
  });

  it('reads a web application’s “Excel” export, an HTML table named .xls, as the page shows it', async () => {
    const parsed = await reader.read(fixture('web-app-export.xls'), 'attendees.xls');
    expect(parsed.format).toBe('html');
    expect(parsed.columns).toEqual(['Full Name', 'Email', 'Phone', 'Company', 'Registered']);
    expect(parsed.notes).toEqual([{ kind: 'title-lines', lines: [1] }]);
    expect(parsed.lines).toEqual([3, 4, 5]);
    const { people, rejected } = mapRows('directory', parsed.rows, guessMapping('directory', parsed.columns), new Date(), 'UTC');
    expect(rejected).toEqual([]);
    // The phone keeps its leading zero; "&nbsp;" is a space; "05/11/2026" is the 5th of November,
    // as its column's "25/11/2026" says.
    expect(people.map(({ person }) => [person.name, person.phone, person.organisation, person.createdAt])).toEqual([
      ['Zoé Lefèvre', '0612345678', 'Dupont & Fils', '2026-11-05T00:00:00.000Z'],
      ['Jürgen Groß', '+49 30 1234567', 'Müller GmbH', '2026-11-25T00:00:00.000Z'],
      ['Ada Lovelace', undefined, undefined, '2026-11-26T00:00:00.000Z'],
    ]);
  });

  it('reads Excel’s “XML Spreadsheet 2003”: its dates as dates, its hidden row left out and said', async () => {
    const parsed = await reader.read(fixture('xml-spreadsheet-2003.xml'), 'report.xml');
    expect(parsed.format).toBe('xml');
    expect(parsed.sheet).toBe('Attendees');
    expect(parsed.rows.map((row) => [row.Name, row['Registered on']])).toEqual([
      ['Zoé Lefèvre', { serial: 46328, shown: '11/2/26', dateOnly: true }],
      ['Jürgen Groß', { serial: 46351, shown: '11/25/26', dateOnly: true }],
    ]);
    expect(parsed.notes).toEqual([{ kind: 'hidden-rows', lines: [3] }]);
  });

  // LibreOffice's own "Save as", in its three formats, of one list kept by hand, and in Excel's
  // two from a document counting dates from 1904 (tests/fixtures/make-libreoffice-fixtures.py):
  // each is read alike.
  it.each([
    'libreoffice-guests.ods',
    'libreoffice-guests.xlsx',
    'libreoffice-guests.xls',
    'libreoffice-guests-1904.xlsx',
    'libreoffice-guests-1904.xls',
  ])('reads %s: the people behind a cover sheet, on a hidden sheet, the row hidden left out, and says both', async (name) => {
    const parsed = await reader.read(fixture(name), name);
    // The preview names the file's own kind: an OpenDocument or Excel 97 file is not "XLSX".
    expect(parsed.format).toBe(name.split('.').pop());
    expect([parsed.sheet, parsed.sheets]).toEqual([
      'Inscriptions',
      [
        { name: 'Lisez-moi', hidden: false, rows: 0, sentences: true },
        { name: 'Inscriptions', hidden: true, rows: 5, sentences: false },
      ],
    ]);
    expect(parsed.notes).toEqual([
      { kind: 'hidden-sheet', sheet: 'Inscriptions' },
      { kind: 'hidden-rows', lines: [4] },
    ]);
    expect(parsed.lines).toEqual([2, 3, 5, 6]);
    const { people, rejected } = mapRows(
      'nationalday',
      parsed.rows,
      guessMapping('nationalday', parsed.columns),
      new Date(),
      'Europe/Paris',
    );
    expect(rejected).toEqual([]);
    expect(people.map(({ person }) => [person.name, person.phone, person.organisation, person.guests, person.createdAt])).toEqual([
      ['Zoé Lefèvre', '06 12 34 56 78', 'Dupont & Fils', 2, '2020-09-30T22:00:00.000Z'],
      ['Marc Dupont', undefined, 'Dupont & Fils', 0, '2020-10-02T12:30:00.000Z'],
      ['Léa Dupont', '41791234567', 'Dupont & Fils', 0, '2020-10-03T22:00:00.000Z'],
      ['Ada Lovelace', undefined, 'Analytical Engines', 1, '2020-10-04T22:00:00.000Z'],
    ]);
  });

  it('says a web page or an XML document without a table holds none, and reads a CSV whose first cell starts with “<” as CSV', async () => {
    for (const [content, name] of <Array<[string, string]>>[
      ['<!doctype html><html><body><p>Our guests</p></body></html>', 'guests.html'],
      ['<?xml version="1.0"?><contacts><contact>Ada</contact></contacts>', 'contacts.xml'],
    ])
      expect(await refusal(content, name)).toEqual({ kind: 'other-document', fileName: name, document: 'markup-without-table' });
    expect((await reader.read(blob('<Name>,Email\nAda,ada@x.org\n'), 'x.csv')).rows).toEqual([{ '<Name>': 'Ada', Email: 'ada@x.org' }]);
  });

  it('says a file cut short is damaged, and a password-protected one is protected, without the library’s words', async () => {
    expect(await refusal(fixture('truncated.xlsx'), 'cut.xlsx')).toEqual({ kind: 'damaged', fileName: 'cut.xlsx' });
    expect(await refusal(fixture('word-document.docx'), 'guests.docx')).toEqual({
      kind: 'other-document',
      fileName: 'guests.docx',
      document: 'word',
    });
    expect(await refusal(fixture('encrypted.xlsx'), 'secret.xlsx')).toEqual({ kind: 'password', fileName: 'secret.xlsx' });
  });

  // Each platform's export read, mapped as guessed, and checked as the import would store it.
  it.each([
    [
      'eventbrite-attendees.csv',
      [
        ['John Doe', 'john.doe@example.com', '2026-11-02T14:14:22.000Z'],
        ['Zoë Ångström', 'zoe.angstrom@example.com', '2026-11-03T22:40:05.000Z'],
      ],
    ],
    ['pretix-orders.csv', [['Ada Lovelace', 'ada.pretix@example.org', '2026-11-02T09:14:22.000Z']]],
    ['hievents-attendees.csv', [['Grace Hopper', 'grace.hievents@example.org', '2026-11-03T10:00:00.000Z']]],
    ['luma-guests.csv', [['Katherine Johnson', 'katherine.luma@example.org', '2026-11-04T08:30:00.000Z']]],
    [
      'google-forms-signups.csv',
      [
        ['Mary Jackson', 'mary.forms@example.org', '2026-11-05T14:03:10.000Z'],
        ['Dorothy Vaughan', 'dorothy.forms@example.org', '2026-11-15T09:12:44.000Z'],
      ],
    ],
  ])('imports %s as its platform wrote it', async (name, expected) => {
    const parsed = await reader.read(fixture(name), name);
    const { people, rejected } = mapRows(
      'directory',
      parsed.rows,
      guessMapping('directory', parsed.columns),
      new Date('2026-11-24T00:00:00.000Z'),
      'UTC',
    );
    expect(rejected).toEqual([]);
    expect(people.map(({ person }) => [person.name, person.email, person.createdAt])).toEqual(expected);
  });
});
