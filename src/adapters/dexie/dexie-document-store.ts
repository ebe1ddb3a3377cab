import { inject, injectable } from 'inversify';
import type { PersonCollection } from '../../domain/collections';
import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import { findDuplicatesByEmail } from '../../domain/people/duplicates';
import { emailsToLookUp, planPeopleImport, reportImport, type ImportReport } from '../../domain/people/import-plan';
import { normaliseEmail } from '../../domain/shared/email';
import type {
  CreateIfAbsentResult,
  DeduplicationResult,
  DocumentQuery,
  DocumentStore,
  FieldOf,
  FoundPerson,
  ImportOptions,
  LiveResultInfo,
  NewDocument,
  PersonAdded,
  StoreTransaction,
  Unsubscribe,
} from '../../application/ports/document-store.port';
import { DocumentNotFoundError } from '../../application/ports/store-errors';
import { newDocumentId } from '../shared/document-id';
import { applyQuery } from '../shared/query-matcher';
import { NO_NEW_USERS_MESSAGE, STORE_LOG_PREFIX, WRITE_CHUNK_SIZE, chunk, logged, withoutUndefined } from '../shared/store-log';
import { DEXIE_DATABASE } from './dexie-tokens';
import type { RollcallDatabase } from './rollcall-database';
import { ListCopies } from './list-copies';
import { followWholeTable } from './follow-whole-table';
import { COPIED_TABLES } from './list-versions';
import { followLive } from './follow-live';
import { oneAtATime } from './one-at-a-time';

const CONFIRMED: LiveResultInfo = { confirmed: true };

/** The document store on IndexedDB (Dexie): the offline mode's storage. */
@injectable()
export class DexieDocumentStore implements DocumentStore {
  private readonly copies: ListCopies;

  constructor(@inject(DEXIE_DATABASE) private readonly db: RollcallDatabase) {
    this.copies = new ListCopies(db);
  }

  newId(): string {
    return newDocumentId();
  }

  /** Reads the people lists' copies ahead of their pages (list-copies.ts); staff devices only. */
  readListsAhead(): void {
    this.copies.readAhead([...COPIED_TABLES]);
  }

  transaction<T>(collections: readonly CollectionName[], work: (transaction: StoreTransaction) => Promise<T>): Promise<T> {
    const tables = collections.map((name) => this.db.tableOf(name));
    return logged(STORE_LOG_PREFIX.transaction, () =>
      this.db.transaction('rw', tables, async () => {
        // Writes are queued, then awaited together: any failure aborts the whole transaction.
        const writes: Array<Promise<unknown>> = [];
        const result = await work({
          get: async (collection, id) => (await this.db.tableOf(collection).get(id)) ?? null,
          set: (collection, id, data) => {
            writes.push(this.db.tableOf(collection).put({ ...withoutUndefined(data), id } as DocumentOf<typeof collection>));
          },
          update: (collection, id, data) => {
            writes.push(
              this.db
                .tableOf(collection)
                .update(id, withoutUndefined(data) as never)
                .then((updated) => {
                  if (updated === 0) throw new DocumentNotFoundError(collection, id);
                }),
            );
          },
          delete: (collection, id) => {
            writes.push(this.db.tableOf(collection).delete(id));
          },
        });
        await Promise.all(writes);
        return result;
      }),
    );
  }

  create<C extends CollectionName>(collection: C, data: NewDocument<C>): Promise<string> {
    return logged(STORE_LOG_PREFIX.create, async () => {
      const id = newDocumentId();
      // `put`, as Firestore's addDoc, on a random id no one holds: Dexie's live queries take an
      // `add` in by first collecting every key they hold (about 170 ms of CPU with 50,000
      // people listed), a `put` by filtering one key out.
      await this.db.tableOf(collection).put({ ...withoutUndefined(data), id } as DocumentOf<C>);
      return id;
    });
  }

  createIfAbsent<C extends CollectionName>(collection: C, id: string, data: NewDocument<C>): Promise<CreateIfAbsentResult<C>> {
    const table = this.db.tableOf(collection);
    return logged(STORE_LOG_PREFIX.create, () =>
      this.db.transaction('rw', table, async (): Promise<CreateIfAbsentResult<C>> => {
        const existing = await table.get(id);
        if (existing) return { created: false, document: existing };
        const document = { ...withoutUndefined(data), id } as DocumentOf<C>;
        await table.add(document);
        return { created: true, document };
      }),
    );
  }

