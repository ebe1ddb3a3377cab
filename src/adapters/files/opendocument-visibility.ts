import type { WorkBook } from '@e965/xlsx';

/**
 * What an OpenDocument spreadsheet hides, which SheetJS does not read: a sheet hidden by its
 * table style (`table:display="false"`) and a row hidden by hand or by a filter
 * (`table:visibility="collapse"` or `"filter"`). LibreOffice writes both; the import treats
 * them as it treats Excel's hidden sheets and rows.
 *
 * Read with regular expressions over the tags, not a DOM: a list of 50,000 people is tens of
 * megabytes of XML, and only these attributes are wanted.
 */
export type OpenDocumentVisibility = Map<string, { hidden: boolean; hiddenRows: number[] }>;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Unescapes the XML entities a sheet's name may hold ("Dupont &amp; Fils"). */
const unescaped = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#\d+);/gi, (entity, name: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[name] !== undefined) return named[name];
    return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
  });

/** The table styles that hide their sheet. */
function hiddenTableStyles(xml: string): Set<string> {
  const hidden = new Set<string>();
  for (const [, opening = '', body = ''] of xml.matchAll(/<style:style(?=[\s/>])([^>]*?)(?:\/>|>([\s\S]*?)<\/style:style>)/g)) {
    if (attribute(opening, 'style:family') !== 'table') continue;
    const name = attribute(opening, 'style:name');
    if (name && /<style:table-properties\b[^>]*\stable:display="false"/.test(body)) hidden.add(name);
  }
  return hidden;
}

/**
 * The rows a sheet's XML hides, as zero-based row indexes. Only rows alike are written once and
 * repeated, mostly the sheet's empty end (a million rows hidden with it): a repeat counts for
 * its first 1,000 rows at most.
 */
function hiddenRowIndexes(tableXml: string): number[] {
  const hidden: number[] = [];
  let row = 0;
  for (const [tag] of tableXml.matchAll(/<table:table-row(?=[\s/>])[^>]*>/g)) {
    const repeated = Math.max(1, Number(attribute(tag, 'table:number-rows-repeated') ?? 1) || 1);
    const visibility = attribute(tag, 'table:visibility');
    if (visibility === 'collapse' || visibility === 'filter') {
      for (let index = 0; index < Math.min(repeated, 1000); index += 1) hidden.push(row + index);
    }
    row += repeated;
  }
  return hidden;
}

/** Each sheet of an OpenDocument spreadsheet's `content.xml` (or flat `.fods`), by name. */
export function openDocumentVisibility(xml: string): OpenDocumentVisibility {
  const hiddenStyles = hiddenTableStyles(xml);
  const sheets: OpenDocumentVisibility = new Map();
  for (const [, opening = '', body = ''] of xml.matchAll(/<table:table(?=[\s>])([^>]*)>([\s\S]*?)<\/table:table>/g)) {
    const name = attribute(opening, 'table:name');
    if (name === undefined) continue;
    const style = attribute(opening, 'table:style-name');
    sheets.set(unescaped(name), { hidden: style !== undefined && hiddenStyles.has(style), hiddenRows: hiddenRowIndexes(body) });
  }
  return sheets;
}

/** Marks on a workbook SheetJS read what its OpenDocument XML hides, as SheetJS marks Excel's. */
export function markOpenDocumentVisibility(workbook: WorkBook, xml: string): void {
  const visibility = openDocumentVisibility(xml);
  const known = workbook.Workbook?.Sheets ?? [];
  workbook.Workbook = {
    ...workbook.Workbook,
    Sheets: workbook.SheetNames.map((name, index) => ({ ...known[index], name, Hidden: visibility.get(name)?.hidden ? 1 : 0 })),
  };
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    const hiddenRows = visibility.get(name)?.hiddenRows ?? [];
    if (!sheet || hiddenRows.length === 0) continue;
    const rows = (sheet['!rows'] ??= []);
    for (const row of hiddenRows) rows[row] = { ...rows[row], hidden: true };
  }
}

/** The zip reader SheetJS ships (its `CFB`), as far as this file uses it. */
export type ZipReader = {
  read(data: Uint8Array, options: { type: 'buffer' }): unknown;
  find(container: unknown, path: string): { content?: ArrayLike<number> } | null;
};

/** An OpenDocument file's `content.xml`, out of its zip. */
export function openDocumentContent(zip: ZipReader, bytes: Uint8Array): string {
  const content = zip.find(zip.read(bytes, { type: 'buffer' }), 'content.xml')?.content;
  return content ? new TextDecoder().decode(Uint8Array.from(content)) : '';
}
