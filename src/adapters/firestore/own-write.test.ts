import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIfAbsentTryingAgain, createTryingAgain, createdUnlessAnother } from './own-write';

const failing = (code: string) => Object.assign(new Error(code), { code });

/** An attempt that fails with each code in turn, then answers; it notes what each try was told. */
function attemptFailingWith(...codes: string[]) {
  const told: boolean[] = [];
  const attempt = vi.fn(async (mayHaveLanded: boolean) => {
    told.push(mayHaveLanded);
    const code = codes[told.length - 1];
    if (code) throw failing(code);
    return 'done';
  });
  return { attempt, told };
}

describe('createTryingAgain', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the tries after a lost answer that the commit may have landed, and not after a refusal for another write', async () => {
    vi.useFakeTimers();
    const { attempt, told } = attemptFailingWith('aborted', 'unavailable', 'failed-precondition');
    const result = createTryingAgain(attempt);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('done');
    // Once a commit may have landed, it still may: a refusal afterwards does not undo that.
    expect(told).toEqual([false, false, true, true]);
  });

  it('gives up after five tries, and at once on a refusal that another try cannot change', async () => {
    vi.useFakeTimers();
    const busy = attemptFailingWith('unavailable', 'unavailable', 'unavailable', 'unavailable', 'unavailable', 'unavailable');
    const gaveUp = expect(createTryingAgain(busy.attempt)).rejects.toMatchObject({ code: 'unavailable' });
    await vi.runAllTimersAsync();
    await gaveUp;
    expect(busy.attempt).toHaveBeenCalledTimes(5);
    const refused = attemptFailingWith('permission-denied');
    await expect(createTryingAgain(refused.attempt)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(refused.attempt).toHaveBeenCalledTimes(1);
  });
});

describe('createIfAbsentTryingAgain, abandoned', () => {
  afterEach(() => vi.useRealTimers());
  const checkIn = { id: 'e_t', at: '2026-06-10T09:05:00.000Z' };

  it('writes nothing once the caller has answered without it: neither a try that was waiting on its read, nor a later one', async () => {
    vi.useFakeTimers();
    const written: object[] = [];
    const abandoned = new AbortController();
    let answerRead: (data: object | undefined) => void = () => undefined;
    // The first try fails for want of network; the second one's read waits for the network.
    const runOnce = vi.fn(async (work: Parameters<Parameters<typeof createIfAbsentTryingAgain>[0]>[0]) => {
      if (runOnce.mock.calls.length === 1) throw failing('unavailable');
      return work({
        get: () => new Promise((resolve) => (answerRead = (data) => resolve({ data: () => data }))),
        set: (_reference, data) => written.push(data),
      });
    });
    const result = createIfAbsentTryingAgain(runOnce, 'checkins/e_t', checkIn, abandoned.signal);
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(runOnce).toHaveBeenCalledTimes(2);
    // The door answered "already checked in" from its cache meanwhile; the network comes back.
    abandoned.abort();
    answerRead(undefined);
    await vi.runAllTimersAsync();
    expect(await settled).toBeInstanceOf(Error);
    expect(written).toEqual([]);
    expect(runOnce).toHaveBeenCalledTimes(2);
  });

  it('writes as before while nobody abandoned it', async () => {
    const written: object[] = [];
    const runOnce = vi.fn(async (work: Parameters<Parameters<typeof createIfAbsentTryingAgain>[0]>[0]) =>
      work({ get: async () => ({ data: () => undefined }), set: (_reference, data) => written.push(data) }),
    );
    await expect(createIfAbsentTryingAgain(runOnce, 'checkins/e_t', checkIn, new AbortController().signal)).resolves.toEqual({
      created: true,
      document: checkIn,
    });
    expect(written).toEqual([checkIn]);
  });
});

describe('createdUnlessAnother', () => {
  const checkIn = { id: 'e_t', eventId: 'e', ticketId: 't', at: '2026-06-10T09:00:00.000Z', by: 'staff', device: 'door' };
  it('takes the very document as this write only when its commit may have landed', () => {
    expect(createdUnlessAnother(undefined, checkIn, true)).toBe('absent');
    expect(createdUnlessAnother(checkIn, checkIn, true)).toEqual({ created: true, document: checkIn });
    expect(createdUnlessAnother(checkIn, checkIn, false)).toEqual({ created: false, document: checkIn });
    const another = { ...checkIn, device: 'other door' };
    expect(createdUnlessAnother(another, checkIn, true)).toEqual({ created: false, document: another });
  });
});
