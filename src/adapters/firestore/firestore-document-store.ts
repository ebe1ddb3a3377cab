import {
  deleteDoc,
  doc,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  getDocs,
  getDocsFromCache,
  getDocsFromServer,
  runTransaction,
  setDoc,
  updateDoc,
  where,
  query as firestoreQuery,
  limit,
  writeBatch,
  type WriteBatch,
  type Firestore,
  type DocumentData,
  type DocumentReference,
  type Query,
  type UpdateData,
} from 'firebase/firestore';
import {
  doc as liteDoc,
  getDoc as getLiteDoc,
  getDocs as getLiteDocs,
  runTransaction as runLiteTransaction,
  type CollectionReference as LiteCollection,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import type { PersonCollection } from '../../domain/collections';
import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import { findDuplicatesByEmail } from '../../domain/people/duplicates';
import { emailsToLookUp, planPeopleImport, reportImport, withStoredMeanwhile, type ImportReport } from '../../domain/people/import-plan';
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
import { DocumentNotFoundError, ImportCutShortError, StoreOfflineError } from '../../application/ports/store-errors';
import { onConnectivityChange } from '../browser/browser-connectivity';
import { NO_NEW_USERS_MESSAGE, STORE_LOG_PREFIX, WRITE_CHUNK_SIZE, chunk } from '../shared/store-log';
import { firestoreCode, guarded } from './firestore-errors';
import { patientlyFromServer } from './retries';
import { firstHolding, firstMatching, type Answer, type Snapshot } from './found-person';
import { collectionOf, toFirestoreQuery } from './firestore-query';
import { liteCollection, liteSpecQuery } from './firestore-lite-query';
import { answeredWithin, REQUEST_PATIENCE_MS } from './request-patience';
import { fromItsCache, notHeldByListen } from './not-held-by-listen';
import { watchQuery } from './firestore-live';
import type { LiveSpec } from './live-source';
import { DEFAULT_RELISTEN, type RelistenPolicy } from './listen-until-confirmed';
import { createIfAbsentTryingAgain, isSameDocument } from './own-write';
import { acknowledgedWrite } from './acknowledged-write';
import { storedEmails, writePartOfImport, type ImportedPerson, type PeopleOnServer } from './imported-people';
import { personIdFor } from './person-ids';
import type { KnownByRequest } from './known-by-request';
import type { WholeCollectionReads } from './whole-people-reads';
import type { Connectivity } from '../../application/ports/connectivity.port';

/** How long a check-in waits for the server before it is kept on this device instead. */
export const ONLINE_WRITE_TIMEOUT_MS = 2500;

/** What a door remembers of a document the server said was gone. */
const GONE = Symbol('gone on the server');
/**
 * How long a write kept on the device waits for the device's cache to say whether it already
 * holds the document. The SDK reads its cache through the same queue and IndexedDB as
 * everything else it does; while they are busy (seen in CI: a door said "Checking…" for a
 * minute), the door answers from what it knows instead: the admission is kept, and the server
 * decides when the write reaches it (a refused one is reported as a conflict).
 */
export const CACHE_PATIENCE_MS = 1000;
const OFFLINE_CODES = new Set(['unavailable', 'deadline-exceeded']);

class TimedOut extends Error {}

export type DeviceStoreOptions = {
  /** How long an online write waits for the server before it is kept on the device instead. */
  writePatienceMs?: number;
  /**
   * Firestore Lite on the same app, for the create-if-absent transactions (check-ins, passes),
   * and for reads the SDK leaves unanswered past their patience (not-held-by-listen.ts).
   * The full SDK commits a transaction as one step of its queue, which waits for the server's
   * answer: a commit the server holds (the emulator holds one for up to 30 s behind another's
   * lock) would hold every listener, cache read and write of the door with it, and the door
   * would show "Checking…" until it ends instead of answering from its cache after its patience.
   */
  server?: LiteFirestore;
  /** Where what `server` answers is told to this device's listeners (known-by-request.ts). */
  known?: KnownByRequest;
  /** How long a staff device's change waits for the server's answer (acknowledged-write.ts). */
  acknowledgePatienceMs?: number;
  /** Where the collections this device keeps lists of are read whole (whole-people-reads.ts). */
  wholeReads?: WholeCollectionReads;
};

function within<T>(milliseconds: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`No answer from the server within ${milliseconds} ms.`)), milliseconds);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function documentsOf<T>(snapshot: Answer<T>): T[] {
  return snapshot.docs.map((document) => document.data());
}

