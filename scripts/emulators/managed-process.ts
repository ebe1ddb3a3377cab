import { spawn, type ChildProcess } from 'node:child_process';

export type ManagedProcess = {
  output: () => string;
  stop: () => Promise<void>;
  exited: () => boolean;
};

/** Process groups started here and still running. */
const running = new Set<number>();
let stopsWithThisProcess = false;

function killGroups(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
  }
}

/**
 * A group of its own survives this process unless it is stopped: on exit, and when this
 * process is told to stop by a signal (a bench or a test run interrupted), the groups go too.
 * Other listeners of the signal still run; when there are none, the signal's default (ending
 * the process) applies as before.
 */
function stopGroupsWithThisProcess(): void {
  if (stopsWithThisProcess) return;
  stopsWithThisProcess = true;
  process.once('exit', killGroups);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killGroups();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/**
 * Starts a command in its own process group, so stopping it also stops what it started
 * (gcloud starts a Java process, firebase-tools a Node one).
 */
export function startProcess(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  cwd: string = process.cwd(),
): ManagedProcess {
  let output = '';
  let hasExited = false;
  const child: ChildProcess = spawn(command, args, {
    detached: true,
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => {
    output += `\n${error.message}`;
    hasExited = true;
  });
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      output += `\n(ended ${signal ? `by ${signal}` : `with exit code ${code}`})`;
      resolve();
    }),
  );
  if (child.pid !== undefined) {
    running.add(child.pid);
    stopGroupsWithThisProcess();
  }
  void exit.then(() => {
    hasExited = true;
    if (child.pid !== undefined) running.delete(child.pid);
  });

  async function stop(): Promise<void> {
    if (hasExited || child.pid === undefined) return;
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-(child.pid as number), signal);
      } catch {
        // The group is already gone.
      }
    };
    signalGroup('SIGTERM');
    const stopped = await Promise.race([exit.then(() => true), delay(5000).then(() => false)]);
    if (!stopped) signalGroup('SIGKILL');
  }

  return { output: () => output, stop, exited: () => hasExited };
}

export function delay(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * How long one readiness probe may take. A port taken by something that accepts and never
 * answers (seen when the port found free was taken before the emulator bound it) must not keep
 * the start from seeing that its own process has stopped.
 */
export const PROBE_TIMEOUT_MS = 2_000;

/** Polls until `ready` says yes, the process dies, or the time is up; `ready` is given up on after PROBE_TIMEOUT_MS. */
export async function waitUntilReady(
  name: string,
  process_: ManagedProcess,
  ready: (signal: AbortSignal) => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process_.exited()) throw new Error(`${name} stopped while starting:\n${process_.output()}`);
    if (await probe(ready)) return;
    await delay(250);
  }
  await process_.stop();
  throw new Error(`${name} was not ready after ${timeoutMs / 1000} s:\n${process_.output()}`);
}

async function probe(ready: (signal: AbortSignal) => Promise<boolean>): Promise<boolean> {
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  // Settled on the time-out even by a probe that does not heed its signal.
  const givenUp = new Promise<false>((resolve) => signal.addEventListener('abort', () => resolve(false), { once: true }));
  return Promise.race([ready(signal).catch(() => false), givenUp]);
}
