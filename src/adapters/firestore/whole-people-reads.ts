import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import type { Connectivity } from '../../application/ports/connectivity.port';
import { StoreOfflineError } from '../../application/ports/store-errors';
import { isPersonCollection } from '../../domain/collections';
import { STORE_LOG_PREFIX } from '../shared/store-log';
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
 * open); offline, the device's copy of the list. Read through the full SDK instead, a download of
 * 5,305 people took 11.9 s the first time (the SDK storing every one of them in its cache, which
 * the device's copy makes useless) and 2.3-4.5 s each time after, while the list on the screen
 * already held them. Offline without a copy the read fails: the SDK's cache holds at most a
 * list's first screen and the people this device read one by one, and a file of those looks whole.
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
      const copy = await copies()
        .then((store) => store.read<DocumentOf<C>>(collection))
        .catch(() => null);
      if (!copy) throw new StoreOfflineError(STORE_LOG_PREFIX.list);
      return copy;
    },
  };
}
