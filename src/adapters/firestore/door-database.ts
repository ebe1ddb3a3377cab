import type { DoorCopyDatabase } from '../dexie/door-copy-database';
import type { ListCopyStore } from './copied-live-source';

let opening: Promise<DoorCopyDatabase> | null = null;

/**
 * The door's own database, one connection for the page, loaded with the door (Dexie stays out
 * of the data layer every visitor's page loads). A failed load is not kept: without network,
 * an app not yet kept on the device tries again on the next use.
 */
export function doorDatabase(): Promise<DoorCopyDatabase> {
  opening ??= import('../dexie/door-copy-database')
    .then(({ DoorCopyDatabase }) => new DoorCopyDatabase())
    .catch((error: unknown) => {
      opening = null;
      throw error;
    });
  return opening;
}

/** The people lists this device keeps (copied-live-source.ts), in the same database: wiped with it. */
export async function deviceListCopies(): Promise<ListCopyStore> {
  const [database, { DeviceListCopies }] = await Promise.all([doorDatabase(), import('../dexie/device-list-copies')]);
  return new DeviceListCopies(database);
}