/**
 * The document store on the full Firestore SDK, with its cache and write queue: a staff
 * device's (device-tier.ts); a visitor's goes through tiered-document-store.ts to Lite.
 */
export class FirestoreDocumentStore implements DocumentStore {
  private readonly writePatienceMs: number;
  private readonly acknowledgePatienceMs: number;
  private readonly server: LiteFirestore | undefined;
  private readonly known: KnownByRequest | undefined;
  private readonly wholeReads: WholeCollectionReads | undefined;
  /**
   * The documents this device's create-if-absent calls created or found, by path, and those the
   * server last said were gone (`GONE`). When neither the server nor the SDK's cache answers in
   * time, a door still knows its own admissions: a ticket shown again is "already checked in",
   * not checked in once more (seen in CI: "checked in" four times for one ticket while the
   * emulator and the SDK's storage were both slow). And a check-in an administrator took back,
   * which the SDK's cache may still hold when the server said so by request, is not "already".
   */
  private readonly seenHere = new Map<string, unknown>();

  constructor(
    private readonly db: Firestore,
    private readonly connectivity: Connectivity,
    private readonly relisten: Omit<RelistenPolicy, 'isOnline'> = DEFAULT_RELISTEN,
    options: DeviceStoreOptions = {},
  ) {
    this.writePatienceMs = options.writePatienceMs ?? ONLINE_WRITE_TIMEOUT_MS;
    this.acknowledgePatienceMs = options.acknowledgePatienceMs ?? REQUEST_PATIENCE_MS;
    this.server = options.server;
    this.known = options.known;
    this.wholeReads = options.wholeReads;
  }

  newId(collection: CollectionName): string {
    return doc(collectionOf(this.db, collection)).id;
  }

  transaction<T>(_collections: readonly CollectionName[], work: (transaction: StoreTransaction) => Promise<T>): Promise<T> {
    // Untyped references: the transaction's methods carry the collection's type themselves.
    const reference = (collection: CollectionName, id: string) => doc(this.db, collection, id);
    return guarded(STORE_LOG_PREFIX.transaction, async () => {
      // A transaction reads on the server: without network it would only retry until it gave up.
      if (!this.connectivity.isOnline()) throw new StoreOfflineError(STORE_LOG_PREFIX.transaction);
      // What the committed run deleted (a run tried again starts over): this device's listeners
      // must not show it again (known-by-request.ts).
      let deleted: Array<[CollectionName, string]> = [];
      const result = await runTransaction(this.db, (transaction) => {
        deleted = [];
        return work({
          get: async (collection, id) => {
            const snapshot = await transaction.get(doc(collectionOf(this.db, collection), id));
            return snapshot.exists() ? snapshot.data() : null;
          },
          set: (collection, id, data) => void transaction.set(reference(collection, id), { ...data, id } as DocumentData),
          update: (collection, id, data) => void transaction.update(reference(collection, id), data as UpdateData<DocumentData>),
          delete: (collection, id) => {
            deleted.push([collection, id]);
            transaction.delete(reference(collection, id));
          },
        });
      });
      deleted.forEach(([collection, id]) => this.known?.forget(collection, [id]));
      return result;
    });
  }

  create<C extends CollectionName>(collection: C, data: NewDocument<C>): Promise<string> {
    return guarded(STORE_LOG_PREFIX.create, async () => {
      const reference = doc(collectionOf(this.db, collection));
      await this.acknowledged(STORE_LOG_PREFIX.create, () => setDoc(reference, { ...data, id: reference.id } as DocumentOf<C>));
      return reference.id;
    });
  }

