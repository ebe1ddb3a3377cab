/** A document of a watched query that holds a write of this device: its id and what it holds now. */
export type PendingDocument = { id: string; data: unknown };

/**
 * Counts the writes of this device among a query's documents that the server has not answered.
 *
 * Why not simply the documents with `hasPendingWrites`: after the server acknowledges a write,
 * the SDK keeps that flag until the Listen stream delivers the server's version of the document.
 * On the emulator that delivery is at times lost (listen-until-confirmed.ts), and a door then
 * said "1 check-in waiting to be sent" for good, the server holding it for a minute already
 * (traced in docs/testing.md). So a document's write counts as answered once `answered` (the
 * SDK's waitForPendingWrites), called after that write, resolves; a later write to the same
 * document, which changes what it holds, counts again.
 */
export function countUnansweredWrites(
  subscribe: (onPending: (documents: PendingDocument[]) => void) => () => void,
  answered: () => Promise<void>,
  onCount: (count: number) => void,
): () => void {
  const answeredVersions = new Map<string, string>();
  /** The documents flagged in the last snapshot: id → what each holds, as JSON. */
  let pending = new Map<string, string>();
  let waiting = false;
  let stopped = false;
  const unanswered = () => [...pending].filter(([id, version]) => answeredVersions.get(id) !== version);
  const report = () => onCount(unanswered().length);
  const awaitAnswers = () => {
    const covered = unanswered();
    if (waiting || stopped || covered.length === 0) return;
    waiting = true;
    answered().then(
      () => {
        waiting = false;
        for (const [id, version] of covered) answeredVersions.set(id, version);
        if (stopped) return;
        report();
        awaitAnswers();
      },
      // The next snapshot asks again: a failure here (the SDK shut down) is not retried in a loop.
      () => void (waiting = false),
    );
  };
  const stop = subscribe((documents) => {
    pending = new Map(documents.map(({ id, data }) => [id, JSON.stringify(data)]));
    for (const id of answeredVersions.keys()) if (!pending.has(id)) answeredVersions.delete(id);
    report();
    awaitAnswers();
  });
  return () => {
    stopped = true;
    stop();
  };
}