  update<C extends CollectionName>(collection: C, id: string, data: Partial<NewDocument<C>>): Promise<void> {
    const table = this.db.tableOf(collection);
    return logged(STORE_LOG_PREFIX.update, () =>
      this.db.transaction('rw', table, async () => {
        const existing = await table.get(id);
        if (!existing) throw new DocumentNotFoundError(collection, id);
        await table.put({ ...existing, ...withoutUndefined(data), id });
      }),
    );
  }

  setMany<C extends CollectionName>(collection: C, documents: ReadonlyArray<DocumentOf<C>>): Promise<void> {
    return logged(STORE_LOG_PREFIX.create, async () => {
      await this.db.tableOf(collection).bulkPut(documents.map((document) => withoutUndefined(document)) as Array<DocumentOf<C>>);
    });
  }

  delete(collection: CollectionName, id: string): Promise<void> {
    return logged(STORE_LOG_PREFIX.delete, () => this.db.tableOf(collection).delete(id));
  }

  deleteMany(collection: CollectionName, ids: readonly string[]): Promise<void> {
    return logged(STORE_LOG_PREFIX.delete, () => this.db.tableOf(collection).bulkDelete([...ids]));
  }

  getById<C extends CollectionName>(collection: C, id: string): Promise<DocumentOf<C> | null> {
    return logged(STORE_LOG_PREFIX.get, async () => (await this.db.tableOf(collection).get(id)) ?? null);
  }

  list<C extends CollectionName>(collection: C, query: DocumentQuery<C>): Promise<Array<DocumentOf<C>>> {
    return logged(STORE_LOG_PREFIX.list, () => this.runQuery(collection, query));
  }

  /**
   * A people table is read from its copy when the copy is of the table as it is (list-versions.ts):
   * a few records instead of tens of thousands, which IndexedDB reads slowly (a CSV of 100,000
   * people waited seconds for them). Otherwise the table is read with its version, and the read
   * kept as the copy for the next whole read.
   */
  listAll<C extends CollectionName>(collection: C): Promise<Array<DocumentOf<C>>> {
    return logged(STORE_LOG_PREFIX.list, async () => {
      const table = this.db.tableOf(collection);
      if (!COPIED_TABLES.has(collection)) return table.toArray();
      return this.copies.wholeTable<DocumentOf<C>>(table);
    });
  }

  existsById(collection: CollectionName, id: string): Promise<boolean> {
    return logged(STORE_LOG_PREFIX.exists, async () => (await this.db.tableOf(collection).where('id').equals(id).count()) > 0);
  }

  existsByQuery<C extends CollectionName>(collection: C, query: DocumentQuery<C>): Promise<boolean> {
    return logged(STORE_LOG_PREFIX.exists, async () => (await this.runQuery(collection, { ...query, limit: 1 })).length > 0);
  }

  whereEquals<C extends CollectionName>(collection: C, field: FieldOf<C>, value: unknown): Promise<Array<DocumentOf<C>>> {
    return this.list(collection, { where: [{ field, op: '==', value }] });
  }

  importUsers<C extends PersonCollection>(
    collection: C,
    people: ReadonlyArray<Partial<NewDocument<C>>>,
    options: ImportOptions = {},
  ): Promise<ImportReport> {
    const table = this.db.tableOf(collection);
    // One transaction: IndexedDB rolls every chunk back if any write fails.
    return logged(STORE_LOG_PREFIX.importUsers, () =>
      this.db.transaction('rw', table, async () => {
        const stored = await table.where('email').anyOf(emailsToLookUp(people)).toArray();
        const plan = planPeopleImport(people, new Set(stored.map((person) => person.email)));
        if (plan.toCreate.length === 0) {
          console.log(NO_NEW_USERS_MESSAGE);
          return reportImport(plan, []);
        }
        // As on Firestore: the people of one import share its start.
        const importedAt = new Date().toISOString();
        const documents = plan.toCreate.map(({ person }) => ({ ...withoutUndefined(person), importedAt, id: newDocumentId() }));
        let written = 0;
        for (const part of chunk(documents, WRITE_CHUNK_SIZE)) {
          await table.bulkAdd(part as unknown as Array<DocumentOf<C>>);
          written += part.length;
          options.onProgress?.(written, documents.length);
        }
        return reportImport(
          plan,
          documents.map((document) => document.id),
        );
      }),
    );
  }

  async addUserIfNew<C extends PersonCollection>(collection: C, person: NewDocument<C>): Promise<string> {
    return (await this.addPersonIfNew(collection, person)).id;
  }

