import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyWhileConfirmed, type Heard } from './verify-while-confirmed';

function verifying(serverCount: () => number | Promise<number>, online = true) {
  const heard: Heard = { confirmed: true, size: 3, snapshots: 1 };
  const doubt = vi.fn();
  const count = vi.fn(async () => serverCount());
  const stop = verifyWhileConfirmed({ heard, count, doubt, isOnline: () => online, everyMs: 1_000 });
  return { heard, doubt, count, stop };
}

describe('verifyWhileConfirmed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('doubts a confirmed result whose count differs twice with nothing heard between', async () => {
    const { doubt } = verifying(() => 4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(doubt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(doubt).toHaveBeenCalledOnce();
  });

  it('leaves alone a count that agrees, and a difference the listener then hears of (a change on its way)', async () => {
    const agreeing = verifying(() => 3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(agreeing.doubt).not.toHaveBeenCalled();

    const onItsWay = verifying(() => 4);
    await vi.advanceTimersByTimeAsync(1_000);
    Object.assign(onItsWay.heard, { size: 4, snapshots: 2 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onItsWay.doubt).not.toHaveBeenCalled();
  });

  it('counts nothing while unconfirmed or offline (the relistens deal with those), nor once stopped', async () => {
    const unconfirmed = verifying(() => 4);
    unconfirmed.heard.confirmed = false;
    const offline = verifying(() => 4, false);
    const stopped = verifying(() => 4);
    stopped.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    for (const each of [unconfirmed, offline, stopped]) {
      expect(each.count).not.toHaveBeenCalled();
      expect(each.doubt).not.toHaveBeenCalled();
    }
  });

  it('asks no second count while one is unanswered, and a failed count proves nothing', async () => {
    const unanswered = verifying(() => new Promise<number>(() => undefined));
    const failing = verifying(() => Promise.reject(new Error('unavailable')));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(unanswered.count).toHaveBeenCalledOnce();
    expect(failing.count).toHaveBeenCalledTimes(5);
    expect(unanswered.doubt).not.toHaveBeenCalled();
    expect(failing.doubt).not.toHaveBeenCalled();
  });
});
