import type { PeopleList } from '../../domain/people/people-lists';

/**
 * An import that did not finish: its page was closed, or the browser stopped, part-way.
 * `written`: the people the store had confirmed by then (a part sent but not confirmed may still
 * land). `silentSince`: begun on another device, which has not been heard from since then (its
 * page was closed, or it lost its connection); absent for this device's own.
 */
export type UnfinishedImport = {
  id: string;
  list: PeopleList;
  fileName: string;
  total: number;
  written: number;
  startedAt: string;
  silentSince?: string;
};

/** An import under way, as the journal follows it: how many are written, and that it ended (however it ended). */
export type JournalledImport = { id: string; written(count: number): void; end(): void };

/**
 * The imports under way, kept where a page closed part-way leaves them, so that the next page
 * (on this device, or on another administrator's) can say the import did not finish, and what to do.
 */
export interface ImportJournal {
  begin(entry: Omit<UnfinishedImport, 'id' | 'written'>): JournalledImport;
  /** The list's imports that no open page is running any more (on another device: not heard from for a while). */
  unfinished(list: PeopleList): Promise<UnfinishedImport[]>;
  /** Forgets one, on every device: the administrator has read it, or imported the file again. */
  forget(id: string): void;
}

/** Keeps nothing (tests and benchmarks that are not about it). */
export const NO_IMPORT_JOURNAL: ImportJournal = {
  begin: () => ({ id: '', written: () => undefined, end: () => undefined }),
  unfinished: async () => [],
  forget: () => undefined,
};