  /**
   * One add at a time on this device rather than one Dexie transaction: committing an explicit
   * transaction makes Dexie drop its live lists' results (a list of 50,000 read again: a 67 ms
   * frame), where a lone `put` on a fresh id patches them in place.
   */
  addPersonIfNew<C extends PersonCollection>(collection: C, person: NewDocument<C>): Promise<PersonAdded> {
    const table = this.db.tableOf(collection);
    return logged(STORE_LOG_PREFIX.addUser, () =>
      oneAtATime(`rollcall-add-person-${collection}`, async () => {
        const email = normaliseEmail(person.email);
        if (email === '') throw new Error('A person needs an e-mail to be added.');
        const existing = await table.where('email').equals(email).first();
        if (existing) return { id: existing.id, added: false };
        const id = newDocumentId();
        await table.put({ ...withoutUndefined(person), email, id } as DocumentOf<C>);
        return { id, added: true };
      }),
    );
  }

  findById<C extends PersonCollection>(id: string, collections: readonly C[]): Promise<FoundPerson<C> | null> {
    return logged(STORE_LOG_PREFIX.findUser, async () => {
      for (const collection of collections) {
        const document = await this.db.tableOf(collection).get(id);
        if (document) return { ...document, foundInCollection: collection } as FoundPerson<C>;
      }
      return null;
    });
  }

  findByEmail<C extends PersonCollection>(email: string, collections: readonly C[]): Promise<FoundPerson<C> | null> {
    return logged(STORE_LOG_PREFIX.findUser, async () => {
      const normalised = normaliseEmail(email);
      for (const collection of collections) {
        const document = await this.db.tableOf(collection).where('email').equals(normalised).first();
        if (document) return { ...document, foundInCollection: collection } as FoundPerson<C>;
      }
      return null;
    });
  }

  deleteDuplicateUsers<C extends PersonCollection>(collection: C): Promise<DeduplicationResult<C>> {
    const table = this.db.tableOf(collection);
    return logged(STORE_LOG_PREFIX.deleteDuplicates, () =>
      this.db.transaction('rw', table, async () => {
        const groups = findDuplicatesByEmail(await table.toArray());
        const deletedIds = groups.flatMap((group) => group.remove.map((document) => document.id));
        await table.bulkDelete(deletedIds);
        return { groups, deletedIds };
      }),
    );
  }

  watch<C extends CollectionName>(
    collection: C,
    query: DocumentQuery<C>,
    onChange: (documents: Array<DocumentOf<C>>, info: LiveResultInfo) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const failed = (error: Error) => {
      console.error(STORE_LOG_PREFIX.watch, error);
      onError?.(error);
    };
    // A whole list of people opens from its copy (list-versions.ts).
    if (COPIED_TABLES.has(collection) && !query.where?.length && !query.orderBy?.length && query.limit === undefined)
      return followWholeTable(this.copies, this.db.tableOf(collection), (rows) => onChange(rows, CONFIRMED), failed);
    return followLive(() => this.runQuery(collection, query), onChange, failed);
  }

  /**
   * The first rows in the order of an indexed field are read from that index alone (the admin
   * list's first screen out of 50,000 in a millisecond); otherwise narrows with the index of the
   * first `==` on an indexed field, then applies the rest in memory.
   */
  private async runQuery<C extends CollectionName>(collection: C, query: DocumentQuery<C>): Promise<Array<DocumentOf<C>>> {
    const table = this.db.tableOf(collection);
    const [order, ...moreOrders] = query.orderBy ?? [];
    if (order && moreOrders.length === 0 && !query.where?.length && query.limit !== undefined && this.isIndexed(table, order.field)) {
      // An index leaves out documents that lack the field, as ordering does in Firestore.
      const ordered = table.orderBy(order.field);
      return (order.direction === 'desc' ? ordered.reverse() : ordered).limit(query.limit).toArray();
    }
    const indexed = query.where?.find(
      (clause) =>
        clause.op === '==' && (typeof clause.value === 'string' || typeof clause.value === 'number') && this.isIndexed(table, clause.field),
    );
    const candidates = indexed
      ? await table
          .where(indexed.field)
          .equals(indexed.value as string | number)
          .toArray()
      : await table.toArray();
    return applyQuery(candidates, query);
  }

  private isIndexed(table: { schema: { indexes: ReadonlyArray<{ name: string }> } }, field: string): boolean {
    return table.schema.indexes.some((index) => index.name === field);
  }
}
