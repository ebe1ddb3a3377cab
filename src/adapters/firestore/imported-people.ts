import { doc, writeBatch, type Firestore } from 'firebase/firestore';
import type { PersonCollection } from '../../domain/collections';
import { chunk } from '../shared/store-log';
import { firestoreCode } from './firestore-errors';
import { collectionOf } from './firestore-query';

/** Firestore's limit on the values of one `in` filter. */
const IN_FILTER_LIMIT = 30;
/** Look-ups in flight at once during an import. */
const PARALLEL_LOOKUPS = 8;

/**
 * The people of the import's collection whose `field` is one of (at most 30) `values`, as the
 * server has them: never the offline cache, whose partial answer would let duplicates in.
 */
export type PeopleOnServer = (field: 'email' | 'id', values: string[]) => Promise<ReadonlyArray<{ id: string; email: string }>>;

async function storedWhereIn(onServer: PeopleOnServer, field: 'email' | 'id', values: readonly string[]) {
  const stored = [];
  for (const round of chunk(chunk(values, IN_FILTER_LIMIT), PARALLEL_LOOKUPS)) {
    for (const found of await Promise.all(round.map((part) => onServer(field, [...part])))) stored.push(...found);
  }
  return stored;
}

/** The e-mails of the batch that the collection already holds. */
export async function storedEmails(onServer: PeopleOnServer, emails: readonly string[]): Promise<Set<string>> {
  return new Set((await storedWhereIn(onServer, 'email', emails)).map((person) => person.email));
}

export type ImportedPerson = { id: string; email: string; importedAt: string };
export type PartWritten<T> = { written: T[]; storedMeanwhile: string[] };

/**
 * One part of an import, in one batch. firestore.rules keep each import to people it created
 * (their `importedAt`): when another import stored some of this part's people since their
 * e-mails were looked up, the server refuses the batch. Those found on the server with their
 * e-mail are then stored meanwhile, and the rest is written again; one found under another
 * e-mail (its e-mail since edited) leaves its id to it, and this person takes a new one.
 */
export async function writePartOfImport<T extends ImportedPerson>(
  db: Firestore,
  collection: PersonCollection,
  part: readonly T[],
  onServer: PeopleOnServer,
): Promise<PartWritten<T>> {
  const target = collectionOf(db, collection);
  const storedMeanwhile: string[] = [];
  let left = [...part];
  while (left.length > 0) {
    const batch = writeBatch(db);
    for (const person of left) batch.set(doc(target, person.id), person as never);
    try {
      await batch.commit();
      return { written: left, storedMeanwhile };
    } catch (error) {
      if (firestoreCode(error) !== 'permission-denied') throw error;
      const ids = left.map((person) => person.id);
      const found = new Map((await storedWhereIn(onServer, 'id', ids)).map((person) => [person.id, person.email]));
      // Nobody else's: a refusal of this account, not a race.
      if (found.size === 0) throw error;
      storedMeanwhile.push(...left.filter((person) => found.get(person.id) === person.email).map((person) => person.email));
      left = left
        .filter((person) => found.get(person.id) !== person.email)
        .map((person) => (found.has(person.id) ? { ...person, id: doc(target).id } : person));
    }
  }
  return { written: [], storedMeanwhile };
}
