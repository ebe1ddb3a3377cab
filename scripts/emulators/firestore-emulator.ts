import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { startProcess, waitUntilReady, type ManagedProcess } from './managed-process';

/** An emulator's process (`exited` and `output` say whether and why it ended) and its address. */
export type RunningEmulator = ManagedProcess & { host: string };

const INSTALL_HINT =
  'The Firestore emulator is needed: install the Google Cloud CLI with its Firestore emulator ' +
  '(Debian: apt-get install google-cloud-cli google-cloud-cli-firestore-emulator) and Java 17 or newer.';

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const LOGGING = fileURLToPath(new URL('./firestore-emulator-logging.properties', import.meta.url));

/** The emulator's Java told to log severe messages only (the properties file says why), unless asked for all. */
function quietJavaLogging(): NodeJS.ProcessEnv {
  if (process.env.FIRESTORE_EMULATOR_LOGS === 'all') return {};
  const options = process.env.JAVA_TOOL_OPTIONS ?? '';
  return { JAVA_TOOL_OPTIONS: `${options} -Djava.util.logging.config.file=${LOGGING}`.trim() };
}

/**
 * Starts the real Firestore emulator from the Google Cloud SDK on a loopback port (a free one
 * unless told which).
 * A missing emulator is an error, never a silent skip.
 */
export async function startFirestoreEmulator(options: { port?: number } = {}): Promise<RunningEmulator> {
  if (!hasCommand('gcloud') || !hasCommand('java')) throw new Error(INSTALL_HINT);
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;
  const emulator = startProcess('gcloud', ['emulators', 'firestore', 'start', `--host-port=${host}`, '--quiet'], quietJavaLogging());
  await waitUntilReady('The Firestore emulator', emulator, async () => (await fetch(`http://${host}/`)).ok, 90_000);
  return { ...emulator, host };
}
