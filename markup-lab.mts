import { readFileSync } from 'node:fs';
import { SpreadsheetFileReader } from './src/adapters/files/spreadsheet-file-reader';
const r = new SpreadsheetFileReader();
for (const f of ['web-app-export.xls', 'xml-spreadsheet-2003.xml']) {
  const parsed = await r.read(new Blob([readFileSync(`tests/fixtures/spreadsheets/${f}`)]), f, {}).catch((e: any) => ({ error: e.reason ?? String(e) }));
  console.log(f, JSON.stringify(parsed, null, 0));
}
