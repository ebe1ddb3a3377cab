import { build, preview, type PluginOption, type PreviewServer } from 'vite';

import { loadSecurityRules } from '../../scripts/emulators/security-rules';
import { EMULATOR_PROJECT, seedDemoDocuments, type EmulatorHosts } from '../../scripts/emulators/seed-emulators';
import { startEmulators } from '../../scripts/emulators/start-emulators';

/**
 * `offline`: the default build, Dexie and its demo data. `emulators`: the Firebase build (the
 * same code) pointed at local emulators holding the same demo data, with firestore.rules: its
 * pages show real data over loopback, throttled like the rest.
 */
export type BenchMode = 'offline' | 'emulators';

/** Starts the emulators with the rules and the demo data; what the emulators build needs to reach them. */
async function emulatorsWithDemoData(): Promise<{ env: Record<string, string>; hosts: EmulatorHosts; stop: () => Promise<void> }> {
  const emulators = await startEmulators();
  const hosts = { firestore: emulators.firestore.host, auth: emulators.auth.host };
  await loadSecurityRules(hosts.firestore, EMULATOR_PROJECT);
  await seedDemoDocuments(hosts);
  return {
    env: {
      VITE_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: '127.0.0.1',
      VITE_FIREBASE_APP_ID: 'bench-app',
      VITE_FIRESTORE_EMULATOR_HOST: hosts.firestore,
      VITE_AUTH_EMULATOR_URL: `http://${hosts.auth}`,
    },
    hosts,
    stop: emulators.stop,
  };
}

/** The source modules of each output chunk, by file name: what the first load would carry. */
export type ChunkModules = Map<string, string[]>;

function recordChunkModules(into: ChunkModules): PluginOption {
  return {
    name: 'rollcall-bench-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') into.set(output.fileName, Object.keys(output.modules));
      }
    },
  };
}

/** What `servedApp` serves: the app's address, and the emulators' in mode `emulators` (else null). */
export type ServedApp = {
  url: string;
  server: PreviewServer;
  chunks: ChunkModules;
  hosts: EmulatorHosts | null;
  close: () => Promise<void>;
};

/** Builds the app in the given mode and serves it on a free loopback port. */
export async function servedApp(mode: BenchMode, outDir: string): Promise<ServedApp> {
  process.env.VITE_ROLLCALL_MODE = mode;
  process.env.NODE_ENV = 'production';
  const emulators = mode === 'emulators' ? await emulatorsWithDemoData() : null;
  if (emulators) Object.assign(process.env, emulators.env);
  const chunks: ChunkModules = new Map();
  await build({
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'error',
    plugins: [recordChunkModules(chunks)],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const server = await preview({
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0] ?? '';
  if (!url) throw new Error('The preview server did not report its address.');
  const close = async () => {
    await server.close();
    await emulators?.stop();
  };
  return { url: url.replace(/\/$/, ''), server, chunks, hosts: emulators?.hosts ?? null, close };
}
