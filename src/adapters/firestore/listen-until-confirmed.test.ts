import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenUntilConfirmed } from './listen-until-confirmed';

/** A fake listen: each call is one listen, answered (or not) by the test. */
function fakeListens() {
  const listens: Array<{ report: (confirmed: boolean) => void; stopped: boolean }> = [];
  const listen = (onResult: (confirmed: boolean) => void) => {
    const entry = { report: onResult, stopped: false };
    listens.push(entry);
    return () => {
      entry.stopped = true;
    };
  };
  return { listen, listens };
}

const policy = (online = true) => ({ firstWaitMs: 10_000, longestWaitMs: 40_000, isOnline: () => online });

describe('listenUntilConfirmed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('listens once when the server confirms in time', () => {
    const { listen, listens } = fakeListens();
    listenUntilConfirmed(listen, policy());
    listens[0]?.report(false);
    vi.advanceTimersByTime(5_000);
    listens[0]?.report(true);
    vi.advanceTimersByTime(120_000);
    expect(listens).toHaveLength(1);
  });

  it('listens again, on a doubling wait, while nothing is confirmed, and stops the listen it replaces', () => {
    const { listen, listens } = fakeListens();
    listenUntilConfirmed(listen, policy());
    vi.advanceTimersByTime(9_999);
    expect(listens).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(listens).toHaveLength(2);
    expect(listens[0]?.stopped).toBe(true);
    vi.advanceTimersByTime(19_999);
    expect(listens).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(listens).toHaveLength(3);
    vi.advanceTimersByTime(40_000);
    vi.advanceTimersByTime(40_000);
    // The wait stops growing at the longest.
    expect(listens).toHaveLength(5);
    listens[4]?.report(true);
    vi.advanceTimersByTime(200_000);
    expect(listens).toHaveLength(5);
    expect(listens[4]?.stopped).toBe(false);
  });

  it('does not listen again while the device is offline: the cache answers, the SDK reconnects itself', () => {
    const { listen, listens } = fakeListens();
    listenUntilConfirmed(listen, policy(false));
    listens[0]?.report(false);
    vi.advanceTimersByTime(300_000);
    expect(listens).toHaveLength(1);
  });

  it('watches again when a confirmed result falls back to the cache, from the first wait', () => {
    const { listen, listens } = fakeListens();
    listenUntilConfirmed(listen, policy());
    vi.advanceTimersByTime(10_000);
    listens[1]?.report(true);
    listens[1]?.report(false);
    vi.advanceTimersByTime(10_000);
    expect(listens).toHaveLength(3);
  });

  it('opens a new connection when listening again is not answered either, listens and restarts taking turns', () => {
    const { listen, listens } = fakeListens();
    const restart = vi.fn(() => Promise.resolve());
    listenUntilConfirmed(listen, { ...policy(), restartsConnection: true }, restart);
    vi.advanceTimersByTime(10_000);
    expect([listens.length, restart.mock.calls.length]).toEqual([2, 0]);
    // The new listen went over the same channel and was not answered: the channel is silent.
    vi.advanceTimersByTime(20_000);
    expect([listens.length, restart.mock.calls.length]).toEqual([2, 1]);
    expect(listens[1]?.stopped).toBe(false);
    vi.advanceTimersByTime(40_000);
    expect([listens.length, restart.mock.calls.length]).toEqual([3, 1]);
    vi.advanceTimersByTime(40_000);
    expect([listens.length, restart.mock.calls.length]).toEqual([3, 2]);
    // Confirmed: the count starts again, a listen first.
    listens[2]?.report(true);
    listens[2]?.report(false);
    vi.advanceTimersByTime(10_000);
    expect([listens.length, restart.mock.calls.length]).toEqual([4, 2]);
  });

  it('never restarts the connection unless asked to, nor while the device is offline', () => {
    const restart = vi.fn(() => Promise.resolve());
    const notAsked = fakeListens();
    listenUntilConfirmed(notAsked.listen, policy(), restart);
    const offline = fakeListens();
    listenUntilConfirmed(offline.listen, { ...policy(false), restartsConnection: true }, restart);
    vi.advanceTimersByTime(300_000);
    expect(notAsked.listens.length).toBeGreaterThan(4);
    expect(offline.listens).toHaveLength(1);
    expect(restart).not.toHaveBeenCalled();
  });

  it('stops everything when unsubscribed', () => {
    const { listen, listens } = fakeListens();
    const stop = listenUntilConfirmed(listen, policy());
    stop();
    vi.advanceTimersByTime(300_000);
    expect(listens).toHaveLength(1);
    expect(listens[0]?.stopped).toBe(true);
  });
});
