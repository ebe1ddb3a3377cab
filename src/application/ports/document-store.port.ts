import type { PersonCollection } from '../../domain/collections';
import type { CollectionName, DocumentOf } from './collections';
import type { ImportReport } from '../../domain/people/import-plan';
import type { DuplicateGroup } from '../../domain/people/duplicates';

export type NewDocument<C extends CollectionName> = Omit<DocumentOf<C>, 'id'>;
export type FieldOf<C extends CollectionName> = Extract<keyof DocumentOf<C>, string>;

export type ComparisonOperator = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in';

export type WhereClause<C extends CollectionName> = {
  field: FieldOf<C>;
  op: ComparisonOperator;
  value: unknown;
};

export type OrderClause<C extends CollectionName> = { field: FieldOf<C>; direction?: 'asc' | 'desc' };

/**
 * A query both stores answer alike. As in Firestore, ordering by a field leaves out
 * documents that lack it, and `in` takes at most 30 values.
 */
export type DocumentQuery<C extends CollectionName> = {
  where?: ReadonlyArray<WhereClause<C>>;
  orderBy?: ReadonlyArray<OrderClause<C>>;
  limit?: number;
  /**
   * Only the store of record's answer will do: where a device's cache would answer in its stead
   * (Firestore without network: a part, or nothing, of what the server holds), the read fails
   * with `StoreOfflineError`, so that the caller can say the answer is not the whole one.
   */
  confirmed?: true;
};

/** A person found across collections: the document and the collection it came from. */
export type FoundPerson<C extends PersonCollection = PersonCollection> = DocumentOf<C> & {
  foundInCollection: C;
};

export type Unsubscribe = () => void;

/**
 * How far a live result can be trusted. `confirmed`: the store of record has answered (always,
 * for the offline store). With Firestore, a first result may come from this device's cache
 * alone: offline with an empty cache it is empty, and a collection cached in part gives a part.
 */
export type LiveResultInfo = { confirmed: boolean };

export type ImportOptions = {
  /** Called after each written chunk: people written so far, and how many will be. */
  onProgress?: (written: number, total: number) => void;
  /**
   * Called when the device loses its network part-way (`true`), and when it is back (`false`),
   * where the store waits for it rather than failing (Firestore's SDK sends the rest then).
   */
  onWaitingForNetwork?: (waiting: boolean) => void;
};

export type DeduplicationResult<C extends PersonCollection> = {
  groups: Array<DuplicateGroup<DocumentOf<C>>>;
  deletedIds: string[];
};

export type CreateIfAbsentResult<C extends CollectionName> =
  /** `pending`: written on this device while offline; the server gets it on reconnection. */
  { created: true; document: DocumentOf<C>; pending?: boolean } | { created: false; document: DocumentOf<C> };

/** `added`: this call created the document `id`; otherwise `id` already held the e-mail. */
export type PersonAdded = { id: string; added: boolean };

/**
 * The operations allowed inside a transaction. As in Firestore, read everything first, then
 * write; writes are applied together when the work function returns, or not at all.
 */
export interface StoreTransaction {
  get<C extends CollectionName>(collection: C, id: string): Promise<DocumentOf<C> | null>;
  /** Creates or replaces the document under this id (which it also stores in `id`). */
  set<C extends CollectionName>(collection: C, id: string, data: NewDocument<C>): void;
  /** Merges into an existing document; the transaction fails if it is gone. */
  update<C extends CollectionName>(collection: C, id: string, data: Partial<NewDocument<C>>): void;
  delete(collection: CollectionName, id: string): void;
}

/**
 * The document store (docs/product.md, "Data functions"). Every failing operation logs with its own prefix
 * ("Error creating document:", ...) and rethrows.
 */
export interface DocumentStore {
  /** A fresh random id for a document of this collection, for use in a transaction. */
  newId(collection: CollectionName): string;
  /**
   * Runs `work` atomically over the named collections: it may run more than once (Firestore
   * retries on contention), so it must do nothing but read and write through the transaction.
   */
  transaction<T>(collections: readonly CollectionName[], work: (transaction: StoreTransaction) => Promise<T>): Promise<T>;
  /** Auto id; the document stores its own id in `id`. Returns the id. */
  create<C extends CollectionName>(collection: C, data: NewDocument<C>): Promise<string>;
  /** Creates the document under a chosen id only if none exists: one winner under concurrency. */
  createIfAbsent<C extends CollectionName>(collection: C, id: string, data: NewDocument<C>): Promise<CreateIfAbsentResult<C>>;
  /** Merges the fields into an existing document; DocumentNotFoundError when it is gone. */
  update<C extends CollectionName>(collection: C, id: string, data: Partial<NewDocument<C>>): Promise<void>;
  /** Writes whole documents under their ids (create or replace), in chunks the backend accepts. */
  setMany<C extends CollectionName>(collection: C, documents: ReadonlyArray<DocumentOf<C>>): Promise<void>;
  /** Removing a document that is already gone is not an error. */
  delete(collection: CollectionName, id: string): Promise<void>;
  /** Batch delete, in chunks the backend accepts. */
  deleteMany(collection: CollectionName, ids: readonly string[]): Promise<void>;
  getById<C extends CollectionName>(collection: C, id: string): Promise<DocumentOf<C> | null>;
  list<C extends CollectionName>(collection: C, query: DocumentQuery<C>): Promise<Array<DocumentOf<C>>>;
  listAll<C extends CollectionName>(collection: C): Promise<Array<DocumentOf<C>>>;
  existsById(collection: CollectionName, id: string): Promise<boolean>;
  existsByQuery<C extends CollectionName>(collection: C, query: DocumentQuery<C>): Promise<boolean>;
  whereEquals<C extends CollectionName>(collection: C, field: FieldOf<C>, value: unknown): Promise<Array<DocumentOf<C>>>;
  /**
   * Writes the people whose e-mail is new to the collection, in chunks of at most 500; those
   * another import stores meanwhile are reported as already there, never written twice.
   * Logs "No new users to import." and writes nothing when none is new.
   */
  importUsers<C extends PersonCollection>(
    collection: C,
    people: ReadonlyArray<Partial<NewDocument<C>>>,
    options?: ImportOptions,
  ): Promise<ImportReport>;
  /** The id of the document holding this e-mail, created first if there is none. */
  addUserIfNew<C extends PersonCollection>(collection: C, person: NewDocument<C>): Promise<string>;
  /**
   * As `addUserIfNew`, telling whether this call added the person. One winner under concurrency:
   * two devices adding one e-mail at the same moment, or one adding it while an import stores it,
   * leave one document, and only one of them is told `added`.
   */
  addPersonIfNew<C extends PersonCollection>(collection: C, person: NewDocument<C>): Promise<PersonAdded>;
  /** The first collection, in the order given, holding a document with this id; or null. */
  findById<C extends PersonCollection>(id: string, collections: readonly C[]): Promise<FoundPerson<C> | null>;
  /** The first collection, in the order given, holding this e-mail; or null. */
  findByEmail<C extends PersonCollection>(email: string, collections: readonly C[]): Promise<FoundPerson<C> | null>;
  /** Per e-mail keeps the oldest document and batch-deletes the rest. */
  deleteDuplicateUsers<C extends PersonCollection>(collection: C): Promise<DeduplicationResult<C>>;
  /** Live query: the listener gets the full result now and again after every change, or when it is confirmed. */
  watch<C extends CollectionName>(
    collection: C,
    query: DocumentQuery<C>,
    onChange: (documents: Array<DocumentOf<C>>, info: LiveResultInfo) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
}
