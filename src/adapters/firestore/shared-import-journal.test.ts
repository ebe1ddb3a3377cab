import { setLogLevel, type EmulatorMockTokenOptions } from 'firebase/firestore';
import { doc, getDoc, setLogLevel as setLiteLogLevel, type Timestamp } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { loadSecurityRules } from '../../../scripts/emulators/security-rules';
import { staffFirestore } from '../../../tests/support/firestore-devices';
import { memoryStorage } from '../../../tests/support/memory-storage';
import { deviceLocks } from '../../../tests/support/page-locks';
import { ImportPeople } from '../../application/admin/import-people.use-case';
import type { ParsedTable } from '../../application/ports/spreadsheet-reader.port';
import type { ImportJournal, JournalledImport } from '../../application/ports/import-journal.port';
import { systemClock, type Clock } from '../../application/ports/clock.port';
import { IMPORT_JOURNAL_KEY, LocalStorageImportJournal } from '../browser/local-storage-import-journal';
import { SpreadsheetFileReader } from '../files/spreadsheet-file-reader';
import { AnnouncedImports, FORGET_AT, IMPORTS_UNDER_WAY, KEPT_CLOSED_DAYS, type AnnouncementTiming } from './announced-imports';
import { createFirebaseApp } from './firebase-app';
import { SharedImportJournal } from './shared-import-journal';

const emulatorHost = inject('firestoreEmulatorHost');
setLogLevel('silent');
setLiteLogLevel('silent');

const ADMIN: EmulatorMockTokenOptions = { sub: 'staff-1', email: 'staff@example.org', email_verified: true, admin: true };
/** Beats five times a second; silent after four seconds without one. */
const TIMING: AnnouncementTiming = { beatEveryMs: 200, silentAfterMs: 4_000 };
const GUESTS = { list: 'directory', fileName: 'guests.csv', total: 3000, startedAt: '2026-12-02T09:00:00.000Z' } as const;

const begun: JournalledImport[] = [];
// A page closed with its import under way keeps no timers in a browser; here its beats are
// stopped after each test, and the closing of a page whose app is gone fails, and says so.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  begun.splice(0).forEach((underWay) => underWay.end());
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** Administrators' laptops under firestore.rules; each page of a laptop is a Firebase app of its own, its local storage shared. */
async function office() {
  const projectId = `demo-imports-${crypto.randomUUID().slice(0, 8)}`;
  await loadSecurityRules(emulatorHost, projectId);
  let pages = 0;
  return function laptop() {
    const storage = memoryStorage();
    const locks = deviceLocks();
    return {
      storage,
      /** A page of this laptop; `close` is the page closed: its requests stop and its locks go. */
      page(clock: Clock = systemClock) {
        const opened = locks.page();
        const client = createFirebaseApp({ projectId, apiKey: 'demo-key', appId: `demo-${pages}` }, `${projectId}-${pages++}`);
        const firestore = staffFirestore(client.app, { emulatorHost, emulatorUser: ADMIN });
        const shared = new SharedImportJournal(
          new LocalStorageImportJournal(storage, opened.locks),
          new AnnouncedImports(firestore.server, TIMING),
          clock,
        );
        let closed = false;
        const close = async () => {
          if (closed) return;
          closed = true;
          opened.close();
          await client.close();
        };
        closing.push(close);
        const journal: ImportJournal = {
          begin: (entry) => {
            const underWay = shared.begin(entry);
            begun.push(underWay);
            return underWay;
          },
          unfinished: (list) => shared.unfinished(list),
          forget: (id) => shared.forget(id),
        };
        return { journal, firestore, close };
      },
    };
  };
}

/** A clock `aheadMs` past the real one: a page looked at that much later. */
const later = (aheadMs: number): Clock => ({ now: () => new Date(Date.now() + aheadMs) });
/** How long it takes the server to hold a beat: a few beats' time. */
const aFewBeats = () => new Promise((resolve) => setTimeout(resolve, TIMING.beatEveryMs * 4));

