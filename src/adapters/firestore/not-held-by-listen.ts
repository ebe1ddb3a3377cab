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
 * Whether an answer of the full SDK came from its cache. The SDK answers from it only when it
 * counts itself offline (online, it waits for the server); Lite's answers carry no metadata.
 */
export function fromItsCache(answer: object): boolean {
  const metadata = 'metadata' in answer ? (answer.metadata as { fromCache?: unknown } | undefined) : undefined;
  return metadata?.fromCache === true;
}

/**
 * The server's answer (Lite), or the device's copy when the server cannot be reached or keeps
 * silent past the patience (a network that takes requests and answers none: a venue's Wi-Fi
 * without its uplink). A copy that fails leaves the server's answer to come; a refusal stands.
 */
function serverOrCopy<S>(askServer: () => Promise<S>, copy: () => Promise<S>, patienceMs: number): Promise<S> {
  let copied: Promise<S> | undefined;
  const fromCopy = () => (copied ??= copy());
  return new Promise<S>((resolve, reject) => {
    const timer = setTimeout(() => void fromCopy().then(resolve, () => undefined), patienceMs);
    // Through a promise: a client already shut down throws at once, not in a promise.
    Promise.resolve()
      .then(askServer)
      .catch((error: unknown) => {
        if (!isUnanswered(error)) throw error;
        return fromCopy();
      })
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * A read of the full SDK that its Listen channel cannot hold for long. The SDK reads a document
 * or a query online by listening to it until the server has answered; a channel the server
 * never answers (the emulator, loaded, at times; a proxy that holds long requests) holds the
 * read with it, and the door said "Checking…" until the channel came back. After its patience
 * the read is asked again as one request to the server, and, if that cannot reach it or keeps
 * silent as long, of the device's copy; the first answer, the SDK's included, is the read's.
 *
 * Once such a channel has failed long enough, the SDK counts itself offline while the device
 * is not: it then fails a read of a document it lacks at once, and answers a query from its
 * cache, out of date or empty. Neither is the server's word, so the server is asked at once,
 * and the SDK's own answer stands only when the server cannot be reached either.
 */
export function notHeldByListen<S extends object>(
  sdkRead: Promise<S>,
  { askServer, fromCache, patienceMs = LISTEN_PATIENCE_MS }: AskAgain<S>,
): Promise<S> {
  // Asked again once, whichever comes first: the patience's end or the SDK's offline answer.
  let askedAgain: Promise<S> | undefined;
  const askAgain = (copy: () => Promise<S>) => (askedAgain ??= serverOrCopy(askServer, copy, patienceMs));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterPatience = new Promise<S>((resolve, reject) => {
    timer = setTimeout(() => askAgain(fromCache).then(resolve, reject), patienceMs);
  });
  const sdkAnswer = sdkRead.then(
    (answer) => (fromItsCache(answer) ? askAgain(() => Promise.resolve(answer)) : answer),
    (error: unknown) => {
      if (!isUnanswered(error)) throw error;
      return askAgain(fromCache);
    },
  );
  // The other answer, once one has won, is nobody's: its failure is not an unhandled one.
  afterPatience.catch(() => undefined);
  sdkAnswer.catch(() => undefined);
  return Promise.race([sdkAnswer, afterPatience]).finally(() => clearTimeout(timer));
}