  /**
   * Online: a transaction, so two devices at the same moment give one winner. Offline, or when
   * the server does not answer in time: the document is written to the local cache (unless the
   * cache already holds it) and reaches the server on reconnection. The deterministic id makes
   * that write land on the same document; the security rules refuse to overwrite one.
   */
  createIfAbsent<C extends CollectionName>(collection: C, id: string, data: NewDocument<C>): Promise<CreateIfAbsentResult<C>> {
    const reference = doc(collectionOf(this.db, collection), id);
    const document = { ...data, id } as DocumentOf<C>;
    return guarded(STORE_LOG_PREFIX.create, async () => {
      if (!this.connectivity.isOnline()) return this.createLocally(reference, document);
      const server = this.server;
      const answeredWithout = new AbortController();
      const transaction: Promise<CreateIfAbsentResult<C>> = server
        ? createIfAbsentTryingAgain(
            (work) => runLiteTransaction(server, work, { maxAttempts: 1 }),
            liteDoc(liteCollection(server, collection) as LiteCollection<DocumentOf<C>>, id),
            document,
            answeredWithout.signal,
          )
        : createIfAbsentTryingAgain(
            (work) => runTransaction(this.db, work, { maxAttempts: 1 }),
            reference,
            document,
            answeredWithout.signal,
          );
      // Remembered whenever it answers, in time or not.
      transaction.then(
        (result) => {
          this.seenHere.set(reference.path, result.document);
          this.known?.record(collection, id, result.document);
        },
        () => undefined,
      );
      try {
        return await within(this.writePatienceMs, transaction);
      } catch (error) {
        if (error instanceof TimedOut || OFFLINE_CODES.has(firestoreCode(error))) {
          // The transaction may still land later: harmless while it writes what the cache now
          // holds. Told "already there", it stops: landing first, it would displace the write
          // queued for that document (this door's own check-in before a reload, say).
          const local = await this.createLocally(reference, document, { ownWriteMayHaveLanded: true });
          if (!local.created) answeredWithout.abort();
          return local;
        }
        throw error;
      }
    });
  }

  /**
   * `ownWriteMayHaveLanded`: this write's transaction timed out but may have landed meanwhile, so
   * the document in the cache, if it is this very write, is this write created, not someone
   * else's before it (the door would say "already checked in" of its own check-in).
   */
  private async createLocally<C extends CollectionName>(
    reference: DocumentReference<DocumentOf<C>>,
    document: DocumentOf<C>,
    { ownWriteMayHaveLanded = false } = {},
  ): Promise<CreateIfAbsentResult<C>> {
    const seen = this.seenHere.get(reference.path) as DocumentOf<C> | typeof GONE | undefined;
    if (seen !== undefined && seen !== GONE && !isSameDocument(seen, document)) return { created: false, document: seen };
    const cached = await within(CACHE_PATIENCE_MS, getDocFromCache(reference)).catch((error: unknown) => {
      if (error instanceof TimedOut)
        console.warn(`The device's cache did not answer within ${CACHE_PATIENCE_MS} ms: the write is kept without it.`);
      return null;
    });
    // Gone by the server's last word: a copy the cache kept from before is out of date; one of
    // its own writes still on their way is not.
    const outOfDate = seen === GONE && !cached?.metadata.hasPendingWrites;
    if (cached?.exists() && !outOfDate) {
      this.seenHere.set(reference.path, cached.data());
      if (!ownWriteMayHaveLanded || !isSameDocument(cached.data(), document)) return { created: false, document: cached.data() };
      return { created: true, document: cached.data(), ...(cached.metadata.hasPendingWrites ? { pending: true } : {}) };
    }
    this.seenHere.set(reference.path, document);
    // Not awaited: the promise settles only when the server confirms, which may be hours away.
    setDoc(reference, document).catch((error: unknown) => console.error('Error syncing a document written offline:', error));
    return { created: true, document, pending: true };
  }

  update<C extends CollectionName>(collection: C, id: string, data: Partial<NewDocument<C>>): Promise<void> {
    const { id: _ignored, ...changes } = data as Partial<NewDocument<C>> & { id?: string };
    return guarded(STORE_LOG_PREFIX.update, async () => {
      try {
        await this.acknowledged(STORE_LOG_PREFIX.update, () =>
          updateDoc(doc(collectionOf(this.db, collection), id), changes as UpdateData<DocumentOf<C>>),
        );
      } catch (error) {
        if (firestoreCode(error) === 'not-found') {
          throw new DocumentNotFoundError(collection, id);
        }
        throw error;
      }
    });
  }

  setMany<C extends CollectionName>(collection: C, documents: ReadonlyArray<DocumentOf<C>>): Promise<void> {
    const target = collectionOf(this.db, collection);
    return guarded(STORE_LOG_PREFIX.create, async () => {
      for (const part of chunk(documents, WRITE_CHUNK_SIZE)) {
        const batch = writeBatch(this.db);
        for (const document of part) batch.set(doc(target, document.id), document);
        await batch.commit();
      }
    });
  }

