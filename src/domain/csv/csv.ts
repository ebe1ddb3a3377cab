import { byCodeUnits } from '../shared/order';

/**
 * Between fields: a comma (RFC 4180, the default), or a semicolon, which Excel expects where the
 * decimal mark is a comma (French, German…) when a CSV is opened by a double click.
 */
export type CsvSeparator = ',' | ';';

export type CsvOptions = {
  /** No header row unless asked for. */
  header?: boolean;
  separator?: CsvSeparator;
};

/**
 * Every CSV file we write starts with UTF-8's byte-order mark: Excel on Windows reads a file
 * without one in the machine's legacy code page, and "Zoë Ångström" arrives as "ZoÃ« Ã…ngstrÃ¶m".
 * Numbers, LibreOffice, Google Sheets and our own import take the mark as the encoding and drop it.
 */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** RFC 4180 ends every record with CRLF. */
export const CSV_LINE_END = '\r\n';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, see
// docs/decisions.md "CSV"): = + - @, tab and carriage return (OWASP's list), and the full-width
// forms that East Asian versions of spreadsheets also take for formulas.
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠'];
/**
 * A text as it was before that guard: the apostrophe before a formula's first character taken
 * off again when a file is imported. Our own CSV writes it ("'+41 79 123 45 67"), as do other
 * tools that follow OWASP, and Excel keeps it as text when it opens such a file.
 */
export function withoutFormulaGuard(text: string): string {
  return text.startsWith("'") && FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger, 1)) ? text.slice(1) : text;
}

// RFC 4180 quotes commas, quotes and line breaks. A semicolon is quoted too: a spreadsheet that
// splits on `;` (the default in many European locales) would otherwise start a new cell there,
// and a formula after it would run; inside quotes it is text for both kinds of reader.
const NEEDS_QUOTES = /[",;\r\n]/;

/** One column order for the whole file: `id` first, then every other field, sorted. */
export function csvColumns(documents: Iterable<object>): string[] {
  const fields = new Set<string>();
  for (const document of documents) for (const field of Object.keys(document)) fields.add(field);
  fields.delete('id');
  return ['id', ...[...fields].sort(byCodeUnits)];
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  return asText(JSON.stringify(value));
}

/** One field: guarded against formulas, quoted when RFC 4180 requires it. */
export function formatCsvValue(value: unknown): string {
  const text = asText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[], separator: CsvSeparator = ','): string {
  return values.map(formatCsvValue).join(separator) + CSV_LINE_END;
}

/** The lines of a CSV file, one at a time, so a large export never holds one giant string. */
export function* csvLines(documents: readonly object[], options: CsvOptions = {}): Generator<string, void, undefined> {
  const columns = csvColumns(documents);
  if (options.header) yield csvLine(columns, options.separator);
  for (const document of documents) {
    const record = document as Record<string, unknown>;
    yield csvLine(
      columns.map((column) => record[column]),
      options.separator,
    );
  }
}

export function toCsv(documents: readonly object[], options: CsvOptions = {}): string {
  return [...csvLines(documents, options)].join('');
}
