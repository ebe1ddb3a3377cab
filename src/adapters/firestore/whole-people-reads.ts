import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import type { Connectivity } from '../../application/ports/connectivity.port';
import { isPersonCollection } from '../../domain/collections';
import type { ListCopyStore } from './copied-live-source';
import type { WholeLists } from './lists-firestore';

/** Where a staff device's store reads a collection whole, when not through the SDK's cache. */
export type WholeCollectionReads = {
  /** The whole collection, or null to read it as any other (through the full SDK). */
  read<C extends CollectionName>(collection: C): Promise<Array<DocumentOf<C>> | null>;
};

/**
 * A people list read whole (a download, "remove duplicates") comes from where the list on the
 * screen does: online, the lists' own Firestore (at once from its listener while the list is
 * open); offline, the device's copy of the list, when it holds one. Read through the full SDK
 * instead, a download of 5,305 people took 11.9 s the first time (the SDK storing every one of them
 * in its cache, which the device's copy makes useless) and 2.3-4.5 s each time after, while the list
 * on the screen already held them; and offline it gave what an earlier download had left there.
 */
export function wholePeopleReads(
  lists: WholeLists,
  copies: () => Promise<ListCopyStore>,
  connectivity: Connectivity,
): WholeCollectionReads {
  return {
    async read<C extends CollectionName>(collection: C): Promise<Array<DocumentOf<C>> | null> {
      if (!isPersonCollection(collection)) return null;
      // Narrowed to a people collection, C's documents are that collection's.
      if (connectivity.isOnline()) return (await lists.read(collection)) as Array<DocumentOf<C>>;
      return copies()
        .then((copy) => copy.read<DocumentOf<C>>(collection))
        .catch(() => null);
    },
  };
}
