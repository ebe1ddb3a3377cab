import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, startingAgainOnTakenPort } from './free-port';
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

/** A garbage collector named in Java options (the JVM refuses to start with two). */
const NAMES_A_COLLECTOR = /-XX:\+Use\w+GC\b/;

/**
 * The emulator's Java options: the parallel collector, unless the options given name one, and
 * severe log messages only (the properties file says why), unless every log is asked for.
 *
 * Why the parallel collector: under a rush the emulator allocates 600–800 MB a second, and
 * with the JVM's default (G1) it spent a fifth more CPU for the same work (the rush of 1,000 for
 * 600: 149–161 s of its CPU against 117–130 s, docs/performance.md, "The emulator's garbage
 * collector"). A test server's pauses matter less than its CPU, which it shares on two cores with
 * the browser and the tests.
 */
export function emulatorJavaOptions(env: NodeJS.ProcessEnv, loggingFile = LOGGING): string {
  const given = env.JAVA_TOOL_OPTIONS?.trim() ?? '';
  const collector = NAMES_A_COLLECTOR.test(given) ? [] : ['-XX:+UseParallelGC'];
  const logging = env.FIRESTORE_EMULATOR_LOGS === 'all' ? [] : [`-Djava.util.logging.config.file=${quotedForJava(loggingFile)}`];
  return [given, ...collector, ...logging].filter(Boolean).join(' ');
}

/**
 * A value quoted as Java reads JAVA_TOOL_OPTIONS, which it splits at spaces: a checkout whose
 * path holds a space would otherwise stop the emulator's Java with "Unrecognized option".
 */
function quotedForJava(value: string): string {
  if (!value.includes('"')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  throw new Error(`The path ${value} holds both kinds of quote, which Java's options cannot carry: move the project to another folder.`);
}

/**
 * Starts the real Firestore emulator from the Google Cloud SDK on a loopback port (a free one
 * unless told which).
 * A missing emulator is an error, never a silent skip.
 */
export async function startFirestoreEmulator(options: { port?: number } = {}): Promise<RunningEmulator> {
  if (!hasCommand('gcloud') || !hasCommand('java')) throw new Error(INSTALL_HINT);
  if (options.port !== undefined) return startOn(options.port);
  // On a busy machine another emulator, or an outgoing connection's own port, took the port
  // found free before Java bound it (the bench's rush beside npm test): another is tried.
  return startingAgainOnTakenPort(async () => startOn(await freePort()), /Address already in use/);
}

async function startOn(port: number): Promise<RunningEmulator> {
  const host = `127.0.0.1:${port}`;
  const emulator = startProcess('gcloud', ['emulators', 'firestore', 'start', `--host-port=${host}`, '--quiet'], {
    JAVA_TOOL_OPTIONS: emulatorJavaOptions(process.env),
  });
  const answers = async (signal: AbortSignal) => (await fetch(`http://${host}/`, { signal })).ok;
  await waitUntilReady('The Firestore emulator', emulator, answers, 90_000);
  return { ...emulator, host };
}
