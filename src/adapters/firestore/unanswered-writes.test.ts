import { describe, expect, it, vi } from 'vitest';
import { countUnansweredWrites, type PendingDocument } from './unanswered-writes';

/** A query's listener driven by hand, and the server's answers to the write queue released by hand. */
function world() {
  let deliver: (documents: PendingDocument[]) => void = () => undefined;
  const answers: Array<() => void> = [];
  const counts: number[] = [];
  const unsubscribe = vi.fn();
  const stop = countUnansweredWrites(
    (onPending) => {
      deliver = onPending;
      return unsubscribe;
    },
    () => new Promise<void>((resolve) => answers.push(resolve)),
    (count) => counts.push(count),
  );
  const answerAll = async () => {
    for (const answer of answers.splice(0)) answer();
    await Promise.resolve();
    await Promise.resolve();
  };
  return {
    snapshot: (documents: PendingDocument[]) => deliver(documents),
    answerAll,
    counts,
    waitingCalls: () => answers.length,
    stop,
    unsubscribe,
  };
}

const checkIn = (id: string, direction = 'in') => ({ id, data: { ticketId: id, direction } });

describe('countUnansweredWrites', () => {
  it('counts a write as answered when the server answered the queue, though the listener still flags it', async () => {
    const { snapshot, answerAll, counts } = world();
    snapshot([checkIn('a'), checkIn('b')]);
    expect(counts.at(-1)).toBe(2);
    await answerAll();
    // No snapshot came after the acknowledgement: the listener's flag is stale, not the count.
    expect(counts.at(-1)).toBe(0);
    snapshot([checkIn('a'), checkIn('b')]);
    expect(counts.at(-1)).toBe(0);
  });

  it('counts a later write to an answered document again, until that one is answered', async () => {
    const { snapshot, answerAll, counts, waitingCalls } = world();
    snapshot([checkIn('a')]);
    await answerAll();
    snapshot([checkIn('a', 'out')]);
    expect(counts.at(-1)).toBe(1);
    expect(waitingCalls()).toBe(1);
    await answerAll();
    expect(counts.at(-1)).toBe(0);
  });

  it('keeps counting while the server has not answered (a door without network)', async () => {
    const { snapshot, counts, waitingCalls } = world();
    snapshot([checkIn('a')]);
    snapshot([checkIn('a'), checkIn('b')]);
    expect(counts.at(-1)).toBe(2);
    // One wait at a time: the SDK's wait covers every write queued before it.
    expect(waitingCalls()).toBe(1);
  });

  it('asks again for writes made while it waited', async () => {
    const { snapshot, answerAll, counts, waitingCalls } = world();
    snapshot([checkIn('a')]);
    snapshot([checkIn('a'), checkIn('b')]);
    await answerAll();
    // `b` was written after the wait began: not covered by it.
    expect(counts.at(-1)).toBe(1);
    expect(waitingCalls()).toBe(1);
    await answerAll();
    expect(counts.at(-1)).toBe(0);
  });

  it('forgets a document that no longer holds a write, and stops listening when stopped', async () => {
    const { snapshot, answerAll, counts, stop, unsubscribe } = world();
    snapshot([checkIn('a')]);
    await answerAll();
    snapshot([]);
    snapshot([checkIn('a')]);
    expect(counts.at(-1)).toBe(1);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    await answerAll();
    expect(counts.at(-1)).toBe(1);
  });
});
