import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../tests/support/memory-storage';
import { deviceLocks } from '../../../tests/support/page-locks';
import { IMPORT_JOURNAL_KEY, LocalStorageImportJournal } from './local-storage-import-journal';

/** One device's pages, sharing its storage and its Web Locks. */
function device() {
  const storage = memoryStorage();
  const locks = deviceLocks();
  const page = () => {
    const opened = locks.page();
    return { journal: new LocalStorageImportJournal(storage, opened.locks), close: opened.close };
  };
  return { storage, page };
}

const guests = { list: 'directory', fileName: 'guests.csv', total: 3000, startedAt: '2026-12-01T09:00:00.000Z' } as const;

describe('LocalStorageImportJournal', () => {
  it('is silent about an import another page is running, and tells it, and how far it went, once that page is closed', async () => {
    const { page } = device();
    const importing = page();
    const other = page();
    const underWay = importing.journal.begin(guests);
    await Promise.resolve();
    underWay.written(500);
    underWay.written(1500);
    expect(await other.journal.unfinished('directory')).toEqual([]);
    importing.close();
    const [left] = await other.journal.unfinished('directory');
    expect(left).toEqual({ ...guests, id: expect.any(String), written: 1500 });
    expect(await other.journal.unfinished('highlevel')).toEqual([]);
    other.journal.forget(left?.id ?? '');
    expect(await page().journal.unfinished('directory')).toEqual([]);
  });

  it('forgets an import that ended, however it ended, even one that ended before its lock was held', async () => {
    const { page, storage } = device();
    const importing = page();
    importing.journal.begin(guests).end();
    const second = importing.journal.begin(guests);
    await Promise.resolve();
    second.written(10);
    second.end();
    importing.close();
    expect(await page().journal.unfinished('directory')).toEqual([]);
    expect(JSON.parse(storage.getItem(IMPORT_JOURNAL_KEY) ?? 'null')).toEqual([]);
  });

  it('without Web Locks, never calls its own page’s import unfinished, and a later page sees what it left', async () => {
    const storage = memoryStorage();
    const running = new LocalStorageImportJournal(storage, null);
    running.begin(guests).written(700);
    expect(await running.unfinished('directory')).toEqual([]);
    expect(await new LocalStorageImportJournal(storage, null).unfinished('directory')).toMatchObject([{ written: 700 }]);
  });

  it('reads damaged storage as no imports under way', async () => {
    const storage = memoryStorage();
    storage.setItem(IMPORT_JOURNAL_KEY, '{not json');
    expect(await new LocalStorageImportJournal(storage, null).unfinished('directory')).toEqual([]);
  });
});
