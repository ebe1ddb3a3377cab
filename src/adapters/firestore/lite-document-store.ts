import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  where,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type UpdateData,
} from 'firebase/firestore/lite';
import type { PersonCollection } from '../../domain/collections';
import { normaliseEmail } from '../../domain/shared/email';
import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import type {
  CreateIfAbsentResult,
  DocumentQuery,
  DocumentStore,
  FieldOf,
  FoundPerson,
  NewDocument,
  StoreTransaction,
} from '../../application/ports/document-store.port';
import { DocumentNotFoundError } from '../../application/ports/store-errors';
import { firstHolding, firstMatching } from './found-person';
import { STORE_LOG_PREFIX } from '../shared/store-log';
import { firestoreCode, guarded } from './firestore-errors';
import { liteCollection, liteSpecQuery } from './firestore-lite-query';
import { createIfAbsentTryingAgain } from './own-write';
import { FirstAnswers } from './first-answers';
import { REQUEST_PATIENCE_MS, answeredWithin } from './request-patience';

/** What a visitor's pages ask of the store: reading, and the few writes a visitor makes. */
export type VisitorOperations =
  | 'newId'
  | 'transaction'
  | 'create'
  | 'createIfAbsent'
  | 'update'
  | 'delete'
  | 'getById'
  | 'list'
  | 'listAll'
  | 'existsById'
  | 'existsByQuery'
  | 'whereEquals'
  | 'findById'
  | 'findByEmail';
export type VisitorStore = Pick<DocumentStore, VisitorOperations>;

function collectionOf<C extends CollectionName>(db: Firestore, name: C): CollectionReference<DocumentOf<C>> {
  return liteCollection(db, name) as CollectionReference<DocumentOf<C>>;
}

/**
 * The document store's visitor operations on Firestore Lite: each one request to the server,
 * answered or refused, no cache and no listener (tiered-document-store.ts says who uses it).
 * `wrote` is told after each write, so that the pages following a query show it at once.
 * `first`: the answers to the page's first reads, asked before this store was loaded. Each request
 * waits `patienceMs` for its answer (request-patience.ts).
 */
export class LiteDocumentStore implements VisitorStore {
  constructor(
    private readonly db: Firestore,
    private readonly wrote: () => void = () => undefined,
    private readonly first: FirstAnswers = new FirstAnswers(),
    private readonly patienceMs = REQUEST_PATIENCE_MS,
  ) {}

  private answered<T>(request: Promise<T>): Promise<T> {
    return answeredWithin(this.patienceMs, request);
  }

  newId(collection: CollectionName): string {
    return doc(collectionOf(this.db, collection)).id;
  }

  async transaction<T>(_collections: readonly CollectionName[], work: (transaction: StoreTransaction) => Promise<T>): Promise<T> {
    const reference = (collection: CollectionName, id: string) => doc(this.db, collection, id);
    const result = await guarded(STORE_LOG_PREFIX.transaction, () =>
      this.answered(
        runTransaction(this.db, (transaction) =>
          work({
            get: async (collection, id) => {
              const snapshot = await transaction.get(doc(collectionOf(this.db, collection), id));
              return snapshot.exists() ? snapshot.data() : null;
            },
            set: (collection, id, data) => void transaction.set(reference(collection, id), { ...data, id } as DocumentData),
            update: (collection, id, data) => void transaction.update(reference(collection, id), data as UpdateData<DocumentData>),
            delete: (collection, id) => void transaction.delete(reference(collection, id)),
          }),
        ),
      ),
    );
    this.wrote();
    return result;
  }

  async create<C extends CollectionName>(collection: C, data: NewDocument<C>): Promise<string> {
    const reference = doc(collectionOf(this.db, collection));
    await guarded(STORE_LOG_PREFIX.create, () => this.answered(setDoc(reference, { ...data, id: reference.id } as DocumentOf<C>)));
    this.wrote();
    return reference.id;
  }

