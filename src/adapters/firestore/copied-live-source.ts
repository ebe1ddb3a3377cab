import { isPersonCollection } from '../../domain/collections';
import type { LiveResultInfo, Unsubscribe } from '../../application/ports/document-store.port';
import type { LiveSink, LiveSource, LiveSpec, LiveSum } from './live-source';

/** Where a staff device keeps the lists it reads whole (device-list-copies.ts). */
export type ListCopyStore = {
  read<T>(list: string): Promise<T[] | null>;
  write(list: string, rows: readonly object[]): Promise<void>;
  /** Reads the lists now for their next `read`, where the store can hold them a while. */
  readAhead?(lists: readonly string[]): void;
};

/** How long a list the server confirmed stays unchanged before it is kept. */
export const KEEP_AFTER_MS = 1_000;
/** A list that keeps changing is kept again at most this often: each time rewrites all of it. */
export const KEEP_AT_MOST_EVERY_MS = 30_000;

const isWholePeopleList = (spec: LiveSpec) =>
  isPersonCollection(spec.collection) && !spec.where?.length && !spec.orderBy?.length && spec.limit === undefined;

/**
 * People lists a staff device reads whole, shown from the device's own copy the moment it is read
 * (tens of milliseconds), while a listener asks the server. The copy is said to be unconfirmed,
 * as a cache's answer is; it is replaced by what the server confirms, which is kept in turn once
 * it has stood still. Other queries go straight to `inner`.
 *
 * `wholeLists`, when given, is the listener for those lists: one on a Firestore that keeps
 * nothing on the device (lists-firestore.ts), since the copy already does. Writing 5,000 people
 * into the SDK's own cache held a new device's first opening for five seconds. Its unconfirmed
 * answers know nothing the copy does not (offline, an empty list), so they never replace it,
 * and wait for it to be read; without a copy they are shown, as they are.
 */
export class CopiedLiveSource implements LiveSource {
  private readonly lastKept = new Map<string, number>();

  constructor(
    private readonly inner: LiveSource,
    private readonly copies: () => Promise<ListCopyStore>,
    private readonly wholeLists?: LiveSource,
  ) {}

  watch<T>(spec: LiveSpec, onChange: LiveSink<T>, onError?: (error: Error) => void): Unsubscribe {
    if (!isWholePeopleList(spec)) return this.inner.watch(spec, onChange, onError);
    const keepsNothing = this.wholeLists !== undefined;
    let answered = false;
    let stopped = false;
    let copyRead = false;
    let copyShown = false;
    let held: { documents: T[]; info: LiveResultInfo } | undefined;
    let keeping: ReturnType<typeof setTimeout> | undefined;
    const stopListening = (this.wholeLists ?? this.inner).watch<T>(
      spec,
      (documents, info) => {
        if (keepsNothing && !info.confirmed) {
          if (copyShown) return;
          if (!copyRead) return void (held = { documents, info });
        }
        answered = true;
        onChange(documents, info);
        // Anything newer (a write of this device's not yet confirmed) waits for its confirmation.
        clearTimeout(keeping);
        if (info.confirmed)
          keeping = setTimeout(() => this.keep(spec.collection, documents as readonly object[]), this.keepDelay(spec.collection));
      },
      onError,
    );
    const showHeld = () => {
      if (!held || answered || stopped) return;
      answered = true;
      onChange(held.documents, held.info);
    };
    this.copies()
      .then((copies) => copies.read<T>(spec.collection))
      .then(
        (rows) => {
          copyRead = true;
          if (!rows || answered || stopped) return showHeld();
          copyShown = true;
          onChange(rows, { confirmed: false });
        },
        // No copy to read (storage trouble): the listener answers, a little later.
        () => {
          copyRead = true;
          showHeld();
        },
      );
    return () => {
      stopped = true;
      // Not kept after the list closes: a sign-out that follows must leave nothing behind.
      clearTimeout(keeping);
      stopListening();
    };
  }

  watchSum(spec: LiveSpec, field: string, onChange: LiveSum, onError?: (error: Error) => void): Unsubscribe {
    return this.inner.watchSum(spec, field, onChange, onError);
  }

  private keepDelay(list: string): number {
    const since = Date.now() - (this.lastKept.get(list) ?? -Infinity);
    return Math.max(KEEP_AFTER_MS, KEEP_AT_MOST_EVERY_MS - since);
  }

  private keep(list: string, rows: readonly object[]): void {
    this.lastKept.set(list, Date.now());
    this.copies()
      .then((copies) => copies.write(list, rows))
      // Not kept now, kept after the next confirmed change: the copy is only a head start.
      .catch((error: unknown) => console.warn('A list could not be kept on this device:', error));
  }
}