  delete(collection: CollectionName, id: string): Promise<void> {
    return guarded(STORE_LOG_PREFIX.delete, () =>
      this.acknowledged(STORE_LOG_PREFIX.delete, () => {
        this.known?.forget(collection, [id]);
        return deleteDoc(doc(collectionOf(this.db, collection), id));
      }),
    );
  }

  /** Each batch is a change the person waits for (acknowledged-write.ts); one made again deletes the rest. */
  deleteMany(collection: CollectionName, ids: readonly string[]): Promise<void> {
    return guarded(STORE_LOG_PREFIX.delete, () =>
      this.deleteInBatches(collection, ids, undefined, (batch, part) =>
        this.acknowledged(STORE_LOG_PREFIX.delete, () => {
          this.known?.forget(collection, part);
          return batch.commit();
        }),
      ),
    );
  }

  private acknowledged(operation: string, write: () => Promise<void>): Promise<void> {
    return acknowledgedWrite(this.connectivity, this.acknowledgePatienceMs, operation, write);
  }

  getById<C extends CollectionName>(collection: C, id: string): Promise<DocumentOf<C> | null> {
    return guarded(STORE_LOG_PREFIX.get, async () => {
      const snapshot = await this.readDocument(doc(collectionOf(this.db, collection), id));
      return snapshot.data() ?? null;
    });
  }

  list<C extends CollectionName>(collection: C, query: DocumentQuery<C>): Promise<Array<DocumentOf<C>>> {
    return guarded(STORE_LOG_PREFIX.list, async () => {
      const sdkQuery = toFirestoreQuery(this.db, collection, query);
      const spec = { collection, ...query };
      return documentsOf(await (query.confirmed ? this.readQueryOfRecord(sdkQuery, spec) : this.readQuery(sdkQuery, spec)));
    });
  }

  listAll<C extends CollectionName>(collection: C): Promise<Array<DocumentOf<C>>> {
    return guarded(
      STORE_LOG_PREFIX.list,
      async () => (await this.wholeReads?.read(collection)) ?? documentsOf(await getDocs(collectionOf(this.db, collection))),
    );
  }

  existsById(collection: CollectionName, id: string): Promise<boolean> {
    return guarded(STORE_LOG_PREFIX.exists, async () => (await this.readDocument(doc(collectionOf(this.db, collection), id))).exists());
  }

  /**
   * The device's copy, or the server's. "Unavailable" means the SDK holds no copy and counts
   * itself offline; on a device that says it is online that is a slow first connection (a crowd
   * arriving at once), so the server is asked again for a while before the person is told.
   */
  private async readDocument<T>(reference: DocumentReference<T>): Promise<Snapshot<T>> {
    const read = getDoc(reference).catch((error: unknown) => {
      if (firestoreCode(error) !== 'unavailable' || !this.connectivity.isOnline()) throw error;
      return patientlyFromServer(
        () => getDocFromServer(reference),
        () => this.connectivity.isOnline(),
      );
    });
    const snapshot = await this.notHeld(reference, read);
    if (!fromItsCache(snapshot)) this.heardFromServer(reference.path, snapshot);
    return snapshot;
  }

  /**
   * The server's word on a document outlasts what this device made or cached of it before (a
   * check-in an administrator took back, answered by request while the SDK's cache still holds
   * it): a create-if-absent the server is then slow to answer goes by it.
   */
  private heardFromServer(path: string, snapshot: Snapshot<unknown>): void {
    if (!snapshot.exists()) this.seenHere.set(path, GONE);
    else if (this.seenHere.has(path)) this.seenHere.set(path, snapshot.data());
  }

  /** The SDK's read of a document, asked again by request when it waits too long (a staff device's). */
  private notHeld<T>(reference: DocumentReference<T>, read: Promise<Snapshot<T>>): Promise<Snapshot<T>> {
    const server = this.server;
    if (!server || !this.connectivity.isOnline()) return read;
    return notHeldByListen(read, {
      askServer: async () => (await getLiteDoc(liteDoc(server, reference.path))) as Snapshot<T>,
      fromCache: () => getDocFromCache(reference),
    });
  }

  /** The SDK's answer to a query, asked again by request when it waits too long (a staff device's). */
  private readQuery<T>(sdkQuery: Query<T>, spec: LiveSpec): Promise<Answer<T>> {
    const server = this.server;
    const read = getDocs(sdkQuery);
    if (!server || !this.connectivity.isOnline()) return read;
    return notHeldByListen<Answer<T>>(read, {
      askServer: () => getLiteDocs(liteSpecQuery<T>(server, spec)),
      fromCache: () => getDocsFromCache(sdkQuery),
    });
  }

