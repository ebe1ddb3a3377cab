import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notHeldByListen, LISTEN_PATIENCE_MS } from './not-held-by-listen';

/** A read that answers only when told to: the SDK's, waiting on a channel. */
function heldRead<T>() {
  let answer: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const read = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { read, answer, fail };
}

const refusal = (code: string, message = 'refused') => Object.assign(new Error(message), { code });

describe('a staff device’s read the Listen channel cannot hold', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is the SDK’s answer when it comes within the patience, and the server is not asked', async () => {
    const sdk = heldRead<string>();
    const askServer = vi.fn(() => Promise.resolve('server'));
    const read = notHeldByListen(sdk.read, { askServer, fromCache: () => Promise.resolve('cache') });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS - 1);
    sdk.answer('sdk');
    await expect(read).resolves.toBe('sdk');
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    expect(askServer).not.toHaveBeenCalled();
  });

  it('asks the server itself once the patience is over, and takes its answer', async () => {
    const sdk = heldRead<string>();
    const askServer = vi.fn(() => Promise.resolve('server'));
    const read = notHeldByListen(sdk.read, { askServer, fromCache: () => Promise.resolve('cache') });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS - 1);
    expect(askServer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toBe('server');
    expect(askServer).toHaveBeenCalledTimes(1);
  });

  it('answers from the device’s copy when the server cannot be reached either', async () => {
    const sdk = heldRead<string>();
    const read = notHeldByListen(sdk.read, {
      askServer: () => Promise.reject(refusal('unavailable')),
      fromCache: () => Promise.resolve('cache'),
    });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    await expect(read).resolves.toBe('cache');
  });

  it('fails as the server said when it refuses: a refusal is not a missing network', async () => {
    const sdk = heldRead<string>();
    const fromCache = vi.fn(() => Promise.resolve('cache'));
    const read = notHeldByListen(sdk.read, { askServer: () => Promise.reject(refusal('permission-denied')), fromCache });
    const settled = expect(read).rejects.toMatchObject({ code: 'permission-denied' });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    await settled;
    expect(fromCache).not.toHaveBeenCalled();
  });

  it('takes the SDK’s answer if it comes while the server is being asked', async () => {
    const sdk = heldRead<string>();
    const server = heldRead<string>();
    const read = notHeldByListen(sdk.read, { askServer: () => server.read, fromCache: () => Promise.resolve('cache') });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    sdk.answer('sdk');
    await expect(read).resolves.toBe('sdk');
    server.fail(refusal('unavailable'));
  });

  it('fails, and throws nothing elsewhere, when the server cannot even be asked (a client shut down)', async () => {
    const sdk = heldRead<string>();
    const read = notHeldByListen(sdk.read, {
      askServer: () => {
        throw refusal('failed-precondition', 'The client has already been terminated.');
      },
      fromCache: () => Promise.resolve('cache'),
    });
    const settled = expect(read).rejects.toMatchObject({ code: 'failed-precondition' });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    await settled;
  });

  it('fails with the SDK’s own failure before the patience is over', async () => {
    const sdk = heldRead<string>();
    const askServer = vi.fn(() => Promise.resolve('server'));
    const read = notHeldByListen(sdk.read, { askServer, fromCache: () => Promise.resolve('cache') });
    sdk.fail(refusal('permission-denied'));
    await expect(read).rejects.toMatchObject({ code: 'permission-denied' });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    expect(askServer).not.toHaveBeenCalled();
  });
});
