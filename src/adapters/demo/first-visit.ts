/**
 * The offline build's IndexedDB database, named here without importing Dexie's module: this file
 * comes with the page's early script, which must share nothing with the app (first-visit.test.ts
 * holds it to DEFAULT_DATABASE_NAME).
 */
export const OFFLINE_DATABASE = 'rollcall';

/** Where the early script leaves its answer for the app (first-visit-handover.ts takes it). */
const HANDOVER = Symbol.for('rollcall.firstVisit');

/**
 * Whether this browser has never stored the offline build's data: no database of that name.
 * Unknown (a browser without `indexedDB.databases()`, or one that refuses) counts as "not new":
 * the page then waits for what is stored, as before.
 */
export async function isFirstVisit(databaseName: string = OFFLINE_DATABASE): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
    return !(await indexedDB.databases()).some((database) => database.name === databaseName);
  } catch {
    return false;
  }
}

/** Leaves the answer for the app: null on a page that has no first look. */
export function handOverFirstVisit(firstVisit: Promise<boolean> | null): void {
  (globalThis as { [key: symbol]: Promise<boolean> | null })[HANDOVER] = firstVisit;
}