  /**
   * The server's answer, never the cache's: without network, "unavailable"; a network that takes
   * the request and never answers (a captive portal) fails after a request's patience.
   */
  private readQueryOfRecord<T>(sdkQuery: Query<T>, spec: LiveSpec): Promise<Answer<T>> {
    const server = this.server;
    return answeredWithin(REQUEST_PATIENCE_MS, server ? getLiteDocs(liteSpecQuery<T>(server, spec)) : getDocsFromServer(sdkQuery));
  }

  existsByQuery<C extends CollectionName>(collection: C, query: DocumentQuery<C>): Promise<boolean> {
    return guarded(STORE_LOG_PREFIX.exists, async () => {
      const snapshot = await getDocs(toFirestoreQuery(this.db, collection, { ...query, limit: 1 }));
      return !snapshot.empty;
    });
  }

  whereEquals<C extends CollectionName>(collection: C, field: FieldOf<C>, value: unknown): Promise<Array<DocumentOf<C>>> {
    return this.list(collection, { where: [{ field, op: '==', value }] });
  }

  importUsers<C extends PersonCollection>(
    collection: C,
    people: ReadonlyArray<Partial<NewDocument<C>>>,
    options: ImportOptions = {},
  ): Promise<ImportReport> {
    return guarded(STORE_LOG_PREFIX.importUsers, async () => {
      const spec = (field: 'email' | 'id', values: string[]) => ({ where: [{ field, op: 'in' as const, value: values }] });
      // The SDK's, whose writes follow: without network it fails at once, and the import says so.
      // On a device whose network is there, an SDK that counts itself offline is asked again for
      // a while: its channel failing twice under load (a tab sending another's held writes) is
      // enough, and the import was told "no connection" while the device was online.
      const onServer: PeopleOnServer = async (field, values) =>
        documentsOf(await this.serverAnswer(toFirestoreQuery(this.db, collection as PersonCollection, spec(field, values))));
      // After a refused part the server has just answered: asked by request where the device can
      // (a staff device's Lite), since the emulator's long answer to a refusal of 500 writes has
      // been seen to break the SDK's channel for the look-ups after it.
      const afterRefusal: PeopleOnServer = (field, values) =>
        this.list(collection as PersonCollection, { ...spec(field, values), confirmed: true });
      const plan = planPeopleImport(people, await storedEmails(onServer, emailsToLookUp(people)));
      if (plan.toCreate.length === 0) {
        console.log(NO_NEW_USERS_MESSAGE);
        return reportImport(plan, []);
      }
      // Every person of this import carries its start: firestore.rules let it write only its own.
      const importedAt = new Date().toISOString();
      const written: ImportedPerson[] = [];
      const storedMeanwhile = new Set<string>();
      // Offline part-way, the SDK keeps the chunk and sends it when the network is back: the
      // import waits, and the page says so.
      const waiting = options.onWaitingForNetwork;
      const stopWatching = waiting ? onConnectivityChange(() => waiting(!this.connectivity.isOnline())) : () => undefined;
      try {
        for (const part of chunk(plan.toCreate, WRITE_CHUNK_SIZE)) {
          // Digests by part: 50,000 at once hold the page for seconds on a slow device.
          const documents = await Promise.all(
            part.map(async ({ person }) => ({ ...person, importedAt, id: await personIdFor(person.email) })),
          );
          const outcome = await writePartOfImport(this.db, collection, documents, afterRefusal);
          written.push(...outcome.written);
          outcome.storedMeanwhile.forEach((email) => storedMeanwhile.add(email));
          options.onProgress?.(written.length + storedMeanwhile.size, plan.toCreate.length);
        }
      } catch (error) {
        // Firestore has no transaction over 500 writes: undo the chunks already written.
        const staying = await this.takenBack(
          collection,
          written.map(({ id }) => id),
        );
        if (staying === 0) throw error;
        throw new ImportCutShortError(staying, error instanceof Error ? error : new Error(String(error)));
      } finally {
        stopWatching();
      }
      const idOf = new Map(written.map(({ email, id }) => [email, id]));
      const turnedOut = withStoredMeanwhile(plan, storedMeanwhile);
      return reportImport(
        turnedOut,
        turnedOut.toCreate.map(({ person }) => idOf.get(person.email) ?? ''),
      );
    });
  }

