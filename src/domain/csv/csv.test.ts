import { describe, expect, it } from 'vitest';
import { csvColumns, csvLine, formatCsvValue, toCsv, withoutFormulaGuard } from './csv';

describe('csvColumns', () => {
  it('puts id first and sorts every other field found in any document', () => {
    expect(
      csvColumns([
        { name: 'A', id: '1' },
        { id: '2', email: 'b@x.org', age: 3 },
      ]),
    ).toEqual(['id', 'age', 'email', 'name']);
  });
});

const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

describe('formatCsvValue', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(formatCsvValue('Smith, Jane')).toBe('"Smith, Jane"');
    expect(formatCsvValue('The "Boss"')).toBe('"The ""Boss"""');
    expect(formatCsvValue('line one\nline two')).toBe('"line one\nline two"');
    expect(formatCsvValue('plain')).toBe('plain');
  });

  it.each(['=HYPERLINK("http://evil")', '+1', '-1+2', '@SUM(A1)', '\tcmd'])('keeps %j from running as a formula', (value) => {
    expect(formatCsvValue(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  /** How a spreadsheet reads one line with `separator`: quoted fields are text, others split. */
  function cellsAsSpreadsheetReads(line: string, separator: ',' | ';'): string[] {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let index = 0; index < line.length; index += 1) {
      const char = line[index];
      if (quoted && char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = !quoted;
      else if (!quoted && char === separator) {
        cells.push(cell);
        cell = '';
      } else cell += char;
    }
    return [...cells, cell.replace(/\r\n$/, '')];
  }

  // OWASP's CSV injection examples, and the same hidden behind a separator.
  const ATTACKS = [
    '=1+2',
    '=1+2";=1+2',
    '=1+2\'" ;,=1+2',
    'Acme;=1+2',
    'Acme,=1+2',
    'Acme; =1+2',
    'x;@SUM(A1)',
    'x;+1',
    'x;-1+2',
    'x;\t=1',
    '＝1+2',
    "=cmd|' /C calc'!A0",
  ];
  it.each(ATTACKS)('writes %j so that no cell starts a formula, whether the file is opened with , or ;', (value) => {
    for (const separator of [',', ';'] as const) {
      const cells = cellsAsSpreadsheetReads(csvLine(['first', value, 'last']), separator);
      for (const cell of cells) expect(FORMULA_START.test(cell), `${separator}: ${JSON.stringify(cells)}`).toBe(false);
    }
  });

  it('keeps what was written: the guard is one leading apostrophe, the quotes are RFC 4180', () => {
    expect(formatCsvValue('Acme;=1+2')).toBe('"Acme;=1+2"');
    expect(formatCsvValue('=1+2;x')).toBe('"\'=1+2;x"');
  });

  it('takes its guard off again on import, and nothing else', () => {
    for (const value of ['+41 79 123 45 67', '=1+2', '-', '@home', '＝1'])
      expect(withoutFormulaGuard(formatCsvValue(value).replace(/^"|"$/g, ''))).toBe(value);
    // An apostrophe that guards nothing is the text's own ('Ofa, a Tongan name; "'90s").
    expect(withoutFormulaGuard("'Ofa")).toBe("'Ofa");
    expect(withoutFormulaGuard("'90s")).toBe("'90s");
    expect(withoutFormulaGuard("''+1")).toBe("''+1");
  });

  it('leaves real numbers alone, negative ones too', () => {
    expect(formatCsvValue(-5)).toBe('-5');
    expect(formatCsvValue(3.5)).toBe('3.5');
    expect(formatCsvValue(true)).toBe('true');
  });

  it('writes empty fields for null and undefined and JSON for nested values', () => {
    expect(formatCsvValue(null)).toBe('');
    expect(formatCsvValue(undefined)).toBe('');
    expect(formatCsvValue({ a: 1, b: 'x' })).toBe('"{""a"":1,""b"":""x""}"');
  });
});

describe('toCsv', () => {
  const documents = [
    { id: 'p1', name: 'Zoë Ångström', email: 'zoe@example.org' },
    { id: 'p2', email: 'li@example.org', note: 'a, "b"\nc' },
  ];

  it('writes one CRLF line per document and no header by default', () => {
    expect(toCsv(documents)).toBe('p1,zoe@example.org,Zoë Ångström,\r\np2,li@example.org,,"a, ""b""\nc"\r\n');
  });

  it('adds a header row when asked', () => {
    expect(toCsv(documents, { header: true }).split('\r\n')[0]).toBe('id,email,name,note');
  });

  it('puts semicolons between fields when asked, quoting a field that holds one, and a comma too', () => {
    expect(toCsv(documents, { header: true, separator: ';' })).toBe(
      'id;email;name;note\r\np1;zoe@example.org;Zoë Ångström;\r\np2;li@example.org;;"a, ""b""\nc"\r\n',
    );
    expect(toCsv([{ id: 'p3', organisation: 'Acme; Sons' }], { separator: ';' })).toBe('p3;"Acme; Sons"\r\n');
  });

  it('writes nothing for no documents without a header', () => {
    expect(toCsv([])).toBe('');
    expect(toCsv([], { header: true })).toBe('id\r\n');
  });
});
