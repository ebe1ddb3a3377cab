import type { PersonCollection } from '../../domain/collections';
import type { FoundPerson } from '../../application/ports/document-store.port';

/** A document read, of either build of the SDK. */
export type Snapshot<T> = { exists(): boolean; data(): T | undefined };
/** A query's answer, of either build of the SDK. */
export type Answer<T> = { empty: boolean; docs: ReadonlyArray<{ data(): T }> };

/**
 * The person in the first collection, in the order given, whose read found them. One read
 * refused or failing (offline, a collection not this reader's) leaves the others' answer; with
 * none found, the first failure is thrown. Both Firestore builds' snapshots fit.
 */
export async function firstHolding<C extends PersonCollection, T>(
  collections: readonly C[],
  read: (collection: C) => Promise<Snapshot<T>>,
): Promise<FoundPerson<C> | null> {
  const settled = await Promise.allSettled(collections.map(read));
  for (const [index, result] of settled.entries()) {
    const collection = collections[index];
    if (result.status === 'fulfilled' && result.value.exists() && collection)
      return { ...result.value.data(), foundInCollection: collection } as FoundPerson<C>;
  }
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return null;
}

/** The first document of the first collection, in the order given, whose query found one. */
export async function firstMatching<C extends PersonCollection, T>(
  collections: readonly C[],
  query: (collection: C) => Promise<Answer<T>>,
): Promise<FoundPerson<C> | null> {
  const answers = await Promise.all(collections.map(query));
  const index = answers.findIndex((answer) => !answer.empty);
  const found = answers[index]?.docs[0];
  const collection = collections[index];
  return found && collection ? ({ ...found.data(), foundInCollection: collection } as FoundPerson<C>) : null;
}
