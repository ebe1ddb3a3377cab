import type { CollectionName, DocumentOf } from '../../application/ports/collections';
import type { Connectivity } from '../../application/ports/connectivity.port';
import { StoreOfflineError } from '../../application/ports/store-errors';
import { isPersonCollection } from '../../domain/collections';
import { STORE_LOG_PREFIX } from '../shared/store-log';
import type { ListCopyStore } from './copied-live-source';
import type { WholeLists } from './lists-firestore';
import { isUnanswered } from './firestore-errors';
import { answeredWithin } from './request-patience';

/**
 * How long a whole read online waits for the server. With the list open and the server in
 * touch it answers at once (the list's own listener holds it); a first read of 5,305 people
 * took about 2 s on the emulator. With the server unreachable while the device says it is
 * online, the SDK waited for it for more than 400 s (measured: the list open, every request to
 * the server refused), the button saying "Preparing…" all along.
 */
export const WHOLE_READ_PATIENCE_MS = 30_000;

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
 * Online, a read the server leaves unanswered (no answer in time, or the SDK counting itself
 * offline) is answered as offline: from the copy, which is the list as the server last confirmed
 * it, or failing with why. Any other failure (a refusal) stays a failure.
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
      let unanswered: unknown = null;
      if (connectivity.isOnline()) {
        try {
          return (await answeredWithin(WHOLE_READ_PATIENCE_MS, lists.read(collection))) as Array<DocumentOf<C>>;
        } catch (error) {
          if (!isUnanswered(error)) throw error;
          unanswered = error;
        }
      }
      const copy = await copies()
        .then((store) => store.read<DocumentOf<C>>(collection))
        .catch(() => null);
      if (!copy) throw unanswered ?? new StoreOfflineError(STORE_LOG_PREFIX.list);
      return copy;
    },
  };
}
