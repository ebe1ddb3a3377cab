import {
  collection,
  doc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import type { UnfinishedImport } from '../../application/ports/import-journal.port';
import type { PeopleList } from '../../domain/people/people-lists';
import { isUnanswered } from './firestore-errors';

/**
 * `importsUnderWay/{importId}` (administrators only): an import as every administrator's device
 * sees it. The importing page writes `heardAt` (the server's time) every `beatEveryMs` while it
 * runs and sets `open` false when it ends; an open one not heard from for `silentAfterMs` was left
 * part-way. Closed ones stay for `KEPT_CLOSED_DAYS`, so that a device that noted the import itself
 * learns it was dismissed or finished elsewhere; then the database's time-to-live policy on
 * `forgetAt` (firestore.indexes.json) deletes them, or every opening of the list would read every
 * import ever closed.
 */
export const IMPORTS_UNDER_WAY = 'importsUnderWay';
/** The field Firestore's time-to-live policy deletes a closed import by (firestore.indexes.json). */
export const FORGET_AT = 'forgetAt';
/** How long a closed import stays (firestore.rules accept 20 to 40 days from the server's time: device clocks drift). */
export const KEPT_CLOSED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AnnouncementTiming = { beatEveryMs: number; silentAfterMs: number };
/** Four beats missed before an import is called silent: a page in a background tab may be slowed to one timer a minute. */
export const ANNOUNCEMENT_TIMING: AnnouncementTiming = { beatEveryMs: 30_000, silentAfterMs: 150_000 };

/** An import announced to every device: open ones with when they were last heard from, and the ids of those closed. */
export type AnnouncedImportsOfList = { open: Array<UnfinishedImport & { heardAt: string }>; closed: Set<string> };

export type Announcement = { written(count: number): void; end(): void };

/** How many times a page that ended its import tries to say so, one beat apart, before others may call it silent. */
const CLOSING_TRIES = 5;

/** The imports under way on every administrator's device, on the server (Firestore Lite: by request, nothing queued). */
export class AnnouncedImports {
  constructor(
    private readonly server: Firestore,
    private readonly timing: AnnouncementTiming = ANNOUNCEMENT_TIMING,
  ) {}

  /**
   * Announces an import and beats for it until `end`, and with each count written. A write that
   * fails (no network) is not retried by itself: others then call the import silent, which is
   * what it is to them, until a later beat gets through. An import begun without network is
   * announced by the first beat that does.
   */
  announce(entry: Omit<UnfinishedImport, 'written' | 'silentSince'>): Announcement {
    const { id, ...fields } = entry;
    const ref = doc(this.server, IMPORTS_UNDER_WAY, id);
    let written = 0;
    let announced = false;
    let ended = false;
    const write = async () => {
      if (announced) return updateDoc(ref, { written, heardAt: serverTimestamp() });
      await setDoc(ref, { ...fields, written, open: true, heardAt: serverTimestamp() });
      announced = true;
    };
    // One write at a time: a beat never overtakes the announcement, nor the closing a beat, and
    // beats asked for while a write waits on a slow network make one write after it, not a queue.
    let writing: Promise<void> | null = null;
    let again = false;
    const beat = (): void => {
      if (ended) return;
      if (writing) {
        again = true;
        return;
      }
      writing = write()
        .catch(() => undefined)
        .finally(() => {
          writing = null;
          if (again) {
            again = false;
            beat();
          }
        });
    };
    beat();
    const beating = setInterval(beat, this.timing.beatEveryMs);
    return {
      // Each part confirmed is told at once (a part is hundreds of people): a page closed between beats leaves its count.
      written: (count) => {
        written = count;
        beat();
      },
      end: () => {
        ended = true;
        clearInterval(beating);
        void Promise.resolve(writing).then(() => {
          if (announced) this.closeTrying(id, CLOSING_TRIES);
        });
      },
    };
  }

  /** The list's announced imports, as the server holds them now; fails without network. */
  async of(list: PeopleList): Promise<AnnouncedImportsOfList> {
    const snapshot = await getDocs(query(collection(this.server, IMPORTS_UNDER_WAY), where('list', '==', list)));
    const open: AnnouncedImportsOfList['open'] = [];
    const closed = new Set<string>();
    for (const found of snapshot.docs) {
      const data = found.data();
      if (data.open !== true) closed.add(found.id);
      else if (data.heardAt instanceof Timestamp)
        open.push({
          id: found.id,
          list,
          fileName: String(data.fileName),
          total: Number(data.total),
          written: Number(data.written),
          startedAt: String(data.startedAt),
          heardAt: data.heardAt.toDate().toISOString(),
        });
    }
    return { open, closed };
  }

  /** Whether an open import last heard from at `heardAt` is silent at `now`. */
  silentAt(heardAt: string, now: Date): boolean {
    return now.getTime() - Date.parse(heardAt) >= this.timing.silentAfterMs;
  }

  /** Closes it for every device: dismissed, or its file imported to the end. */
  async close(id: string): Promise<void> {
    await updateDoc(doc(this.server, IMPORTS_UNDER_WAY, id), {
      open: false,
      heardAt: serverTimestamp(),
      [FORGET_AT]: Timestamp.fromMillis(Date.now() + KEPT_CLOSED_DAYS * DAY_MS),
    });
  }

  /** Tried again while the server cannot be reached; a refusal is told at once. */
  private closeTrying(id: string, tries: number): void {
    this.close(id).catch((error: unknown) => {
      if (tries > 1 && isUnanswered(error)) setTimeout(() => this.closeTrying(id, tries - 1), this.timing.beatEveryMs);
      else console.error('Error closing the import under way:', error);
    });
  }
}
