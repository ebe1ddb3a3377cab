import { spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as FreePort from './free-port';
import { emulatorJavaOptions, startFirestoreEmulator, type RunningEmulator } from './firestore-emulator';
import { loadSecurityRules } from './security-rules';

const PROJECT = 'demo-emulator-logging';

/** Ports the next starts are handed as free, before the real search for one. */
const portsHanded = vi.hoisted(() => [] as number[]);
vi.mock('./free-port', async (importOriginal) => {
  const real = await importOriginal<typeof FreePort>();
  return { ...real, freePort: async () => portsHanded.shift() ?? real.freePort() };
});

/** A request firestore.rules refuse: a visitor writing an event. */
async function refusedRequest(emulator: RunningEmulator): Promise<number> {
  await loadSecurityRules(emulator.host, PROJECT);
  const database = `projects/${PROJECT}/databases/(default)`;
  const response = await fetch(`http://${emulator.host}/v1/${database}/documents:commit`, {
    method: 'POST',
    body: JSON.stringify({ writes: [{ update: { name: `${database}/documents/events/e1`, fields: { title: { stringValue: 'Mine' } } } }] }),
  });
  return response.status;
}

/** What the emulator wrote about the refusal, once it has had time to write it. */
async function outputAfterRefusal(emulator: RunningEmulator): Promise<string> {
  expect(await refusedRequest(emulator)).toBe(403);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return emulator.output();
}

describe('the Firestore emulator as the scripts start it', () => {
  let emulator: RunningEmulator | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await emulator?.stop();
    emulator = undefined;
  });

  it('writes no stack trace for a request it refuses, unless every log is asked for', async () => {
    emulator = await startFirestoreEmulator();
    expect(await outputAfterRefusal(emulator)).not.toMatch(/Operation failed|\tat /);
    await emulator.stop();

    vi.stubEnv('FIRESTORE_EMULATOR_LOGS', 'all');
    emulator = await startFirestoreEmulator();
    expect(await outputAfterRefusal(emulator)).toMatch(/Operation failed[^]*\tat /);
  });

  it('starts on another port when the one found free was taken before Java could bind it', async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const taken = (squatter.address() as AddressInfo).port;
    portsHanded.push(taken);
    try {
      emulator = await startFirestoreEmulator();
      expect(portsHanded).toEqual([]);
      expect(emulator.host).not.toBe(`127.0.0.1:${taken}`);
      expect((await fetch(`http://${emulator.host}/`)).ok).toBe(true);
    } finally {
      squatter.close();
    }
  });

  it("runs on the parallel collector: the emulator's Java says it picked the option up", async () => {
    emulator = await startFirestoreEmulator();
    expect(emulator.output()).toMatch(/Picked up JAVA_TOOL_OPTIONS:.*-XX:\+UseParallelGC/);
  });
});

describe("the emulator's Java options", () => {
  it('ask for the parallel collector and quiet logging, after the options already given', () => {
    const options = emulatorJavaOptions({ JAVA_TOOL_OPTIONS: '-Xmx2g' });
    expect(options).toMatch(
      /^-Xmx2g -XX:\+UseParallelGC -Djava\.util\.logging\.config\.file="[^"]+\/firestore-emulator-logging\.properties"$/,
    );
  });

  it('carry a logging file whose path holds spaces or quotes whole: Java reads it as one option', () => {
    for (const path of [
      '/work/my events/rollcall/logging.properties',
      '/work/the "big" day/logging.properties',
      "/work/Anne's/logging.properties",
    ]) {
      const java = spawnSync('java', ['-XshowSettings:properties', '-version'], {
        env: { ...process.env, JAVA_TOOL_OPTIONS: emulatorJavaOptions({}, path) },
        encoding: 'utf8',
      });
      expect(java.status).toBe(0);
      expect(java.stderr).toContain(`java.util.logging.config.file = ${path}\n`);
    }
  });

  it('refuse, with a way out, a path Java cannot be given', () => {
    expect(() => emulatorJavaOptions({}, `/work/Anne's "big" day/logging.properties`)).toThrow(/both kinds of quote.*move the project/);
  });

  it('leave the collector to options that name one: Java refuses to start with two', () => {
    expect(emulatorJavaOptions({ JAVA_TOOL_OPTIONS: '-XX:+UseG1GC' })).not.toContain('UseParallelGC');
    expect(emulatorJavaOptions({ JAVA_TOOL_OPTIONS: '-XX:+UseZGC -Xmx1g' })).toMatch(/^-XX:\+UseZGC -Xmx1g -Djava/);
  });

  it('keep every log when asked for all', () => {
    expect(emulatorJavaOptions({ FIRESTORE_EMULATOR_LOGS: 'all' })).toBe('-XX:+UseParallelGC');
  });
});