  /** A transaction: two devices at the same moment give one winner. Without network it fails. */
  async createIfAbsent<C extends CollectionName>(collection: C, id: string, data: NewDocument<C>): Promise<CreateIfAbsentResult<C>> {
    const reference = doc(collectionOf(this.db, collection), id);
    const document = { ...data, id } as DocumentOf<C>;
    const result = await guarded(STORE_LOG_PREFIX.create, () =>
      createIfAbsentTryingAgain((work) => this.answered(runTransaction(this.db, work, { maxAttempts: 1 })), reference, document),
    );
    this.wrote();
    return result;
  }

  async update<C extends CollectionName>(collection: C, id: string, data: Partial<NewDocument<C>>): Promise<void> {
    const { id: _ignored, ...changes } = data as Partial<NewDocument<C>> & { id?: string };
    await guarded(STORE_LOG_PREFIX.update, async () => {
      try {
        await this.answered(updateDoc(doc(collectionOf(this.db, collection), id), changes as UpdateData<DocumentOf<C>>));
      } catch (error) {
        if (firestoreCode(error) === 'not-found') throw new DocumentNotFoundError(collection, id);
        throw error;
      }
    });
    this.wrote();
  }

  async delete(collection: CollectionName, id: string): Promise<void> {
    await guarded(STORE_LOG_PREFIX.delete, () => this.answered(deleteDoc(doc(collectionOf(this.db, collection), id))));
    this.wrote();
  }

  getById<C extends CollectionName>(collection: C, id: string): Promise<DocumentOf<C> | null> {
    return guarded(STORE_LOG_PREFIX.get, async () => {
      const early = this.first.document(collection, id);
      const answered = early && (await early);
      if (answered !== undefined) return answered as DocumentOf<C> | null;
      const snapshot = await this.answered(getDoc(doc(collectionOf(this.db, collection), id)));
      return snapshot.exists() ? snapshot.data() : null;
    });
  }

  list<C extends CollectionName>(collection: C, documentQuery: DocumentQuery<C>): Promise<Array<DocumentOf<C>>> {
    return guarded(STORE_LOG_PREFIX.list, async () => {
      const early = this.first.query(collection, documentQuery);
      const answered = early && (await early);
      if (answered !== undefined) return answered as Array<DocumentOf<C>>;
      const snapshot = await this.answered(getDocs(liteSpecQuery<DocumentOf<C>>(this.db, { collection, ...documentQuery })));
      return snapshot.docs.map((document) => document.data());
    });
  }

  listAll<C extends CollectionName>(collection: C): Promise<Array<DocumentOf<C>>> {
    return this.list(collection, {});
  }

  existsById(collection: CollectionName, id: string): Promise<boolean> {
    return guarded(STORE_LOG_PREFIX.exists, async () => (await this.answered(getDoc(doc(collectionOf(this.db, collection), id)))).exists());
  }

  existsByQuery<C extends CollectionName>(collection: C, documentQuery: DocumentQuery<C>): Promise<boolean> {
    return guarded(STORE_LOG_PREFIX.exists, async () => {
      const snapshot = await this.answered(getDocs(liteSpecQuery(this.db, { collection, ...documentQuery, limit: 1 })));
      return !snapshot.empty;
    });
  }

  whereEquals<C extends CollectionName>(collection: C, field: FieldOf<C>, value: unknown): Promise<Array<DocumentOf<C>>> {
    return this.list(collection, { where: [{ field, op: '==', value }] });
  }

  findById<C extends PersonCollection>(id: string, collections: readonly C[]): Promise<FoundPerson<C> | null> {
    // Offline, a document the cache lacks fails instead of answering "none": the ticket may
    // still be in another collection's cache (a door device holds its event's tickets).
    return guarded(STORE_LOG_PREFIX.findUser, () =>
      firstHolding(collections, (collection) => this.answered(getDoc(doc(collectionOf(this.db, collection), id)))),
    );
  }

  findByEmail<C extends PersonCollection>(email: string, collections: readonly C[]): Promise<FoundPerson<C> | null> {
    const normalised = normaliseEmail(email);
    return guarded(STORE_LOG_PREFIX.findUser, () =>
      firstMatching(collections, (collection) =>
        this.answered(getDocs(query(collectionOf(this.db, collection), where('email', '==', normalised), limit(1)))),
      ),
    );
  }
}
