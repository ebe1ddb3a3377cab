import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startingAgainOnTakenPort } from './free-port';
import { startProcess, waitUntilReady } from './managed-process';
import type { RunningEmulator } from './firestore-emulator';

export const AUTH_EMULATOR_PROJECT = 'demo-rollcall';
const FIREBASE_CLI = join(process.cwd(), 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/**
 * Starts firebase-tools' Auth emulator (pure JavaScript, offline) on loopback ports, with
 * its own firebase.json so that two runs never fight over the hub or logging ports.
 */
export async function startAuthEmulator(options: { port?: number } = {}): Promise<RunningEmulator> {
  // A helper port found free can be taken by another process (the Firestore emulator starting
  // beside it) before firebase-tools binds it: try again with fresh ports rather than fail.
  return startingAgainOnTakenPort(() => startOnce(options.port), AUTH_PORT_TAKEN);
}

/** How firebase-tools says a port it was given is taken: at its own check, or at its listen (`withTakenPort`). */
export const AUTH_PORT_TAKEN = /port taken|not open on|EADDRINUSE/i;

/**
 * A failed start's error, with the port taken named when firebase-tools' debug log says so. A
 * port taken after firebase-tools checked it and before it listens (on a busy machine the two
 * were 8 s apart, time enough for another process to bind it) is printed only
 * as "An unexpected error has occurred."; the EADDRINUSE is in `firebase-debug.log`.
 */
export function withTakenPort(error: unknown, debugLog: string): unknown {
  const taken = /Error: listen EADDRINUSE[^\n]*/.exec(debugLog)?.[0];
  return taken && error instanceof Error ? new Error(`${error.message}\n${taken}`, { cause: error }) : error;
}

async function startOnce(requestedPort: number | undefined): Promise<RunningEmulator> {
  const [port, hubPort, loggingPort] = await Promise.all([requestedPort ?? freePort(), freePort(), freePort()]);
  const directory = await mkdtemp(join(tmpdir(), 'rollcall-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(join(directory, 'firebase.json'), JSON.stringify(config));
  const host = `127.0.0.1:${port}`;
  const emulator = startProcess(
    process.execPath,
    [FIREBASE_CLI, 'emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR_PROJECT, '--config', join(directory, 'firebase.json')],
    // CI=true keeps the CLI from asking the network for its message of the day.
    { CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    directory,
  );
  const answers = async (signal: AbortSignal) => (await fetch(`http://${host}/`, { signal })).ok;
  try {
    await waitUntilReady('The Auth emulator', emulator, answers, 90_000);
  } catch (error) {
    const debugLog = await readFile(join(directory, 'firebase-debug.log'), 'utf8').catch(() => '');
    await rm(directory, { recursive: true, force: true });
    throw withTakenPort(error, debugLog);
  }
  return {
    ...emulator,
    host,
    stop: async () => {
      await emulator.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
