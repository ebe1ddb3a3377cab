import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
  return startingAgainOnTakenPort(() => startOnce(options.port), /port taken|not open on/i);
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
  await waitUntilReady('The Auth emulator', emulator, answers, 90_000);
  return {
    ...emulator,
    host,
    stop: async () => {
      await emulator.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
