import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTryingAgain, createdUnlessAnother } from './own-write';

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