describe('SharedImportJournal, on the emulator under firestore.rules', () => {
  it('tells another laptop nothing while the import’s page runs, and how far it went once the page is closed', async () => {
    const laptop = await office();
    const ada = laptop();
    const ben = laptop();
    const importing = ada.page();
    const underWay = importing.journal.begin(GUESTS);
    underWay.written(1500);
    await aFewBeats();
    const looking = ben.page();
    expect(await looking.journal.unfinished('directory')).toEqual([]);
    // Longer than its silence would take: the beats keep it running.
    await new Promise((resolve) => setTimeout(resolve, TIMING.silentAfterMs + TIMING.beatEveryMs));
    expect(await looking.journal.unfinished('directory')).toEqual([]);

    await importing.close();
    await new Promise((resolve) => setTimeout(resolve, TIMING.silentAfterMs + TIMING.beatEveryMs));
    const [left] = await ben.page().journal.unfinished('directory');
    expect(left).toEqual({ ...GUESTS, id: underWay.id, written: 1500, silentSince: expect.any(String) });
    expect(Date.now() - Date.parse(left?.silentSince ?? '')).toBeGreaterThanOrEqual(TIMING.silentAfterMs);
    expect(await ben.page().journal.unfinished('highlevel')).toEqual([]);
  });

  it('an import begun without network is announced by the first beat that gets through, and told once its page is closed', async () => {
    const laptop = await office();
    const ada = laptop();
    const ben = laptop();
    // The laptop's network is out as the import begins: the announcement's write does not get through.
    const network = { cut: true };
    const fetchOfTheDevice = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (network.cut && String(init?.body ?? '').includes(IMPORTS_UNDER_WAY)) throw new TypeError('Failed to fetch');
      return fetchOfTheDevice(input, init);
    });
    const importing = ada.page();
    const underWay = importing.journal.begin(GUESTS);
    await aFewBeats();
    network.cut = false;
    underWay.written(900);
    await aFewBeats();
    await importing.close();

    const [told] = await ben.page(later(TIMING.silentAfterMs + TIMING.beatEveryMs)).journal.unfinished('directory');
    expect(told).toMatchObject({ id: underWay.id, written: 900, fileName: 'guests.csv' });
  });

  it('an import ended is told nowhere, and a silent one dismissed on one laptop is gone from the other, and from the one that began it', async () => {
    const laptop = await office();
    const ada = laptop();
    const ben = laptop();
    const finished = ada.page().journal.begin({ ...GUESTS, fileName: 'finished.csv' });
    finished.written(3000);
    finished.end();
    const importing = ada.page();
    const cut = importing.journal.begin(GUESTS);
    cut.written(700);
    await aFewBeats();
    await importing.close();

    // Ada's laptop tells its own at once; Ben's once it is silent.
    const [adas] = await ada.page().journal.unfinished('directory');
    expect(adas).toEqual({ ...GUESTS, id: cut.id, written: 700 });
    const bens = ben.page(later(TIMING.silentAfterMs + TIMING.beatEveryMs));
    const [told] = await bens.journal.unfinished('directory');
    expect(told).toMatchObject({ id: cut.id, written: 700, fileName: 'guests.csv' });

    bens.journal.forget(cut.id);
    await expect.poll(() => bens.journal.unfinished('directory'), { timeout: 5_000 }).toEqual([]);
    expect(await ada.page().journal.unfinished('directory')).toEqual([]);
    expect(ada.storage.getItem(IMPORT_JOURNAL_KEY)).toBe('[]');
  });

  it('a closed import is left for the database to forget a month on, an open one never', async () => {
    const laptop = await office();
    const page = laptop().page();
    const running = page.journal.begin(GUESTS);
    const finished = page.journal.begin({ ...GUESTS, fileName: 'finished.csv' });
    finished.end();
    const stored = async (id: string) => (await getDoc(doc(page.firestore.server, IMPORTS_UNDER_WAY, id))).data();
    await expect.poll(async () => (await stored(finished.id))?.open, { timeout: 5_000 }).toBe(false);
    const forgetAt = (await stored(finished.id))?.[FORGET_AT] as Timestamp;
    const daysOn = (forgetAt.toMillis() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(daysOn).toBeGreaterThan(KEPT_CLOSED_DAYS - 1);
    expect(daysOn).toBeLessThanOrEqual(KEPT_CLOSED_DAYS);
    running.written(10);
    await expect.poll(async () => (await stored(running.id))?.written, { timeout: 5_000 }).toBe(10);
    expect(await stored(running.id)).not.toHaveProperty(FORGET_AT);
  });

  it('the same file imported to its end on another laptop takes the notice away everywhere', async () => {
    const laptop = await office();
    const ada = laptop();
    const ben = laptop();
    const importing = ada.page();
    importing.journal.begin(GUESTS).written(2);
    await aFewBeats();
    await importing.close();

    const bens = ben.page(later(TIMING.silentAfterMs + TIMING.beatEveryMs));
    expect(await bens.journal.unfinished('directory')).toHaveLength(1);
    const importer = new ImportPeople(
      bens.firestore.store,
      bens.firestore.ledger,
      new SpreadsheetFileReader(),
      systemClock,
      undefined,
      bens.journal,
    );
    const result = await importer.run(
      'directory',
      guests(['ana@example.org', 'bo@example.org']),
      { name: ['Name'], email: ['Email'] },
      {
        fileName: 'guests.csv',
      },
    );
    expect(result.imported).toBe(2);
    await expect.poll(() => bens.journal.unfinished('directory'), { timeout: 5_000 }).toEqual([]);
    expect(await ada.page().journal.unfinished('directory')).toEqual([]);
  });
});

function guests(emails: string[]): ParsedTable {
  return {
    format: 'csv',
    columns: ['Name', 'Email'],
    rows: emails.map((email) => ({ Name: email.split('@')[0] ?? '', Email: email })),
    lines: emails.map((_, index) => index + 2),
    notes: [],
    sheets: [],
    sheet: null,
    hiddenLines: [],
  };
}
