import type { Table } from 'dexie';
import { TICKET_COLLECTIONS } from '../../domain/collections';
import { COLLECTION_NAMES, type CollectionName } from '../../application/ports/collections';
import { ticketKeysOf } from '../shared/ticket-keys';
import type { RollcallDatabase } from '../dexie/rollcall-database';
import { DEMO_ACCOUNT_RECORDS } from './demo-accounts';
import { buildDemoData, type DemoData } from './demo-data';

/** Written when the whole demo is stored. */
export const SEED_MARKER = 'demoSeed';
/** Written with the visitor collections: a start cut short after them must not store them again. */
export const VISITOR_SEED_MARKER = 'demoSeedVisitorPart';

/** What a visitor's first page reads: stored first on a first start, so that it shows sooner. */
const VISITOR_COLLECTIONS: readonly CollectionName[] = ['events', 'settings', 'resources'];

/**
 * Records per write: each slice is stored in its own task, so that on a first visit a phone
 * renders the page between slices instead of waiting on one long write of 1,350 records. At 100
 * (and the tickets' 410 keys in one write) a first visit's main thread, at 4× CPU, was blocked
 * about a fifth longer (docs/performance.md, "The demo stored in smaller slices").
 */
export const WRITE_SLICE = 25;

async function addInSlices<T>(table: Table<T>, records: readonly T[]): Promise<void> {
  for (let start = 0; start < records.length; start += WRITE_SLICE) await table.bulkAdd(records.slice(start, start + WRITE_SLICE));
}

async function replaceCollections(database: RollcallDatabase, data: DemoData, names: readonly CollectionName[]): Promise<void> {
  for (const name of names) {
    const table = database.tableOf(name);
    await table.clear();
    await addInSlices(table, data[name] as never[]);
  }
}

/** The ledger's keys of the demo tickets (one per event and e-mail), with the accounts. */
async function replaceKeysAndAccounts(database: RollcallDatabase, data: DemoData, now: Date): Promise<void> {
  await database.ticketKeys.clear();
  await addInSlices(
    database.ticketKeys,
    TICKET_COLLECTIONS.flatMap((collection) => ticketKeysOf(data[collection], collection, now.toISOString())),
  );
  await database.accounts.clear();
  await addInSlices(database.accounts, DEMO_ACCOUNT_RECORDS);
  await database.meta.put({ key: SEED_MARKER, value: { seededAt: now.toISOString() } });
}

/**
 * Replaces everything in the offline store with the demo data and accounts (also "reset demo
 * data"). A signed-in session survives: the demo accounts keep their ids.
 */
export async function seedDemoData(database: RollcallDatabase, now: Date): Promise<void> {
  const data = buildDemoData(now);
  await database.transaction('rw', database.tables, async () => {
    await replaceCollections(database, data, COLLECTION_NAMES);
    await replaceKeysAndAccounts(database, data, now);
  });
}

/**
 * Seeds on the first start only: later starts keep what the person changed. The events,
 * settings and resources are stored first, with a marker of their own, and the app starts; the
 * people, tickets and accounts follow in a second transaction that has begun before this
 * returns, so IndexedDB makes every later read of those tables wait for it. Its marker is
 * written last: a tab closed in between stores the second part again on its next start, and
 * leaves the first part, which the person may already have changed, alone.
 */
export async function seedDemoDataOnce(database: RollcallDatabase, now: Date): Promise<{ stored: Promise<void> } | null> {
  if (await database.meta.get(SEED_MARKER)) return null;
  const data = buildDemoData(now);
  const visitorTables = [...VISITOR_COLLECTIONS.map((name) => database.tableOf(name)), database.meta];
  await database.transaction('rw', visitorTables, async () => {
    if (await database.meta.get(VISITOR_SEED_MARKER)) return;
    await replaceCollections(database, data, VISITOR_COLLECTIONS);
    await database.meta.put({ key: VISITOR_SEED_MARKER, value: { seededAt: now.toISOString() } });
  });
  let begun!: () => void;
  const hasBegun = new Promise<void>((resolve) => (begun = resolve));
  const rest = COLLECTION_NAMES.filter((name) => !VISITOR_COLLECTIONS.includes(name));
  const stored = database.transaction(
    'rw',
    [...rest.map((name) => database.tableOf(name)), database.ticketKeys, database.accounts, database.meta],
    async () => {
      begun();
      await replaceCollections(database, data, rest);
      await replaceKeysAndAccounts(database, data, now);
    },
  );
  // Settles with the transaction if it fails before its body ran.
  await Promise.race([hasBegun, stored]);
  return { stored };
}
