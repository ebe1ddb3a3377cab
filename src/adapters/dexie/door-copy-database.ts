import Dexie, { type Table } from 'dexie';
import type { DoorTicket, HeldCopy } from '../../application/ports/door-copy.port';
import type { OfflineAdmission, OfflinePass } from '../../domain/check-in/admission-conflict';
import type { ListCopyPart } from './list-versions';

export const DOOR_COPY_DATABASE_NAME = 'rollcall-door';

/**
 * Firebase mode's door copies, apart from Firestore's own cache: what the door decides with must
 * be whole and stay put (the SDK's cache may evict, and holds no query it was not asked), and it
 * must be wiped on sign-out without stopping Firestore. It also keeps the admissions the door
 * made without network, and its exits and re-entries, until the server has answered them (they
 * must survive a reload); and the people lists staff read whole, as columns, which a list opens
 * from before the SDK's cache answers (device-list-copies.ts).
 */
export class DoorCopyDatabase extends Dexie {
  declare tickets: Table<DoorTicket, [string, string]>;
  declare copies: Table<HeldCopy, string>;
  declare admissions: Table<OfflineAdmission, [string, string]>;
  declare passes: Table<OfflinePass, [string, string, number]>;
  declare listCopies: Table<ListCopyPart, string>;
  /** Wipes asked of this page's connection: a copy begun before one is not written after it. */
  wipes = 0;

  constructor(name: string = DOOR_COPY_DATABASE_NAME) {
    super(name);
    this.version(1).stores({ tickets: '[eventId+id], eventId', copies: 'eventId' });
    this.version(2).stores({ admissions: '[eventId+ticketId], at' });
    this.version(3).stores({ passes: '[eventId+ticketId+number], at' });
    this.version(4).stores({ listCopies: 'id, table' });
  }

  /** Everything this device holds for staff: whoever signs out leaves none of it behind. */
  wipe(): Promise<void> {
    this.wipes += 1;
    return this.transaction('rw', this.tables, () => Promise.all(this.tables.map((table) => table.clear()))).then(() => undefined);
  }
}
