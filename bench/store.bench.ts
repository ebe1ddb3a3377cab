// What grows with the size of an event, measured on the app's own use cases and its offline
// store (Dexie). Under Node, IndexedDB is fake-indexeddb, which is slower than Chromium's: these
// figures are upper bounds of what a browser does.
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import { ImportPeople } from '../src/application/admin/import-people.use-case';
import { DuplicateCleanup } from '../src/application/admin/duplicate-cleanup.use-case';
import { CollectionExport } from '../src/application/exports/collection-export.use-case';
import type { DocumentStore } from '../src/application/ports/document-store.port';
import type { FileSaver } from '../src/application/ports/file-saver.port';
import { systemClock } from '../src/application/ports/clock.port';
import { TICKET_COLLECTIONS } from '../src/domain/collections';
import { findDuplicatesByEmail } from '../src/domain/people/duplicates';
import { guessMapping, mapRows } from '../src/domain/people/import-mapping';
import { demoPeople } from '../src/adapters/demo/demo-people';
import { demoId, seededRandom } from '../src/adapters/demo/random';
import { DexieDocumentStore } from '../src/adapters/dexie/dexie-document-store';
import { DexieTicketLedger } from '../src/adapters/dexie/dexie-ticket-ledger';
import { RollcallDatabase } from '../src/adapters/dexie/rollcall-database';
import { SpreadsheetFileReader } from '../src/adapters/files/spreadsheet-file-reader';
import type { BenchResult } from './budgets';
import { summarise } from './support/stats';

const NOW = new Date('2026-11-22T09:00:00Z');

async function freshStore(): Promise<{ store: DexieDocumentStore; ledger: DexieTicketLedger; close: () => Promise<void> }> {
  const database = new RollcallDatabase(`bench-${crypto.randomUUID()}`);
  await database.open();
  const store = new DexieDocumentStore(database);
  return { store, ledger: new DexieTicketLedger(database, store), close: () => database.delete() };
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

/** A scanner device's lookup of a scanned ticket id among an event's 50,000 cached tickets. */
export async function ticketLookup(tickets = 50_000, lookups = 2_000): Promise<BenchResult> {
  const random = seededRandom(8);
  const { store, close } = await freshStore();
  try {
    const documents = demoPeople(random, tickets, NOW).map((person) => ({ ...person, eventId: 'summit' }));
    await store.setMany('registrations', documents);
    const durations: number[] = [];
    for (let index = 0; index < lookups; index += 1) {
      // Every fourth scan is a code that is no ticket: the slowest path, all three registers asked.
      const id = index % 4 === 3 ? demoId(random) : (documents[Math.floor(random() * documents.length)]?.id ?? '');
      const [duration] = await timed(() => store.findById(id, TICKET_COLLECTIONS));
      durations.push(duration);
    }
    return { id: 'scanner.ticket-lookup-50k', unit: 'ms', ...summarise(durations) };
  } finally {
    await close();
  }
}

/** An Excel file of `rows` people, with serial dates, 2% repeated e-mails and a known part already stored. */
export function peopleWorkbook(rows: number): { file: Blob; existing: ReturnType<typeof demoPeople> } {
  const people = demoPeople(seededRandom(50), rows, NOW);
  const sheet = [['Name', 'E-mail', 'Organisation', 'Phone', 'Registered']];
  people.forEach((person, index) => {
    const repeated = index % 50 === 49 ? people[index - 1] : person;
    sheet.push([
      person.name,
      repeated?.email ?? person.email,
      person.organisation ?? '',
      person.phone ?? '',
      String(46_000 + (index % 300)),
    ]);
  });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(sheet), 'People');
  const bytes = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return { file: new Blob([bytes]), existing: people.slice(0, 1_000) };
}

/**
 * Importing 50,000 rows of Excel: the app (every e-mail checked against the store and the file,
 * chunks of 500) and the as-built seed (only the first e-mail checked, one batch), side by side.
 */
