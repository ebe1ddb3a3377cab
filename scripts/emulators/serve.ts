// The app in `emulators` mode: Firebase mode against local Firestore and Auth emulators, with
// firestore.rules in force, the demo data written through the admin SDK and the demo accounts
// in the Auth emulator. `npm run start:emulators` (dev server), or `--preview` for the tests.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, createServer, preview } from 'vite';
import { loadSecurityRules } from './security-rules';
import { EMULATOR_PROJECT, createDemoAccounts, seedDemoDocuments } from './seed-emulators';
import { startEmulators } from './start-emulators';

/** Where the emulators build goes: never over the offline build, which the tests serve too. */
export const EMULATORS_OUT_DIR = 'dist-emulators';

const { values } = parseArgs({
  options: {
    preview: { type: 'boolean', default: false },
    port: { type: 'string' },
    'firestore-port': { type: 'string', default: '8080' },
    'auth-port': { type: 'string', default: '9099' },
  },
});

const root = fileURLToPath(new URL('../..', import.meta.url));
const say = (message: string) => console.log(`\x1b[1m[rollcall]\x1b[0m ${message}`);

const {
  firestore,
  auth,
  stop: stopEmulators,
} = await startEmulators({
  firestore: Number(values['firestore-port']),
  auth: Number(values['auth-port']),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopEmulators().finally(() => process.exit(0)));
}

try {
  const hosts = { firestore: firestore.host, auth: auth.host };
  await loadSecurityRules(firestore.host, EMULATOR_PROJECT);
  const [documents] = await Promise.all([seedDemoDocuments(hosts), createDemoAccounts(hosts)]);
  say(`Firestore emulator on ${firestore.host} with firestore.rules and ${documents} demo documents; Auth emulator on ${auth.host}.`);

  // Vite reads VITE_* variables from the environment: this is the emulators build's config.
  Object.assign(process.env, {
    VITE_ROLLCALL_MODE: 'emulators',
    VITE_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: '127.0.0.1',
    VITE_FIREBASE_APP_ID: 'demo-rollcall-app',
    VITE_FIRESTORE_EMULATOR_HOST: firestore.host,
    VITE_AUTH_EMULATOR_URL: `http://${auth.host}`,
  });
  const configFile = `${root}vite.config.ts`;
  if (values.preview) {
    await build({ root, configFile, mode: 'production', logLevel: 'warn', build: { outDir: EMULATORS_OUT_DIR, emptyOutDir: true } });
    const server = await preview({
      root,
      configFile,
      build: { outDir: EMULATORS_OUT_DIR },
      preview: { port: Number(values.port ?? 4174), strictPort: true },
    });
    server.printUrls();
  } else {
    const server = await createServer({ root, configFile, mode: 'development', server: { port: Number(values.port ?? 5173) } });
    await server.listen();
    server.printUrls();
  }
  say(
    'Sign in with admin@rollcall.test / rollcall-admin, door@rollcall.test / rollcall-door (the scanner only) or visitor@rollcall.test / rollcall-visitor. Ctrl+C stops everything.',
  );
} catch (error) {
  await stopEmulators();
  throw error;
}
