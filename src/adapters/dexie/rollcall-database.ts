import Dexie, { type Table } from 'dexie';
import { TICKET_COLLECTIONS, type TicketCollection } from '../../domain/collections';
import { type CollectionDocuments, type CollectionName } from '../../application/ports/collections';
import type { AccountRecord } from '../offline-auth/account-record';
import type { TicketKeyRecord } from '../shared/ticket-keys';
import type { MailRecord } from '../shared/mail-record';
import type { WaitingEntry, WaitingPlace } from '../../domain/waiting-list/waiting-list';
import { listVersionsMiddleware, type ListCopyPart, type ListVersionRecord } from './list-versions';

/** A place with its id: `{eventId}_{position}`. */
export type WaitingPlaceRecord = WaitingPlace & { id: string };

/** The offline store's own records, never exported: the demo seed marker and the like. */
export type MetaRecord = { key: string; value: unknown };

/** Indexed fields per table: the first `==` on one of them is answered by the index. */
const SCHEMA_V1 = {
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
} as const;

/** Offline-only tables: the demo accounts (hashed passwords) for sign-in. */
const SCHEMA_V2 = { accounts: 'id, &email' } as const;

/** The registration's uniqueness guard (one key per event and e-mail). */
const SCHEMA_V3 = { ticketKeys: 'id, eventId' } as const;

/** The waiting list, the outbox, and cancelled tickets found by their index. */
const SCHEMA_V4 = {
  registrations: 'id, eventId, email, cancelledAt',
  highlevelRegister: 'id, eventId, email, cancelledAt',
  nationaldayRegister: 'id, eventId, email, cancelledAt',
  waitingPlaces: 'id, eventId',
  waitingEntries: 'id, eventId, email',
  mail: 'id, createdAt',
} as const;

// Every collection has its table; a new collection that forgets one does not compile.
/** Exits and re-entries at the door, after a check-in. */
const SCHEMA_V5 = { doorPasses: 'id, eventId, ticketId' } as const;

/** The people tables' versions and their copies as columns (list-versions.ts). */
const SCHEMA_V6 = { listVersions: 'id', listCopies: 'id, table' } as const;

export const DEXIE_SCHEMA = {
  ...SCHEMA_V1,
  ...SCHEMA_V2,
  ...SCHEMA_V3,
  ...SCHEMA_V4,
  ...SCHEMA_V5,
  ...SCHEMA_V6,
} as const satisfies Record<
  CollectionName | 'meta' | 'accounts' | 'ticketKeys' | 'waitingPlaces' | 'waitingEntries' | 'mail' | 'listVersions' | 'listCopies',
  string
>;

export const DEFAULT_DATABASE_NAME = 'rollcall';

/** IndexedDB through Dexie: one table per Firestore collection, same names. */
export class RollcallDatabase extends Dexie {
  declare meta: Table<MetaRecord, string>;
  declare accounts: Table<AccountRecord, string>;
  /** The ticket ledger's own table (dexie-ticket-ledger.ts). */
  declare ticketKeys: Table<TicketKeyRecord, string>;
  /** The waiting list (dexie-waiting-list.ts) and the messages queued for people (dexie-outbox.ts). */
  declare waitingPlaces: Table<WaitingPlaceRecord, string>;
  declare waitingEntries: Table<WaitingEntry, string>;
  declare mail: Table<MailRecord, string>;
  declare listVersions: Table<ListVersionRecord, string>;
  declare listCopies: Table<ListCopyPart, string>;

  constructor(name: string = DEFAULT_DATABASE_NAME) {
    // Live queries share one frozen result instead of a deep copy for every subscriber and
    // update (with 50,000 people listed: 7.6 MB less heap, the longest frame of a change
    // 150 -> 133 ms; docs/performance.md). Nothing may change a document read from a live
    // query; a frozen one says so at once.
    super(name, { cache: 'immutable' });
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(5).stores(SCHEMA_V5);
    this.version(6).stores(SCHEMA_V6);
    this.use(listVersionsMiddleware);
  }

  tableOf<C extends CollectionName>(name: C): Table<CollectionDocuments[C], string> {
    return this.table(name);
  }

  /** The three registers: what a transaction over every ticket locks. */
  ticketTables(): Array<Table<CollectionDocuments[TicketCollection], string>> {
    return TICKET_COLLECTIONS.map((name) => this.tableOf(name));
  }
}
