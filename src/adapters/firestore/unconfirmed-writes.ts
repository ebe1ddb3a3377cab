import { StoreUnconfirmedError } from '../../application/ports/store-errors';
import { STORE_LOG_PREFIX } from '../shared/store-log';

/** Where the writes in doubt are kept: the tab's `sessionStorage`, so that a reload keeps them. */
export type DoubtKeep = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or memory where there is none (Node, a browser that refuses it). */
export function sessionDoubtKeep(): DoubtKeep {
  try {
    const storage = globalThis.sessionStorage as Storage | undefined;
    if (storage) return storage;
  } catch {
    // A browser that forbids storage throws on reading the property: memory it is.
  }
  return memoryDoubtKeep();
}

export function memoryDoubtKeep(): DoubtKeep {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
}

/**
 * The ids written by one key's commits (a ticket's key or a waiting place's: an event and an
 * e-mail; a place's confirmation) that were sent and not answered. Each is noted before its
 * commit goes, and dropped when an answer comes: a commit unanswered, or still under way when
 * the page was reloaded, may have landed.
 */
export class PendingWrites {
  constructor(
    private readonly sent: string[],
    private readonly save: (ids: readonly string[]) => void,
  ) {}

  get ids(): readonly string[] {
    return this.sent;
  }

  /** Before the commit that writes `id` goes. */
  sending(id: string): void {
    this.sent.push(id);
    this.save(this.sent);
  }

  /** The commit that wrote `id` was answered: accepted, or refused and so not landed. */
  answered(id: string): void {
    const at = this.sent.indexOf(id);
    if (at >= 0) this.sent.splice(at, 1);
    this.save(this.sent);
  }
}

/**
 * Per key, the writes in doubt (`PendingWrites`), kept until an attempt with that key is decided.
 * The next attempt looks for them when it finds the key taken, and shows the one that landed
 * instead of "already registered" or "already on the waiting list". An attempt that fails while
 * any is in doubt is unconfirmed (`StoreUnconfirmedError`), never "nothing was saved".
 */
export class UnconfirmedWrites {
  constructor(
    /** Names what is kept ("tickets", "places"), so that two kinds never share a key. */
    private readonly kind: string,
    private readonly keep: DoubtKeep,
  ) {}

  /** Whether writes with this key are in doubt. */
  inDoubt(key: string): boolean {
    return this.read(this.nameOf(key)).length > 0;
  }

  async decide<R>(key: string, attempt: (pending: PendingWrites) => Promise<R>): Promise<R> {
    const name = this.nameOf(key);
    const pending = new PendingWrites(this.read(name), (ids) => this.write(name, ids));
    try {
      const outcome = await attempt(pending);
      this.write(name, []);
      return outcome;
    } catch (error) {
      if (pending.ids.length === 0) throw error;
      throw new StoreUnconfirmedError(STORE_LOG_PREFIX.transaction, error instanceof Error ? error : new Error(String(error)));
    }
  }

  private nameOf(key: string): string {
    return `rollcall.unconfirmed.${this.kind}.${key}`;
  }

  private read(name: string): string[] {
    try {
      const kept: unknown = JSON.parse(this.keep.getItem(name) ?? '[]');
      return Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }

  private write(name: string, ids: readonly string[]): void {
    try {
      if (ids.length === 0) this.keep.removeItem(name);
      else this.keep.setItem(name, JSON.stringify(ids));
    } catch {
      // Storage full or refused: the doubt is lost on a reload only, as before there was storage.
    }
  }
}
