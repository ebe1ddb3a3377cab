import type { KeptPlace, KeptPlaces } from '../../application/ports/kept-places.port';
import { KeptInStorage } from './kept-in-storage';

export const KEPT_PLACES_KEY = 'rollcall.keptPlaces';
/** A visitor waits in a few lines at a time; the oldest kept goes first beyond this. */
export const KEPT_PLACES_LIMIT = 10;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A visitor's places in waiting lists, in the browser's local storage, the one last kept first. */
export class LocalStorageKeptPlaces implements KeptPlaces {
  private readonly kept: KeptInStorage<KeptPlace>;

  constructor(storage?: KeyValueStorage | null) {
    this.kept = new KeptInStorage(KEPT_PLACES_KEY, KEPT_PLACES_LIMIT, isKeptPlace, storage);
  }

  keep(place: KeptPlace): void {
    this.kept.keepFirst([place], (kept) => kept.entry.id !== place.entry.id);
  }

  forget(entryId: string): void {
    this.kept.remove((kept) => kept.entry.id === entryId);
  }

  place(entryId: string): KeptPlace | null {
    return this.kept.read().find((kept) => kept.entry.id === entryId) ?? null;
  }
}

function isKeptPlace(value: unknown): value is KeptPlace {
  const kept = value as Partial<KeptPlace> | null;
  return (
    typeof kept?.entry?.id === 'string' &&
    typeof kept.keptAt === 'string' &&
    typeof kept.event?.id === 'string' &&
    typeof kept.place?.state === 'string'
  );
}