  async addUserIfNew<C extends PersonCollection>(collection: C, person: NewDocument<C>): Promise<string> {
    return (await this.addPersonIfNew(collection, person)).id;
  }

  /**
   * Under the e-mail's own id, as an import writes it, and in a transaction: another device's add,
   * or an import's write, of the same e-mail meets this document instead of writing beside it.
   */
  addPersonIfNew<C extends PersonCollection>(collection: C, person: NewDocument<C>): Promise<PersonAdded> {
    return guarded(STORE_LOG_PREFIX.addUser, async () => {
      const email = normaliseEmail(person.email);
      if (email === '') throw new Error('A person needs an e-mail to be added.');
      // Stored under another id: before ids came from e-mails, or a registration's directory entry.
      const [stored] = await this.list(collection as PersonCollection, { where: [{ field: 'email', op: '==', value: email }], limit: 1 });
      if (stored) return { id: stored.id, added: false };
      const keyed = await this.createIfAbsent(collection, await personIdFor(email), { ...person, email });
      if (keyed.created || keyed.document.email === email) return { id: keyed.document.id, added: keyed.created };
      // The e-mail's id is held by a person whose e-mail was edited since: this one takes a new id.
      return { id: await this.create(collection, { ...person, email }), added: true };
    });
  }

  findById<C extends PersonCollection>(id: string, collections: readonly C[]): Promise<FoundPerson<C> | null> {
    // Offline, a document the cache lacks fails instead of answering "none": the ticket may
    // still be in another collection's cache (a door device holds its event's tickets).
    return guarded(STORE_LOG_PREFIX.findUser, () =>
      firstHolding(collections, (collection) => {
        const reference = doc(collectionOf(this.db, collection), id);
        return this.notHeld(reference, getDoc(reference));
      }),
    );
  }

  findByEmail<C extends PersonCollection>(email: string, collections: readonly C[]): Promise<FoundPerson<C> | null> {
    const normalised = normaliseEmail(email);
    return guarded(STORE_LOG_PREFIX.findUser, () =>
      firstMatching(collections, (collection) =>
        getDocs(firestoreQuery(collectionOf(this.db, collection), where('email', '==', normalised), limit(1))),
      ),
    );
  }

  deleteDuplicateUsers<C extends PersonCollection>(collection: C): Promise<DeduplicationResult<C>> {
    return guarded(STORE_LOG_PREFIX.deleteDuplicates, async () => {
      const groups = findDuplicatesByEmail(documentsOf(await this.serverAnswer(collectionOf(this.db, collection))));
      const deletedIds = groups.flatMap((group) => group.remove.map((document) => document.id));
      await this.deleteInBatches(collection, deletedIds);
      return { groups, deletedIds };
    });
  }

  watch<C extends CollectionName>(
    collection: C,
    query: DocumentQuery<C>,
    onChange: (documents: Array<DocumentOf<C>>, info: LiveResultInfo) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    return watchQuery(toFirestoreQuery(this.db, collection, query), onChange, onError, {
      ...this.relisten,
      isOnline: () => this.connectivity.isOnline(),
    });
  }

  /**
   * A query's answer from the server, asked again for a while on a device whose network is there
   * while its SDK counts itself offline (retries.ts); without network it fails at once.
   */
  private serverAnswer<T>(query: Query<T>) {
    return patientlyFromServer(
      () => getDocsFromServer(query),
      () => this.connectivity.isOnline(),
    );
  }

  /** The import's documents deleted again: how many could not be (0 once all are). */
  private async takenBack(collection: CollectionName, ids: readonly string[]): Promise<number> {
    let staying = ids.length;
    await this.deleteInBatches(collection, ids, (deleted) => (staying -= deleted)).catch((rollbackError: unknown) =>
      console.error(STORE_LOG_PREFIX.importUsers, 'the rollback failed too', rollbackError),
    );
    return staying;
  }

  private async deleteInBatches(
    collection: CollectionName,
    ids: readonly string[],
    onDeleted?: (count: number) => void,
    commit = (batch: WriteBatch, _part: readonly string[]) => batch.commit(),
  ): Promise<void> {
    const target = collectionOf(this.db, collection);
    for (const part of chunk(ids, WRITE_CHUNK_SIZE)) {
      const batch = writeBatch(this.db);
      for (const id of part) batch.delete(doc(target, id));
      await commit(batch, part);
      onDeleted?.(part.length);
    }
  }
}
