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

/** An answer naming who gave it; the SDK's from its cache carries the metadata saying so. */
type Said = { by: string; metadata?: { fromCache: boolean } };
const said = (by: string): Said => ({ by });
const sdkFromItsCache: Said = { by: 'sdk cache', metadata: { fromCache: true } };

describe('a staff device’s read the Listen channel cannot hold', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is the SDK’s answer when it comes within the patience, and the server is not asked', async () => {
    const sdk = heldRead<Said>();
    const askServer = vi.fn(() => Promise.resolve(said('server')));
    const read = notHeldByListen(sdk.read, { askServer, fromCache: () => Promise.resolve(said('cache')) });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS - 1);
    sdk.answer(said('sdk'));
    await expect(read).resolves.toEqual(said('sdk'));
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    expect(askServer).not.toHaveBeenCalled();
  });

  it('asks the server itself once the patience is over, and takes its answer', async () => {
    const sdk = heldRead<Said>();
    const askServer = vi.fn(() => Promise.resolve(said('server')));
    const read = notHeldByListen(sdk.read, { askServer, fromCache: () => Promise.resolve(said('cache')) });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS - 1);
    expect(askServer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toEqual(said('server'));
    expect(askServer).toHaveBeenCalledTimes(1);
  });

  it('answers from the device’s copy when the server cannot be reached either', async () => {
    const sdk = heldRead<Said>();
    const read = notHeldByListen(sdk.read, {
      askServer: () => Promise.reject(refusal('unavailable')),
      fromCache: () => Promise.resolve(said('cache')),
    });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    await expect(read).resolves.toEqual(said('cache'));
  });

  it('fails as the server said when it refuses: a refusal is not a missing network', async () => {
    const sdk = heldRead<Said>();
    const fromCache = vi.fn(() => Promise.resolve(said('cache')));
    const read = notHeldByListen(sdk.read, { askServer: () => Promise.reject(refusal('permission-denied')), fromCache });
    const settled = expect(read).rejects.toMatchObject({ code: 'permission-denied' });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    await settled;
    expect(fromCache).not.toHaveBeenCalled();
  });

  it('takes the SDK’s answer if it comes while the server is being asked', async () => {
    const sdk = heldRead<Said>();
    const server = heldRead<Said>();
    const read = notHeldByListen(sdk.read, { askServer: () => server.read, fromCache: () => Promise.resolve(said('cache')) });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    sdk.answer(said('sdk'));
    await expect(read).resolves.toEqual(said('sdk'));
    server.fail(refusal('unavailable'));
  });

  it('fails, and throws nothing elsewhere, when the server cannot even be asked (a client shut down)', async () => {
    const sdk = heldRead<Said>();
    const read = notHeldByListen(sdk.read, {
      askServer: () => {
        throw refusal('failed-precondition', 'The client has already been terminated.');
      },
      fromCache: () => Promise.resolve(said('cache')),
    });
    const settled = expect(read).rejects.toMatchObject({ code: 'failed-precondition' });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    await settled;
  });

  it('fails with the SDK’s own failure before the patience is over', async () => {
    const sdk = heldRead<Said>();
    const askServer = vi.fn(() => Promise.resolve(said('server')));
    const read = notHeldByListen(sdk.read, { askServer, fromCache: () => Promise.resolve(said('cache')) });
    sdk.fail(refusal('permission-denied'));
    await expect(read).rejects.toMatchObject({ code: 'permission-denied' });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    expect(askServer).not.toHaveBeenCalled();
  });

  it('asks the server at once when the SDK, counting itself offline, fails a read the device could make', async () => {
    const sdk = heldRead<Said>();
    const askServer = vi.fn(() => Promise.resolve(said('server')));
    const read = notHeldByListen(sdk.read, { askServer, fromCache: () => Promise.resolve(said('cache')) });
    sdk.fail(refusal('unavailable', 'Failed to get document because the client is offline.'));
    await expect(read).resolves.toEqual(said('server'));
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    expect(askServer).toHaveBeenCalledTimes(1);
  });

  it('takes the server’s word over the SDK’s cache, once, and the cache’s when the server cannot be reached', async () => {
    const askServer = vi.fn(() => Promise.resolve(said('server')));
    const online = notHeldByListen(Promise.resolve(sdkFromItsCache), { askServer, fromCache: () => Promise.resolve(said('cache')) });
    await expect(online).resolves.toEqual(said('server'));
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS);
    expect(askServer).toHaveBeenCalledTimes(1);

    const fromCache = vi.fn(() => Promise.resolve(said('cache')));
    const unreachable = notHeldByListen(Promise.resolve(sdkFromItsCache), {
      askServer: () => Promise.reject(refusal('unavailable')),
      fromCache,
    });
    await expect(unreachable).resolves.toEqual(sdkFromItsCache);
    expect(fromCache).not.toHaveBeenCalled();
  });

  it('answers from the device’s copy when the server keeps silent as long as the SDK did, and from the server if the copy has nothing', async () => {
    const silent = notHeldByListen(heldRead<Said>().read, {
      askServer: () => heldRead<Said>().read,
      fromCache: () => Promise.resolve(said('cache')),
    });
    await vi.advanceTimersByTimeAsync(2 * LISTEN_PATIENCE_MS);
    await expect(silent).resolves.toEqual(said('cache'));

    const server = heldRead<Said>();
    const late = notHeldByListen(heldRead<Said>().read, {
      askServer: () => server.read,
      fromCache: () => Promise.reject(refusal('unavailable', 'Failed to get document from cache.')),
    });
    await vi.advanceTimersByTimeAsync(3 * LISTEN_PATIENCE_MS);
    server.answer(said('server'));
    await expect(late).resolves.toEqual(said('server'));
  });

  it('keeps the SDK’s cached answer when the server keeps silent past the patience', async () => {
    const read = notHeldByListen(Promise.resolve(sdkFromItsCache), {
      askServer: () => heldRead<Said>().read,
      fromCache: () => Promise.resolve(said('cache')),
    });
    await vi.advanceTimersByTimeAsync(LISTEN_PATIENCE_MS - 1);
    const early = await Promise.race([read, Promise.resolve('not yet')]);
    expect(early).toBe('not yet');
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toEqual(sdkFromItsCache);
  });
});
