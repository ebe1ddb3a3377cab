import type { PersonCollection } from '../../domain/collections';
import type { ImportReport } from '../../domain/people/import-plan';
import type { CollectionName, DocumentOf } from '../../application/ports/collections';
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
import type { VisitorStore } from './lite-document-store';
import type { LiveSource } from './live-source';
import type { DeviceTier } from './tiers';

/**
 * Firebase mode's document store. A visitor's reads and writes go to Firestore Lite, one request
 * each; once the device tier is loaded (a staff device) everything goes through the full SDK,
 * with its cache and write queue. What only administrators do (imports, batch writes, clean-up)
 * loads the tier first. Live queries follow `live`: Lite polling, then listeners.
 */
export class TieredDocumentStore implements DocumentStore {
  constructor(
    private readonly visitor: VisitorStore,
    private readonly device: DeviceTier,
    private readonly live: LiveSource,
  ) {}

  private get now(): VisitorStore {
    return this.device.current()?.store ?? this.visitor;
  }

  private async staff(): Promise<DocumentStore> {
    return (await this.device.load()).store;
  }

  newId(collection: CollectionName): string {
    return this.now.newId(collection);
  }

  transaction<T>(collections: readonly CollectionName[], work: (transaction: StoreTransaction) => Promise<T>): Promise<T> {
    return this.now.transaction(collections, work);
  }

  create<C extends CollectionName>(collection: C, data: NewDocument<C>): Promise<string> {
    return this.now.create(collection, data);
  }

  createIfAbsent<C extends CollectionName>(collection: C, id: string, data: NewDocument<C>): Promise<CreateIfAbsentResult<C>> {
    return this.now.createIfAbsent(collection, id, data);
  }

  update<C extends CollectionName>(collection: C, id: string, data: Partial<NewDocument<C>>): Promise<void> {
    return this.now.update(collection, id, data);
  }

  delete(collection: CollectionName, id: string): Promise<void> {
    return this.now.delete(collection, id);
  }

  getById<C extends CollectionName>(collection: C, id: string): Promise<DocumentOf<C> | null> {
    return this.now.getById(collection, id);
  }

  list<C extends CollectionName>(collection: C, query: DocumentQuery<C>): Promise<Array<DocumentOf<C>>> {
    return this.now.list(collection, query);
  }

  listAll<C extends CollectionName>(collection: C): Promise<Array<DocumentOf<C>>> {
    return this.now.listAll(collection);
  }

  existsById(collection: CollectionName, id: string): Promise<boolean> {
    return this.now.existsById(collection, id);
  }

  existsByQuery<C extends CollectionName>(collection: C, query: DocumentQuery<C>): Promise<boolean> {
    return this.now.existsByQuery(collection, query);
  }

  whereEquals<C extends CollectionName>(collection: C, field: FieldOf<C>, value: unknown): Promise<Array<DocumentOf<C>>> {
    return this.now.whereEquals(collection, field, value);
  }

  findById<C extends PersonCollection>(id: string, collections: readonly C[]): Promise<FoundPerson<C> | null> {
    return this.now.findById(id, collections);
  }

  findByEmail<C extends PersonCollection>(email: string, collections: readonly C[]): Promise<FoundPerson<C> | null> {
    return this.now.findByEmail(email, collections);
  }

  async setMany<C extends CollectionName>(collection: C, documents: ReadonlyArray<DocumentOf<C>>): Promise<void> {
    await (await this.staff()).setMany(collection, documents);
  }

  async deleteMany(collection: CollectionName, ids: readonly string[]): Promise<void> {
    await (await this.staff()).deleteMany(collection, ids);
  }

  async importUsers<C extends PersonCollection>(
    collection: C,
    people: ReadonlyArray<Partial<NewDocument<C>>>,
    options?: ImportOptions,
  ): Promise<ImportReport> {
    return (await this.staff()).importUsers(collection, people, options);
  }

  async addUserIfNew<C extends PersonCollection>(collection: C, person: NewDocument<C>): Promise<string> {
    return (await this.staff()).addUserIfNew(collection, person);
  }

  async addPersonIfNew<C extends PersonCollection>(collection: C, person: NewDocument<C>): Promise<PersonAdded> {
    return (await this.staff()).addPersonIfNew(collection, person);
  }

  async deleteDuplicateUsers<C extends PersonCollection>(collection: C): Promise<DeduplicationResult<C>> {
    return (await this.staff()).deleteDuplicateUsers(collection);
  }

  watch<C extends CollectionName>(
    collection: C,
    query: DocumentQuery<C>,
    onChange: (documents: Array<DocumentOf<C>>, info: LiveResultInfo) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    return this.live.watch<DocumentOf<C>>({ collection, ...query }, onChange, onError);
  }
}
