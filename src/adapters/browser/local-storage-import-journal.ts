import type { ImportJournal, JournalledImport, UnfinishedImport } from '../../application/ports/import-journal.port';
import type { PeopleList } from '../../domain/people/people-lists';
import { deviceStorage } from './device-storage';

export const IMPORT_JOURNAL_KEY = 'rollcall.import.underWay';
/** Unfinished imports the administrator has not read yet; older ones go first beyond this. */
const KEPT = 10;
/** Each running import's Web Lock is this and its id. */
export const IMPORT_LOCK_PREFIX = 'rollcall.import.';
const lockName = (id: string) => `${IMPORT_LOCK_PREFIX}${id}`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Locks that a page holds until it lets go or is closed: the browser's Web Locks, which every
 * page of the device sees, and which a closed or crashed page releases by itself.
 */
export type PageLocks = {
  /** Holds the lock; `granted` is called once it is held; the result lets go of it. */
  hold(name: string, granted: () => void): () => void;
  held(): Promise<string[]>;
};

export function browserLocks(): PageLocks | null {
  const locks = globalThis.navigator?.locks;
  if (!locks) return null;
  return {
    hold: (name, granted) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      void locks.request(name, () => {
        granted();
        return released;
      });
      return release;
    },
    held: async () => ((await locks.query()).held ?? []).map((lock) => lock.name ?? ''),
  };
}

/**
 * The imports under way on this device, in the browser's local storage. Each running import holds
 * a lock named after it: one whose lock no page holds was left part-way by a page closed, and is
 * unfinished. Without Web Locks, only this page's own imports are known to be running.
 */
export class LocalStorageImportJournal implements ImportJournal {
  private readonly running = new Set<string>();

  constructor(
    private readonly storage: KeyValueStorage | null = deviceStorage(),
    private readonly locks: PageLocks | null = browserLocks(),
  ) {}

  begin(entry: Omit<UnfinishedImport, 'id' | 'written'>): JournalledImport {
    // Not randomUUID: it needs a secure context, and an office laptop may open the app at a plain http address.
    const id = Array.from(crypto.getRandomValues(new Uint32Array(3)), (part) => part.toString(36)).join('-');
    let ended = false;
    let written = 0;
    this.running.add(id);
    // Written once the lock is held, so that no other page sees it without its lock.
    const note = () => !ended && this.write([{ ...entry, id, written }, ...this.read()].slice(0, KEPT));
    const release = this.locks ? this.locks.hold(lockName(id), note) : (note(), () => undefined);
    return {
      id,
      written: (count) => {
        written = count;
        const entries = this.read();
        if (entries.some((kept) => kept.id === id)) this.write(entries.map((kept) => (kept.id === id ? { ...kept, written } : kept)));
      },
      end: () => {
        ended = true;
        this.forget(id);
        this.running.delete(id);
        release();
      },
    };
  }

  async unfinished(list: PeopleList): Promise<UnfinishedImport[]> {
    const held = new Set(this.locks ? await this.locks.held() : []);
    return this.read().filter(({ id, list: of }) => of === list && !this.running.has(id) && !held.has(lockName(id)));
  }

  /** Every import of the list this device has noted, and this page's, running or not. */
  noted(list: PeopleList): Set<string> {
    const noted = this.read().filter((entry) => entry.list === list);
    return new Set([...this.running, ...noted.map((entry) => entry.id)]);
  }

  forget(id: string): void {
    const entries = this.read();
    if (entries.some((kept) => kept.id === id)) this.write(entries.filter((kept) => kept.id !== id));
  }

  private read(): UnfinishedImport[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(IMPORT_JOURNAL_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as UnfinishedImport[]).filter((entry) => typeof entry?.id === 'string') : [];
    } catch {
      return [];
    }
  }

  private write(entries: UnfinishedImport[]): void {
    try {
      this.storage?.setItem(IMPORT_JOURNAL_KEY, JSON.stringify(entries));
    } catch (error) {
      // Full or refused storage: an import cut short is not told on the next page, nothing else is lost.
      console.error('Error noting the import under way:', error);
    }
  }
}