export async function importPeople(rows = 50_000, runs = 3): Promise<BenchResult[]> {
  const { file, existing } = peopleWorkbook(rows);
  const reader = new SpreadsheetFileReader();
  const app: number[] = [];
  const naive: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const approach of ['app', 'naive'] as const) {
      const { store, ledger, close } = await freshStore();
      await store.setMany('users', existing);
      const [duration, imported] = await timed(async () => {
        const table = await reader.read(file, 'people.xlsx');
        const mapping = guessMapping('directory', table.columns);
        if (approach === 'app')
          return (await new ImportPeople(store, ledger, reader, systemClock).run('directory', table, mapping)).imported;
        return naiveImport(
          store,
          mapRows('directory', table.rows, mapping, NOW).people.map(({ person }) => person),
        );
      });
      if (approach === 'app' && imported < rows * 0.9) {
        throw new Error(`The import benchmark imported ${imported} people: the file or the import changed.`);
      }
      (approach === 'app' ? app : naive).push(duration);
      await close();
    }
  }
  const appSummary = summarise(app);
  const naiveSummary = summarise(naive);
  return [
    {
      id: 'import.xlsx-50k',
      unit: 'ms',
      ...appSummary,
      note: `${(appSummary.median / naiveSummary.median).toFixed(2)}× the as-built check`,
    },
    { id: 'import.xlsx-50k-as-built', unit: 'ms', ...naiveSummary, note: 'first e-mail checked only; doubles what exists' },
  ];
}

/** The import as first built (a fixed defect): asks whether the first e-mail exists, then writes everything at once. */
async function naiveImport(store: DocumentStore, people: ReadonlyArray<Record<string, unknown>>): Promise<number> {
  const first = people[0]?.email;
  if (await store.existsByQuery('users', { where: [{ field: 'email', op: '==', value: first }] })) return 0;
  await store.setMany('users', people.map((person) => ({ ...person, id: crypto.randomUUID() })) as never);
  return people.length;
}

/** A file saver that only adds up the bytes, as a browser download would hold them. */
class CountingFileSaver implements FileSaver {
  bytes = 0;
  save(_fileName: string, parts: readonly BlobPart[]): void {
    this.bytes = new Blob(parts as BlobPart[]).size;
  }
}

/** "Download as CSV" of 100,000 documents: the heap it takes on top of the data. */
export async function csvDownload(documents = 100_000, runs = 3): Promise<BenchResult[]> {
  const { store, close } = await freshStore();
  try {
    await store.setMany('users', demoPeople(seededRandom(100), documents, NOW));
    const durations: number[] = [];
    const peaks: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      globalThis.gc?.();
      const before = process.memoryUsage().heapUsed;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
      const saver = new CountingFileSaver();
      const [duration, ok] = await timed(() => new CollectionExport(store, saver).downloadCsv('users'));
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      if (!ok || saver.bytes < documents * 50) throw new Error('The CSV benchmark produced no file.');
      durations.push(duration);
      peaks.push((peak - before) / 1024 / 1024);
    }
    // The time is measured in Chromium (admin-list.bench.ts); here, the memory the app's export takes.
    return [
      {
        id: 'export.csv-100k-memory',
        unit: 'MB',
        ...summarise(peaks),
        note: `heap on top of the data; ${summarise(durations).median.toFixed(0)} ms on fake-indexeddb`,
      },
    ];
  } finally {
    await close();
  }
}

/** "Remove duplicates" among 100,000 people: choosing what goes, before any delete. */
export async function duplicatePreview(people = 100_000, runs = 7): Promise<BenchResult[]> {
  const random = seededRandom(3);
  const base = demoPeople(random, people * 0.95, NOW);
  const twins = base.slice(0, people * 0.05).map((person) => ({ ...person, id: demoId(random), email: person.email.toUpperCase() }));
  const all = [...base, ...twins];
  const compute: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const [duration, groups] = await timed(async () => findDuplicatesByEmail(all));
    if (groups.length !== twins.length) throw new Error(`Expected ${twins.length} duplicate groups, found ${groups.length}.`);
    compute.push(duration);
  }
  const { store, ledger, close } = await freshStore();
  try {
    await store.setMany('users', all);
    const withRead: number[] = [];
    for (let run = 0; run < 3; run += 1) withRead.push((await timed(() => new DuplicateCleanup(store, ledger).preview('directory')))[0]);
    return [
      { id: 'dedupe.compute-100k', unit: 'ms', ...summarise(compute) },
      { id: 'dedupe.preview-100k', unit: 'ms', ...summarise(withRead), note: 'reading the store included' },
    ];
  } finally {
    await close();
  }
}
