import { isUnanswered } from './firestore-errors';

/** How long a staff device's read waits on the full SDK before it asks the server itself. */
export const LISTEN_PATIENCE_MS = 2500;

export type AskAgain<S> = {
  /** The same read as one request to the server (Firestore Lite). */
  askServer: () => Promise<S>;
  /** The same read from the device's copy: what it says when the server cannot be reached. */
  fromCache: () => Promise<S>;
  patienceMs?: number;
};

/**
 * A read of the full SDK that its Listen channel cannot hold for long. The SDK reads a document
 * or a query online by listening to it until the server has answered; a channel the server
 * never answers (the emulator, loaded, at times; a proxy that holds long requests) holds the
 * read with it, and the door said "Checking…" until the channel came back. After its patience
 * the read is asked again as one request to the server, and, if that cannot reach it, of the
 * device's copy; the first answer, the SDK's included, is the read's.
 */
export function notHeldByListen<S>(
  sdkRead: Promise<S>,
  { askServer, fromCache, patienceMs = LISTEN_PATIENCE_MS }: AskAgain<S>,
): Promise<S> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const askedAgain = new Promise<S>((resolve, reject) => {
    timer = setTimeout(() => {
      // Through a promise: a client already shut down throws at once, not in a promise.
      Promise.resolve()
        .then(askServer)
        .catch((error: unknown) => {
          if (!isUnanswered(error)) throw error;
          return fromCache();
        })
        .then(resolve, reject);
    }, patienceMs);
  });
  // The other answer, once one has won, is nobody's: its failure is not an unhandled one.
  askedAgain.catch(() => undefined);
  sdkRead.catch(() => undefined);
  return Promise.race([sdkRead, askedAgain]).finally(() => clearTimeout(timer));
}
