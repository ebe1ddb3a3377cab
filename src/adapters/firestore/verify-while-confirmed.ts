import type { Unsubscribe } from '../../application/ports/document-store.port';

/** How often a confirmed copy is counted on the server: a door's copy of 50,000 costs about 50 reads a minute. */
export const VERIFY_EVERY_MS = 60_000;

/** What the listener last heard: whether the server confirmed it, how many documents, how many snapshots so far. */
export type Heard = { confirmed: boolean; size: number; snapshots: number };

export type Verification = {
  heard: Heard;
  /** The server's count of the query's documents (Firestore Lite: a request, not the listener's stream). */
  count: () => Promise<number>;
  /** Tells the listen that its confirmed result is not to be trusted (listen-until-confirmed.ts). */
  doubt: () => void;
  isOnline: () => boolean;
  everyMs: number;
};

/**
 * Every `everyMs` while the result is confirmed and the device online, counts the query's
 * documents on the server. A count that differs from the last confirmed snapshot's may be a
 * change on its way; differing again with no snapshot heard since, the listen is doubted: it is
 * listened to again, then its connection restarted. Why: on the emulator a Listen stream went
 * silent after its result was confirmed, and a door's copy then missed, for good, a ticket
 * registered later, while saying it was kept up to date (docs/testing.md, "A Listen stream that
 * stays silent"). Equal counts do not prove the same documents; they catch a stream gone silent
 * while people register, which is when a door needs its copy whole.
 */
export function verifyWhileConfirmed(verification: Verification): Unsubscribe {
  const { heard } = verification;
  let differedAt: number | null = null;
  // A count still unanswered (a network that answers nothing) is not asked again on top.
  let counting = false;
  const verify = async () => {
    const seen = heard.snapshots;
    if (counting || !heard.confirmed || !verification.isOnline()) return;
    counting = true;
    const count = await verification.count().catch(() => null);
    counting = false;
    if (count === null || heard.snapshots !== seen || count === heard.size) {
      differedAt = null;
    } else if (differedAt === seen) {
      differedAt = null;
      verification.doubt();
    } else {
      differedAt = seen;
    }
  };
  const timer = setInterval(() => void verify(), verification.everyMs);
  return () => clearInterval(timer);
}
