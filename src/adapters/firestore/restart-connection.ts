import { disableNetwork, enableNetwork, type Firestore } from 'firebase/firestore';

/** A restart this recent answers whoever asks: one silent channel, one new one. */
export const RESTART_GAP_MS = 5_000;

const restarters = new WeakMap<Firestore, () => Promise<void>>();

/**
 * Closes and reopens a Firestore instance's connection to the server, once for every listen (and
 * the writes, unstall-writes.ts) asking at about the same time. Why: the Firestore emulator at
 * times leaves a Listen stream silent for good (traced in docs/testing.md, "A Listen stream that
 * stays silent"); listening again goes over the same stream and is not answered either, while a
 * new connection is answered at once. The SDK sends every listen and queued write again on it.
 */
export function connectionRestarterOf(db: Firestore): () => Promise<void> {
  const known = restarters.get(db);
  if (known) return known;
  let running: Promise<void> | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  const restart = () => {
    if (running) return running;
    if (Date.now() - lastAt < RESTART_GAP_MS) return Promise.resolve();
    running = (async () => {
      try {
        await disableNetwork(db);
        await enableNetwork(db);
      } finally {
        lastAt = Date.now();
        running = null;
      }
    })();
    return running;
  };
  restarters.set(db, restart);
  return restart;
}
