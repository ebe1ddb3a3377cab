import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../domain/people/import-plan';
import type { ImportOptions } from '../ports/document-store.port';
import type { ImportJournal, UnfinishedImport } from '../ports/import-journal.port';
import type { MappingMemory } from '../ports/mapping-memory.port';
import type { ParsedTable } from '../ports/spreadsheet-reader.port';
import { ImportPeople } from './import-people.use-case';

function memory(): MappingMemory & { kept: Map<string, unknown> } {
  const kept = new Map();
  return { kept, recall: (key) => kept.get(key) ?? null, remember: (key, mapping) => void kept.set(key, mapping) };
}

const importer = (remembering: MappingMemory) =>
  new ImportPeople({} as never, {} as never, {} as never, { now: () => new Date() }, remembering);

describe('ImportPeople.suggestMapping', () => {
  it('guesses from the column names the first time', () => {
    expect(importer(memory()).suggestMapping('directory', ['Full name', 'Mail'])).toMatchObject({
      mapping: { name: ['Full name'], email: ['Mail'] },
      remembered: false,
    });
  });

  it('offers what was chosen last time for the same columns and target, and only for them', () => {
    const remembering = memory();
    remembering.remember(JSON.stringify(['users', ['Who', 'Contact']]), { name: ['Who'], email: ['Contact'] });
    expect(importer(remembering).suggestMapping('directory', ['Who', 'Contact'])).toEqual({
      mapping: { name: ['Who'], email: ['Contact'] },
      remembered: true,
    });
    expect(importer(remembering).suggestMapping('highlevel', ['Who', 'Contact']).remembered).toBe(false);
    expect(importer(remembering).suggestMapping('directory', ['Who', 'Contact', 'Phone']).remembered).toBe(false);
  });

  it('guesses again when what was remembered names a column the file does not have', () => {
    const remembering = memory();
    remembering.remember(JSON.stringify(['users', ['Who', 'Contact']]), { name: ['Who', 'Gone'], email: ['Contact'] });
    expect(importer(remembering).suggestMapping('directory', ['Who', 'Contact']).remembered).toBe(false);
  });
});

/** A journal in memory, as one device's pages share it: what is under way, and what is left unfinished. */
function journal(): ImportJournal & { kept: UnfinishedImport[] } {
  const kept: UnfinishedImport[] = [];
  const running = new Set<string>();
  const remove = (id: string) => {
    const index = kept.findIndex((left) => left.id === id);
    if (index >= 0) kept.splice(index, 1);
  };
  return {
    kept,
    begin: (entry) => {
      const id = `import-${kept.length + 1}`;
      kept.push({ ...entry, id, written: 0 });
      running.add(id);
      return {
        id,
        written: (count) => kept.filter((left) => left.id === id).forEach((left) => (left.written = count)),
        end: () => {
          running.delete(id);
          remove(id);
        },
      };
    },
    unfinished: async (list) => kept.filter((left) => left.list === list && !running.has(left.id)),
    forget: remove,
  };
}

const table = (emails: string[]): ParsedTable => ({
  format: 'csv',
  columns: ['Name', 'Email'],
  rows: emails.map((email) => ({ Name: email.split('@')[0], Email: email })),
  lines: emails.map((_, index) => index + 2),
  notes: [],
  sheets: [],
  sheet: null,
  hiddenLines: [],
});

/** A store whose import writes the first part, then calls `whileWriting` (the page closing, the network going) before it ends. */
function storeWriting(whileWriting: () => Promise<void>) {
  return {
    importUsers: async (_collection: string, people: unknown[], options: ImportOptions = {}): Promise<ImportReport> => {
      options.onProgress?.(1, people.length);
      await whileWriting();
      return {
        imported: people.map((_, index) => ({ index, id: `u${index}`, email: '' })),
        skippedExisting: [],
        duplicatesInBatch: [],
        rejected: [],
      };
    },
  };
}

describe('ImportPeople.run and the journal of imports under way', () => {
  const mapping = { name: ['Name'], email: ['Email'] };
  const at = new Date('2026-12-01T10:00:00Z');

  it('notes the import and how far it went while it runs, and nothing once it has ended, whether it finished or failed', async () => {
    const kept = journal();
    let seenWhileWriting: UnfinishedImport[] = [];
    const store = storeWriting(async () => {
      seenWhileWriting = structuredClone(kept.kept);
    });
    const importer = new ImportPeople(store as never, {} as never, {} as never, { now: () => at }, undefined, kept);
    await importer.run('directory', table(['ada@x.org', 'bo@x.org']), mapping, { fileName: 'guests.csv' });
    expect(seenWhileWriting).toEqual([
      { id: 'import-1', list: 'directory', fileName: 'guests.csv', total: 2, written: 1, startedAt: '2026-12-01T10:00:00.000Z' },
    ]);
    expect(kept.kept).toEqual([]);
    const failing = storeWriting(() => Promise.reject(new Error('refused')));
    const refused = new ImportPeople(failing as never, {} as never, {} as never, { now: () => at }, undefined, kept);
    await expect(refused.run('directory', table(['ada@x.org']), mapping, { fileName: 'guests.csv' })).rejects.toThrow('refused');
    expect(kept.kept).toEqual([]);
  });

  it('says what a closed page left unfinished, of that list only, and forgets it once the same file is imported in full', async () => {
    const kept = journal();
    kept.kept.push(
      { id: 'closed', list: 'directory', fileName: 'guests.csv', total: 3000, written: 1500, startedAt: '2026-12-01T09:00:00.000Z' },
      { id: 'other', list: 'directory', fileName: 'speakers.csv', total: 20, written: 0, startedAt: '2026-12-01T09:05:00.000Z' },
      { id: 'register', list: 'highlevel', fileName: 'guests.csv', total: 90, written: 0, startedAt: '2026-12-01T09:10:00.000Z' },
    );
    const importer = new ImportPeople(
      storeWriting(async () => undefined) as never,
      {} as never,
      {} as never,
      { now: () => at },
      undefined,
      kept,
    );
    expect((await importer.unfinished('directory')).map(({ id }) => id)).toEqual(['closed', 'other']);
    await importer.run('directory', table(['ada@x.org']), mapping, { fileName: 'guests.csv' });
    expect((await importer.unfinished('directory')).map(({ id }) => id)).toEqual(['other']);
    expect((await importer.unfinished('highlevel')).map(({ id }) => id)).toEqual(['register']);
    importer.forgetUnfinished('other');
    expect(await importer.unfinished('directory')).toEqual([]);
  });
});
