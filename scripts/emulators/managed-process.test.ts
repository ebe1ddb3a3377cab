import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { waitUntilReady, type ManagedProcess } from './managed-process';

const managedProcess = fileURLToPath(new URL('./managed-process.ts', import.meta.url));

/** Whether a process whose command line is exactly `command` runs. */
const runs = (command: string) => spawnSync('pgrep', ['-f', `^${command}$`]).status === 0;

async function eventually(check: () => boolean, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('startProcess', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('stops the group it started when its own process gets %s', async (signal) => {
    // A command line no other process has, to find it among the machine's processes.
    const seconds = `${300 + Math.floor(Math.random() * 1_000)}.${signal.length}`;
    // "started" once startProcess has returned: the child can run before its parent's handlers
    // are in place, and a signal sent then would test nothing of this module (seen under load).
    const script = `import { startProcess } from ${JSON.stringify(managedProcess)}; startProcess('sleep', ['${seconds}']); console.log('started'); setInterval(() => {}, 1_000);`;
    // Node itself with tsx's loader: the tsx command would stand between the signal and the parent.
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let printed = '';
    parent.stdout?.on('data', (chunk: Buffer) => void (printed += chunk.toString()));
    expect(await eventually(() => printed.includes('started'))).toBe(true);
    expect(runs(`sleep ${seconds}`)).toBe(true);
    const ended = new Promise<NodeJS.Signals | null>((resolve) => parent.on('exit', (_, received) => resolve(received)));
    parent.kill(signal);
    // The parent still ends by the signal, as it would without this module.
    expect(await ended).toBe(signal);
    expect(await eventually(() => !runs(`sleep ${seconds}`))).toBe(true);
  });
});

describe('waitUntilReady', () => {
  it('sees that the process stopped although its probe never answers (a port held by something else)', async () => {
    let probes = 0;
    const stopped: ManagedProcess = { output: () => 'java.net.BindException', stop: async () => undefined, exited: () => probes > 0 };
    const deaf = () => {
      probes += 1;
      return new Promise<boolean>(() => undefined);
    };
    await expect(waitUntilReady('The emulator', stopped, deaf, 60_000)).rejects.toThrow(
      /The emulator stopped while starting:\njava.net.BindException/,
    );
    expect(probes).toBe(1);
  });
});
