import type { RunningEmulator } from './firestore-emulator';

export type Supervised = { stop: () => Promise<void> };

const portOf = (host: string) => Number(host.slice(host.lastIndexOf(':') + 1));

/**
 * Watches an emulator for the length of a test run. One that ends on its own is reported with
 * the end of what it printed (so that a run that failed says why) and started again on the same
 * port, so that the test files after it are not all lost with it.
 */
export function supervise(
  name: string,
  first: RunningEmulator,
  startOn: (port: number) => Promise<RunningEmulator>,
  options: { everyMs?: number; report?: (message: string) => void } = {},
): Supervised {
  const report = options.report ?? ((message: string) => console.error(message));
  let current = first;
  let restarting: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped || restarting || !current.exited()) return;
    report(
      `${name} on ${current.host} stopped during the test run; starting it again. What it printed last:\n${current.output().slice(-4_000)}`,
    );
    restarting = startOn(portOf(current.host))
      .then((started) => {
        current = started;
        if (stopped) return started.stop();
      })
      .catch((error: unknown) => report(`${name} could not be started again: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        restarting = null;
      });
  }, options.everyMs ?? 1_000);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await restarting;
      await current.stop();
    },
  };
}
