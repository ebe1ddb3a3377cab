import { describe, expect, it } from 'vitest';
import { csvColumns, formatCsvValue, toCsv } from './csv';

describe('csvColumns', () => {
  it('puts id first and sorts every other field found in any document', () => {
    expect(csvColumns([{ name: 'A', id: '1' }, { id: '2', email: 'b@x.org', age: 3 }])).toEqual(['id', 'age', 'email', 'name']);
  });
});

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

  it('writes nothing for no documents without a header', () => {
    expect(toCsv([])).toBe('');
    expect(toCsv([], { header: true })).toBe('id\r\n');
  });
});
