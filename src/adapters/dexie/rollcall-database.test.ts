import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, expect, it } from 'vitest';
import { DEXIE_SCHEMA, RollcallDatabase } from './rollcall-database';

const NAME = 'rollcall-schema-test';
afterEach(() => Dexie.delete(NAME));

/**
 * The schema's versions as releases declared them, one change at a time: a new version is added
 * here too. Written out, not imported from rollcall-database.ts: what shipped must not change
 * when the source's constants do.
 */
const RELEASED_VERSIONS: ReadonlyArray<Record<string, string>> = [
  {
    events: 'id, slug, startsAt',
    users: 'id, email, name',
    registrations: 'id, eventId, email',
    highlevelRegister: 'id, eventId, email',
    nationaldayRegister: 'id, eventId, email',
    checkins: 'id, eventId, ticketId, at',
    feedback: 'id, eventId, createdAt',
    resources: 'id, category, eventId',
    settings: 'id',
    meta: 'key',
  },
  { accounts: 'id, &email' },
  { ticketKeys: 'id, eventId' },
  {
    registrations: 'id, eventId, email, cancelledAt',
    highlevelRegister: 'id, eventId, email, cancelledAt',
    nationaldayRegister: 'id, eventId, email, cancelledAt',
    waitingPlaces: 'id, eventId',
    waitingEntries: 'id, eventId, email',
    mail: 'id, createdAt',
  },
  { doorPasses: 'id, eventId, ticketId' },
  { listVersions: 'id', listCopies: 'id, table' },
];

/** Installs the database as the release that had `upTo` versions left it, with a ticket and an account. */
async function installRelease(upTo: number): Promise<void> {
  const earlier = new Dexie(NAME);
  RELEASED_VERSIONS.slice(0, upTo).forEach((stores, index) => earlier.version(index + 1).stores(stores));
  await earlier.open();
  await earlier.table('registrations').add({ id: 'R1', eventId: 'summit', email: 'ada@example.org' });
  await earlier.table('accounts').add({ id: 'A1', email: 'ada@example.org' });
  earlier.close();
}

/** Each table of the declared schema with its indexes, as IndexedDB itself has them. */
function installedSchema(database: Dexie): Record<string, string[]> {
  const backend = database.backendDB();
  const names = [...backend.objectStoreNames];
  const transaction = backend.transaction(names, 'readonly');
  return Object.fromEntries(
    names.map((name) => {
      const store = transaction.objectStore(name);
      return [
        name,
        [String(store.keyPath), ...[...store.indexNames].map((index) => (store.index(index).unique ? `&${index}` : index))].sort(),
      ];
    }),
  );
}

const declaredSchema = Object.fromEntries(
  Object.entries(DEXIE_SCHEMA).map(([table, spec]) => [
    table,
    spec
      .split(',')
      .map((part) => part.trim())
      .sort(),
  ]),
);

it('creates every table and index of the schema in a new database', async () => {
  const database = new RollcallDatabase(NAME);
  await database.open();
  expect(database.verno).toBe(RELEASED_VERSIONS.length);
  expect(installedSchema(database)).toEqual(declaredSchema);
  database.close();
});

it.each([2, 3, 4, 5, 6])('upgrades a database left by the release with %i versions, keeping what it holds', async (upTo) => {
  await installRelease(upTo);
  const database = new RollcallDatabase(NAME);
  await database.open();
  expect(installedSchema(database)).toEqual(declaredSchema);
  expect(await database.tableOf('registrations').get('R1')).toMatchObject({ email: 'ada@example.org' });
  expect(await database.accounts.get('A1')).toMatchObject({ email: 'ada@example.org' });
  // The indexes added after the first release answer queries.
  await database.tableOf('registrations').update('R1', { cancelledAt: '2026-12-01T10:00:00.000Z' });
  expect(await database.tableOf('registrations').where('cancelledAt').above('').primaryKeys()).toEqual(['R1']);
  await expect(database.accounts.add({ id: 'A2', email: 'ada@example.org' } as never)).rejects.toThrow(/ConstraintError|unique/i);
  database.close();
});
