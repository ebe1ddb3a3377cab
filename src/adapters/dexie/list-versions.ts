import type { DBCore, DBCoreTable, Middleware } from 'dexie';
import { PERSON_COLLECTIONS } from '../../domain/collections';

/**
 * Why the people tables have a copy beside them: reading 50,000 records from IndexedDB costs
 * 300–400 ms in the browser's storage process and one task of 80–100 ms to rebuild them, every
 * time the admin list opens. The same rows kept as columns, in a few records, read in about 40 ms
 * (docs/performance.md). The copy is only ever used when it is of the table as it is now:
 *
 * - every write to a copied table, in the transaction that writes it, gives the table a new
 *   version (`listVersions`), through the Dexie middleware below, so no write can forget it;
 * - a copy is read together with the version, in one transaction, and counts only when it was
 *   made at that version;
 * - a copy is made from rows read together with their version, and kept only if the version has
 *   not moved since.
 *
 * Writes that bypass Dexie (another program on the same IndexedDB) would go unseen: nothing else
 * writes this database.
 */
export const COPIED_TABLES: ReadonlySet<string> = new Set(PERSON_COLLECTIONS);
export const LIST_VERSIONS = 'listVersions';
export const LIST_COPIES = 'listCopies';

/**
 * A table's version (`id`: the table's name), a new token with every write; and, beside it, the
 * version its copy was made at (`id`: copyHeadOf(table)), read before the copy's parts so that a
 * copy of another version is not read for nothing.
 */
export type ListVersionRecord = { id: string; token: string | null };

export const copyHeadOf = (table: string) => `${table}#copy`;

/**
 * One part of a table's copy, its rows as columns (a structured clone of a few long arrays is
 * many times faster than of as many objects). Parts are written one per task, so making a copy
 * of 50,000 rows never holds the page for long.
 */
export type ListCopyPart = {
  id: string;
  table: string;
  /** The version the rows were read at; `null` before the table's first write. */
  token: string | null;
  index: number;
  parts: number;
  fields: string[];
  columns: unknown[][];
};

export const ROWS_PER_PART = 5_000;

const newToken = () => crypto.randomUUID();

/** Every read-write transaction on a copied table also writes its version, whatever started it. */
export const listVersionsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'ListVersions',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) =>
      down.transaction(
        mode === 'readwrite' && stores.some((store) => COPIED_TABLES.has(store)) && !stores.includes(LIST_VERSIONS)
          ? [...stores, LIST_VERSIONS]
          : stores,
        mode,
        options,
      ),
    table: (name): DBCoreTable => {
      const table = down.table(name);
      if (!COPIED_TABLES.has(name)) return table;
      return {
        ...table,
        mutate: async (request) => {
          const result = await table.mutate(request);
          await down.table(LIST_VERSIONS).mutate({ trans: request.trans, type: 'put', values: [{ id: name, token: newToken() }] });
          return result;
        },
      };
    },
  }),
};
