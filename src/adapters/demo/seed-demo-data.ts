import { COLLECTION_NAMES } from '../../domain/collections';
import type { RollcallDatabase } from '../dexie/rollcall-database';
import { DEMO_ACCOUNT_RECORDS } from './demo-accounts';
import { buildDemoData } from './demo-data';

const SEED_MARKER = 'demoSeed';

/**
 * Replaces everything in the offline store with the demo data and accounts (also "reset demo
 * data"). A signed-in session survives: the demo accounts keep their ids.
 */
export async function seedDemoData(database: RollcallDatabase, now: Date): Promise<void> {
  const data = buildDemoData(now);
  await database.transaction('rw', database.tables, async () => {
    for (const name of COLLECTION_NAMES) {
      const table = database.tableOf(name);
      await table.clear();
      await table.bulkAdd(data[name] as never[]);
    }
    await database.accounts.clear();
    await database.accounts.bulkAdd([...DEMO_ACCOUNT_RECORDS]);
    await database.meta.put({ key: SEED_MARKER, value: { seededAt: now.toISOString() } });
  });
}

/** Seeds on the first start only: later starts keep what the person changed. */
export async function seedDemoDataOnce(database: RollcallDatabase, now: Date): Promise<boolean> {
  if (await database.meta.get(SEED_MARKER)) return false;
  await seedDemoData(database, now);
  return true;
}
