import type { Unsubscribe } from '../../application/ports/document-store.port';

/**
 * A live result left unconfirmed this long while online is listened to again: after the UI's
 * "not answering" notice, well before a person gives up.
 */
export const DEFAULT_RELISTEN = { firstWaitMs: 10_000, longestWaitMs: 80_000 };

/** A listen kept confirmed; `doubt` says a result that looks confirmed is not to be trusted (the server stopped answering it). */
export type ConfirmedListen = Unsubscribe & { doubt: () => void };

/** One listen: it reports, with each result, whether the server has confirmed it. */
export type Listen = (onResult: (confirmed: boolean) => void) => Unsubscribe;

export type RelistenPolicy = {
  /** How long a result may stay unconfirmed, online, before the query is listened to again. */
  firstWaitMs: number;
  /** The wait doubles after each new listen, up to this. */
  longestWaitMs: number;
  isOnline: () => boolean;
  /**
   * The app's own browser: every second listen left unanswered restarts the connection instead
   * (restart-connection.ts says why). Off in tests that cut the SDK off on purpose.
   */
  restartsConnection?: boolean;
  /**
   * How often a result the server confirmed is counted on the server, to notice a stream gone
   * silent after confirming (verify-while-confirmed.ts). Unset: lists are not counted; a door's
   * copy is, every minute.
   */
  verifyEveryMs?: number;
};

/**
 * Listens, and listens again while the server leaves the result unconfirmed although the device
 * is online. Why: the Firestore SDK (12.x) takes no message for a query until the server has
 * acknowledged it, and an acknowledgement that never arrives leaves the listener silent for
 * good. The Firestore emulator loses it at times: messages it produces while a Listen channel
 * is being opened never reach the browser (a trace is in docs/testing.md). A new listen goes
 * over the channel already open and is usually answered; when that one is not either, the
 * channel itself is silent, and `restartConnection` (given with `restartsConnection`) opens a
 * new one: listens and restarts take turns. The wait doubles, so a server that is only slow is
 * not asked again and again; a confirmed result resets it.
 */
export function listenUntilConfirmed(listen: Listen, policy: RelistenPolicy, restartConnection?: () => Promise<void>): ConfirmedListen {
  let wait = policy.firstWaitMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let confirmed = false;
  let stopped = false;
  // Waits that ended unconfirmed since the last confirmed result.
  let unanswered = 0;
  const restart = policy.restartsConnection ? restartConnection : undefined;

  const watchdog = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (stopped || confirmed) return;
      if (policy.isOnline()) {
        unanswered += 1;
        if (restart && unanswered % 2 === 0) {
          restart().catch((error: unknown) => console.error('Error restarting the connection to the server:', error));
        } else {
          stopListening();
          stopListening = listen(onResult);
        }
        wait = Math.min(wait * 2, policy.longestWaitMs);
      }
      watchdog();
    }, wait);
  };
  const onResult = (nowConfirmed: boolean) => {
    if (nowConfirmed === confirmed) return;
    confirmed = nowConfirmed;
    if (confirmed) {
      clearTimeout(timer);
      wait = policy.firstWaitMs;
      unanswered = 0;
    } else {
      // Confirmed before, now the cache's alone (the connection dropped): watch again.
      watchdog();
    }
  };

  let stopListening = listen(onResult);
  if (!confirmed) watchdog();
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    stopListening();
  };
  const doubt = () => {
    if (stopped || !confirmed) return;
    confirmed = false;
    watchdog();
  };
  return Object.assign(stop, { doubt });
}
