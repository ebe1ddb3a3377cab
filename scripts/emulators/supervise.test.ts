import { describe, expect, it, vi } from 'vitest';
import type { RunningEmulator } from './firestore-emulator';
import { freePort } from './free-port';
import { startProcess, waitUntilReady } from './managed-process';
import { supervise } from './supervise';

/** A stand-in emulator: a Node HTTP server in a process of its own, on `port`. */
async function startServer(port: number): Promise<RunningEmulator & { pid: () => Promise<number> }> {
  const script = `require('node:http').createServer((_, res) => res.end(String(process.pid))).listen(${port}, '127.0.0.1')`;
  const server = startProcess(process.execPath, ['-e', script]);
  const host = `127.0.0.1:${port}`;
  await waitUntilReady('The stand-in', server, async () => (await fetch(`http://${host}/`)).ok, 20_000);
  return { ...server, host, pid: async () => Number(await (await fetch(`http://${host}/`)).text()) };
}

describe('supervise', () => {
  it('starts an emulator that ended during the run again on its port, and says how it ended', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const report = vi.fn<(message: string) => void>();
    const watched = supervise('The stand-in', first, (again) => startServer(again), { everyMs: 50, report });
    try {
      const firstPid = await first.pid();
      process.kill(firstPid, 'SIGKILL');
      await vi.waitFor(async () => expect(await first.pid().catch(() => firstPid)).not.toBe(firstPid), { timeout: 20_000, interval: 100 });
      expect(report).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^The stand-in on 127\\.0\\.0\\.1:${port} stopped during the test run[^]*ended by SIGKILL`)),
      );
    } finally {
      await watched.stop();
    }
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('leaves an emulator that keeps running alone', async () => {
    const emulator = await startServer(await freePort());
    const restart = vi.fn<(port: number) => Promise<RunningEmulator>>();
    const watched = supervise('The stand-in', emulator, restart, { everyMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await watched.stop();
    expect(restart).not.toHaveBeenCalled();
    expect(emulator.exited()).toBe(true);
  });
});
