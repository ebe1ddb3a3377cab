import { deviceStorage } from './device-storage';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A list kept under one key of the browser's local storage, the one kept last first, at most
 * `limit` long. Where storage is blocked (a private window) or full, nothing is kept: the pages
 * that read it then need the network, as without it.
 */
export class KeptInStorage<T> {
  constructor(
    private readonly key: string,
    private readonly limit: number,
    private readonly isItem: (value: unknown) => value is T,
    private readonly storage: KeyValueStorage | null = deviceStorage(),
  ) {}

  read(): T[] {
    try {
      const stored: unknown = JSON.parse(this.storage?.getItem(this.key) ?? '[]');
      return Array.isArray(stored) ? stored.filter(this.isItem) : [];
    } catch {
      // Unreadable (written by hand, or cut short): as if nothing were kept.
      return [];
    }
  }

  /** Keeps `items` first, and those of the others that `stays` lets stay. */
  keepFirst(items: readonly T[], stays: (kept: T) => boolean): void {
    this.write([...items, ...this.read().filter(stays)]);
  }

  /** Lets go of those that `goes` names; writes nothing when there are none. */
  remove(goes: (kept: T) => boolean): void {
    const kept = this.read();
    if (kept.some(goes)) this.write(kept.filter((item) => !goes(item)));
  }

  private write(items: readonly T[]): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(items.slice(0, this.limit)));
    } catch {
      // Storage full or refused: the pages still work online.
    }
  }
}
