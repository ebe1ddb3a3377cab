import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unstallWrites, WRITE_PATIENCE_MS } from './unstall-writes';

/** Streams whose acknowledgement the test gives, on a device whose network the test switches. */
function streams() {
  let acknowledge: () => void = () => undefined;
  let changed: () => void = () => undefined;
  const state = { online: false, stalled: true };
  const restart = vi.fn(async () => undefined);
  return {
    state,
    restart,
    acknowledgeNow: () => acknowledge(),
    goOnline: () => {
      state.online = true;
      changed();
    },
    streams: {
      acknowledged: () => (state.stalled ? new Promise<void>((resolve) => (acknowledge = resolve)) : Promise.resolve()),
      restart,
      isOnline: () => state.online,
      onConnectivityChange: (listener: () => void) => {
        changed = listener;
        return () => undefined;
      },
    },
  };
}

describe('writes that wait for the server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restart the connection when still unacknowledged a while after the device is back online', async () => {
    const world = streams();
    const stop = unstallWrites(world.streams);
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 3);
    expect(world.restart).not.toHaveBeenCalled();
    world.goOnline();
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS - 1);
    expect(world.restart).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(world.restart).toHaveBeenCalledTimes(1);
    world.state.stalled = false;
    world.acknowledgeNow();
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 3);
    expect(world.restart).toHaveBeenCalledTimes(1);
    stop();
  });

  it('restart the connection when a write made while online stalls, without waiting for the network to come back', async () => {
    const world = streams();
    world.state.online = true;
    world.state.stalled = false;
    const stop = unstallWrites(world.streams);
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 3);
    expect(world.restart).not.toHaveBeenCalled();
    // A check-in written now, online, whose acknowledgement never comes.
    world.state.stalled = true;
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 2 + 1);
    expect(world.restart).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leave writes alone that are acknowledged in time, and stop restarting a server that stays silent', async () => {
    const world = streams();
    world.goOnline();
    unstallWrites(world.streams);
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS / 2);
    world.acknowledgeNow();
    // Acknowledged: nothing waits any more, and the periodic look finds nothing to restart.
    world.state.stalled = false;
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 2);
    expect(world.restart).not.toHaveBeenCalled();

    world.state.stalled = true;
    world.goOnline();
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 20);
    expect(world.restart).toHaveBeenCalledTimes(5);
  });

  it('restart a later stall again once the writes left alone are acknowledged, without the network going away', async () => {
    const world = streams();
    world.goOnline();
    unstallWrites(world.streams);
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 20);
    expect(world.restart).toHaveBeenCalledTimes(5);
    // The server answers at last: every write is acknowledged.
    world.state.stalled = false;
    world.acknowledgeNow();
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 2);
    expect(world.restart).toHaveBeenCalledTimes(5);
    // A write made later, still online, stalls in turn.
    world.state.stalled = true;
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 2 + 1);
    expect(world.restart).toHaveBeenCalledTimes(6);
  });

  it('stop looking once the client is closed (its writes can no longer be asked for)', async () => {
    const world = streams();
    world.state.online = true;
    const acknowledged = vi.fn(() => Promise.reject(new Error('The client has already been terminated.')));
    unstallWrites({ ...world.streams, acknowledged });
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 5);
    expect(acknowledged).toHaveBeenCalledTimes(1);
    expect(world.restart).not.toHaveBeenCalled();
  });

  it('stop looking once the connection cannot be restarted because the client is closed', async () => {
    const world = streams();
    world.state.online = true;
    const restart = vi.fn(() =>
      Promise.reject(Object.assign(new Error('The client has already been terminated.'), { code: 'failed-precondition' })),
    );
    unstallWrites({ ...world.streams, restart });
    await vi.advanceTimersByTimeAsync(WRITE_PATIENCE_MS * 10);
    expect(restart).toHaveBeenCalledTimes(1);
  });
});
