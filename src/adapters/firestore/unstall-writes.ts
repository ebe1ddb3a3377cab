import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { connectionRestarterOf } from './restart-connection';

/** How long writes may wait for the server's acknowledgement, online, before the streams restart. */
export const WRITE_PATIENCE_MS = 10_000;
/** Restarts for one stall, at most: a server that is only slow is left alone after. */
const MAX_RESTARTS = 5;

export type WriteStreams = {
  /** Resolves once every write made on this device is acknowledged (at once when there is none). */
  acknowledged: () => Promise<void>;
  /** Closes and reopens the connection to the server. */
  restart: () => Promise<void>;
  isOnline: () => boolean;
  /** Calls back when the device goes on- or offline; returns the unsubscribe. */
  onConnectivityChange: (listener: () => void) => () => void;
  patienceMs?: number;
};

const pause = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));

/**
 * Each time the device comes back online, and every WRITE_PATIENCE_MS while it is, waits for
 * the writes it made (a door's check-ins) to be acknowledged, and restarts the connection when
 * they are not within WRITE_PATIENCE_MS. Why: the Firestore emulator at times loses the first answer on a Write
 * channel being opened (the handshake), and the SDK (12.x) then waits for it for good, its
 * writes queued behind it (traced in docs/testing.md, like the lost Listen acknowledgements
 * that listen-until-confirmed.ts works around). A new connection sends the queue again; the
 * writes are idempotent where it matters (check-ins have one id per ticket and event).
 */
export function unstallWrites(streams: WriteStreams): () => void {
  const patience = streams.patienceMs ?? WRITE_PATIENCE_MS;
  let checking = false;
  let stopped = false;
  // Counted since the writes were last all acknowledged or the device last came online: a server
  // that stays silent is left alone after MAX_RESTARTS, and a later stall is restarted again.
  let restarts = 0;
  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    try {
      while (streams.isOnline() && !stopped) {
        // A client that cannot say (it was closed) has nothing left to send: stop looking.
        const acknowledged = streams.acknowledged().then(
          () => true,
          () => {
            stopWatching();
            return true;
          },
        );
        const done = await Promise.race([acknowledged, pause(patience)]);
        if (done) restarts = 0;
        if (done || stopped || !streams.isOnline() || restarts >= MAX_RESTARTS) return;
        restarts += 1;
        await streams.restart();
      }
    } catch (error) {
      // A closed client ("failed-precondition": terminated) has nothing left to restart.
      if ((error as { code?: unknown } | null)?.code === 'failed-precondition') stopWatching();
      else console.error('Error restarting the connection to the server:', error);
    } finally {
      checking = false;
    }
  };
  const stop = streams.onConnectivityChange(() => {
    restarts = 0;
    void check();
  });
  // A write made online can stall as well (its channel opened then, and lost the handshake's
  // answer): the writes are looked at again every period, not only when the network returns.
  const timer = setInterval(() => void check(), patience);
  const stopWatching = () => {
    stopped = true;
    clearInterval(timer);
    stop();
  };
  void check();
  return stopWatching;
}

/** unstallWrites for the app's Firestore. */
export function unstallFirestoreWrites(
  db: Firestore,
  isOnline: () => boolean,
  onConnectivityChange: WriteStreams['onConnectivityChange'],
): () => void {
  return unstallWrites({
    acknowledged: () => waitForPendingWrites(db),
    // Shared with the listens: one restart for writes and listens left unanswered together.
    restart: connectionRestarterOf(db),
    isOnline,
    onConnectivityChange,
  });
}
