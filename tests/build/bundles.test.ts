import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

type Bundle = {
  outDir: string;
  files: string[];
  entry: string;
  html: string;
  allCode: string;
  codeOf: Record<string, string>;
  /** The source modules in each chunk, by the chunk's file name. */
  modulesOf: Map<string, string[]>;
  /** The chunks each chunk imports statically, by the chunk's file name. */
  importsOf: Map<string, string[]>;
};

function restore(name: string, value: string | undefined): void {
  if (value === undefined) Reflect.deleteProperty(process.env, name);
  else process.env[name] = value;
}

/** Which of the markers the code contains (an assertion on this prints names, not megabytes). */
function found(code: string, markers: readonly string[]): string[] {
  return markers.filter((marker) => code.includes(marker));
}

const outDirs: string[] = [];

const builds = new Map<'offline' | 'firebase', Promise<Bundle>>();

/** Each mode is built once for all the tests that read its output. */
function buildFor(mode: 'offline' | 'firebase'): Promise<Bundle> {
  const bundle = builds.get(mode) ?? buildOnce(mode);
  builds.set(mode, bundle);
  return bundle;
}

async function buildOnce(mode: 'offline' | 'firebase'): Promise<Bundle> {
  const outDir = await mkdtemp(join(tmpdir(), `rollcall-${mode}-`));
  outDirs.push(outDir);
  const previous = { mode: process.env.VITE_ROLLCALL_MODE, nodeEnv: process.env.NODE_ENV };
  process.env.VITE_ROLLCALL_MODE = mode;
  // Vitest sets NODE_ENV=test, which would make this a development build.
  process.env.NODE_ENV = 'production';
  const modulesOf = new Map<string, string[]>();
  const importsOf = new Map<string, string[]>();
  const recordModules: Plugin = {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modulesOf.set(output.fileName, Object.keys(output.modules));
        importsOf.set(output.fileName, output.imports);
      }
    },
  };
  try {
    await build({
      configFile: 'vite.config.ts',
      mode: 'production',
      logLevel: 'error',
      plugins: [recordModules],
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    restore('VITE_ROLLCALL_MODE', previous.mode);
    restore('NODE_ENV', previous.nodeEnv);
  }
  const files = await readdir(outDir, { recursive: true });
  const scripts = files.filter((file) => file.endsWith('.js') && file !== 'mockServiceWorker.js');
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const entryName = /src="\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const code = await Promise.all(scripts.map((file) => readFile(join(outDir, file), 'utf8')));
  return {
    outDir,
    files,
    entry: await readFile(join(outDir, entryName), 'utf8'),
    html,
    allCode: code.join('\n'),
    codeOf: Object.fromEntries(scripts.map((file, index) => [file, code[index] ?? ''])),
    modulesOf,
    importsOf,
  };
}

// Strings only the mock layer, the demo data and the offline store contain.
const MOCK_MARKERS = ['mockServiceWorker.js', 'setupWorker', '[MSW]'];
/** The demo's settings and people: the data layer's. Its events come with the page, for the first look. */
const DEMO_MARKERS = ['Rollcall Demo Events', 'Hiroshi'];
const DEMO_EVENTS_MARKER = 'Open Source Summit 2026';
const DEXIE_MARKER = 'dexie';
// Strings only the full Firestore SDK (its IndexedDB cache) and Firebase Auth (its API host) contain.
const FULL_FIRESTORE_MARKER = 'exclusive access to the persistence layer';
const AUTH_MARKER = 'identitytoolkit';

afterAll(async () => {
  await Promise.all(outDirs.map((directory) => rm(directory, { recursive: true, force: true })));
});

describe('the Firebase build', () => {
  it('holds no MSW and no demo data, and Dexie only in the chunk of the door’s copy, loaded with the door', async () => {
    const bundle = await buildFor('firebase');
    expect(bundle.files).not.toContain('mockServiceWorker.js');
    expect(found(bundle.allCode, [...MOCK_MARKERS, ...DEMO_MARKERS])).toEqual([]);
    const withDexie = Object.entries(bundle.codeOf)
      .filter(([, code]) => code.toLowerCase().includes(DEXIE_MARKER))
      .map(([file]) => file.replace(/-[\w-]{8}\.js$/, '.js'));
    expect(withDexie).toEqual(['assets/door-copy-database.js']);
  }, 120_000);

  it('keeps the full Firestore SDK and Firebase Auth out of the data layer every visitor loads', async () => {
    const bundle = await buildFor('firebase');
    const holding = (marker: string) =>
      Object.entries(bundle.codeOf)
        .filter(([, code]) => code.includes(marker))
        .map(([file]) => file.replace(/-[\w-]{8}\.js$/, '.js'));
    const dataLayer = holding('firestore.googleapis.com');
    // Firestore Lite, which visitors' pages use, is in the data layer; the full SDK's offline
    // cache and Auth's sign-in each come in a chunk of their own, loaded for staff.
    expect(dataLayer.filter((file) => file.includes('data-layer'))).toHaveLength(1);
    const [fullSdk] = holding(FULL_FIRESTORE_MARKER);
    const [auth] = holding(AUTH_MARKER);
    expect([fullSdk, auth]).not.toContain(undefined);
    expect([fullSdk, auth].some((file) => file?.includes('data-layer') || file?.startsWith('assets/index-'))).toBe(false);
  }, 120_000);
});

/** The chunks (hash left out) that hold a module whose path matches `pattern`. */
function chunksHolding(bundle: Bundle, pattern: RegExp): string[] {
  return [...bundle.modulesOf]
    .filter(([, modules]) => modules.some((module) => pattern.test(module)))
    .map(([file]) => file.replace(/-[\w-]{8}\.js$/, '.js'));
}

describe.each(['firebase', 'offline'] as const)('the %s build', (mode) => {
  it('keeps the admin and door use cases out of the entry and the data layer, in the staff services chunk', async () => {
    const bundle = await buildFor(mode);
    for (const staffOnly of [
      /application\/admin\/import-people/,
      /application\/scanner\/door-check-in/,
      /adapters\/files\/spreadsheet-file-reader/,
    ]) {
      expect(chunksHolding(bundle, staffOnly)).toEqual(['assets/staff-bindings.js']);
    }
    expect(chunksHolding(bundle, /application\/events\/event-catalog/)).toEqual(['assets/data-layer.js']);
  }, 120_000);

  it("leaves the forms' checks (zod) out of the entry and the data layer: they are asked for once the data layer is in, or at the first check", async () => {
    const bundle = await buildFor(mode);
    const withZod = chunksHolding(bundle, /node_modules\/zod\//);
    expect(withZod.length).toBeGreaterThan(0);
    expect(withZod.filter((file) => file === 'assets/data-layer.js' || file.startsWith('assets/index'))).toEqual([]);
    expect(chunksHolding(bundle, /domain\/registrations\/registration-forms/)).not.toContain('assets/data-layer.js');
  }, 120_000);

  it('leaves the data layer to the page (after its first look) and names it for the early script, which asks for it on other pages', async () => {
    const bundle = await buildFor(mode);
    const dataLayer = bundle.files.find((file) => /^assets\/data-layer-[\w-]+\.js$/.test(file));
    const preloads = [...bundle.html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((match) => match[1]);
    const named = [...bundle.html.matchAll(/<meta name="rollcall:data-layer" content="\/([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).not.toContain(dataLayer);
    expect(named).toEqual([dataLayer]);
    const earlyName = mode === 'offline' ? 'first-look-early' : 'first-read-early';
    const early = bundle.files.find((file) => new RegExp(`^assets/${earlyName}-[\\w-]+\\.js$`).test(file)) ?? '';
    expect(early).not.toBe('');
    expect(bundle.codeOf[early]).toContain('rollcall:data-layer');
    // Asked for first: the early script runs the moment it arrives, before the app's entry.
    expect(bundle.html.indexOf(early)).toBeGreaterThan(-1);
    expect(bundle.html.indexOf(early)).toBeLessThan(bundle.html.search(/assets\/index-[\w-]+\.js/));
  }, 120_000);

  it(
    mode === 'offline'
      ? "names no ticket view's files: its data are on the device"
      : "names the files that draw a ticket (its view, the QR code library) for the early script, which asks for them on a ticket's page",
    async () => {
      const bundle = await buildFor(mode);
      const named = /<meta name="rollcall:ticket-view" content="([^"]*)"/.exec(bundle.html)?.[1];
      if (mode === 'offline') {
        expect(named).toBeUndefined();
        return;
      }
      const files = (named ?? '').split(' ').map((href) => href.replace(/^\//, ''));
      const holding = (module: RegExp) =>
        [...bundle.modulesOf].filter(([, modules]) => modules.some((id) => module.test(id))).map(([file]) => file);
      expect(files).toEqual(
        expect.arrayContaining([...holding(/\/src\/ui\/registration\/ticket-view\.tsx$/), ...holding(/\/node_modules\/qrcode\//)]),
      );
      // Nothing the entry brings, nor the data layer the page asks for after the ticket has shown.
      expect(files.filter((file) => file.startsWith('assets/index-') || file.startsWith('assets/data-layer-'))).toEqual([]);
      const early = bundle.files.find((file) => /^assets\/first-read-early-[\w-]+\.js$/.test(file)) ?? '';
      expect(bundle.codeOf[early]).toContain('rollcall:ticket-view');
    },
    120_000,
  );

  it("asks for the visitors' texts in the default language with the page, not once the entry has run", async () => {
    const bundle = await buildFor(mode);
    const texts = [...bundle.modulesOf].find(([, modules]) => modules.some((module) => module.endsWith('/locales/en/messages.po')))?.[0];
    const preloads = [...bundle.html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(texts).toBeDefined();
    expect(preloads).toContain(texts);
  }, 120_000);

  it(
    mode === 'firebase'
      ? 'runs an early script before the entry, which imports nothing the app loads'
      : 'runs an early script before the entry, which imports nothing the app loads and finds whether the device holds the data yet',
    async () => {
      const bundle = await buildFor(mode);
      const scripts = [...bundle.html.matchAll(/<script ([^>]*)src="\/([^"]+)"/g)].map((match) => ({
        attributes: match[1] ?? '',
        file: match[2] ?? '',
      }));
      const [early, entry] = scripts;
      expect(early?.file).toMatch(mode === 'offline' ? /^assets\/first-look-early-[\w-]+\.js$/ : /^assets\/first-read-early-[\w-]+\.js$/);
      expect(early?.attributes).toMatch(/\basync\b/);
      expect(entry?.file).toMatch(/^assets\/index-/);
      const code = bundle.codeOf[early?.file ?? ''] ?? '';
      expect(code).not.toMatch(/\bimport\b|\bfrom\s*["']/);
      expect(code).toContain(mode === 'offline' ? 'databases()' : ':runQuery');
      // Small enough to arrive a round trip after the HTML: the request, the route reading, no SDK.
      expect(code.length).toBeLessThan(4_000);
    },
    120_000,
  );

  it(
    mode === 'firebase' ? 'opens the connection to Firestore with the page' : 'opens no connection to Firestore',
    async () => {
      const { html } = await buildFor(mode);
      const preconnects = [...html.matchAll(/<link rel="preconnect" href="([^"]+)" crossorigin/g)].map((match) => match[1]);
      expect(preconnects).toEqual(mode === 'firebase' ? ['https://firestore.googleapis.com'] : []);
    },
    120_000,
  );
  it("marks in the worker's manifest the files only signed-in people's pages use, and for whom; none that a wider circle's file imports", async () => {
    const bundle = await buildFor(mode);
    const worker = await readFile(join(bundle.outDir, 'sw.js'), 'utf8');
    const entries = [...worker.matchAll(/\{[^{}]*"url":[^{}]*\}/g)].map(
      (match) => JSON.parse(match[0]) as { url: string; signedIn?: 'session' | 'staff' },
    );
    expect(entries.length).toBeGreaterThan(20);
    const markOf = new Map(entries.map((entry) => [entry.url, entry.signedIn ?? 'visitors']));
    const holding = (module: RegExp) =>
      [...bundle.modulesOf].filter(([, modules]) => modules.some((id) => module.test(id))).map(([file]) => file);
    const staffOnly = [
      ...holding(/\/src\/ui\/scanner\/scanner-page\.tsx$/),
      ...holding(/\/src\/ui\/admin\/people-list-page\.tsx$/),
      ...holding(/\/node_modules\/@e965\/xlsx\//),
      ...holding(/\/src\/adapters\/di\/staff-bindings\.ts$/),
      ...bundle.files.filter((file) => file.endsWith('.wasm')),
    ];
    expect(staffOnly.length).toBeGreaterThanOrEqual(5);
    expect(new Set(staffOnly.map((file) => markOf.get(file)))).toEqual(new Set(['staff']));
    // What a signed-in device starts with, a visitor's too: kept for any session.
    const sessionOnly = [FULL_FIRESTORE_MARKER, AUTH_MARKER].flatMap((marker) =>
      Object.keys(bundle.codeOf).filter((file) => bundle.codeOf[file]?.includes(marker)),
    );
    if (mode === 'firebase') {
      expect(sessionOnly.length).toBeGreaterThanOrEqual(2);
      expect(new Set(sessionOnly.map((file) => markOf.get(file)))).toEqual(new Set(['session']));
    } else expect(sessionOnly).toEqual([]);
    const visitorPages = [
      'index.html',
      ...bundle.files.filter((file) => /^assets\/(index|data-layer)-[\w-]+\.(js|css)$/.test(file)),
      ...holding(/\/src\/ui\/registration\/ticket-view\.tsx$/),
      ...holding(/\/src\/ui\/waiting-list\/waiting-place-page\.tsx$/),
      ...holding(/\/locales\/\w+\/messages\.po$/),
    ];
    expect(new Set(visitorPages.map((file) => markOf.get(file)))).toEqual(new Set(['visitors']));
    // A page would fail without network on a file its code imports that the device never kept.
    const circles = ['visitors', 'session', 'staff'];
    const missing = entries.flatMap(({ url }) =>
      (bundle.importsOf.get(url) ?? [])
        .filter((imported) => circles.indexOf(markOf.get(imported) ?? '') > circles.indexOf(markOf.get(url) ?? ''))
        .map((imported) => `${url} (${markOf.get(url)}) → ${imported} (${markOf.get(imported)})`),
    );
    expect(missing).toEqual([]);
  }, 120_000);
});

describe('the offline build', () => {
  it("loads MSW and the demo data on demand, never in the entry chunk, but for the demo's events (the first look of a first visit)", async () => {
    const bundle = await buildFor('offline');
    expect(bundle.files).toContain('mockServiceWorker.js');
    expect(found(bundle.allCode, [...MOCK_MARKERS, ...DEMO_MARKERS])).toEqual([...MOCK_MARKERS, ...DEMO_MARKERS]);
    expect(found(bundle.entry, [...MOCK_MARKERS, ...DEMO_MARKERS, DEMO_EVENTS_MARKER])).toEqual([DEMO_EVENTS_MARKER]);
  }, 120_000);

  it('brings the data layer in one chunk that the entry only imports on demand', async () => {
    const bundle = await buildFor('offline');
    const dataLayer = bundle.files.filter((file) => /^assets\/data-layer-[\w-]+\.js$/.test(file));
    expect(dataLayer).toHaveLength(1);
    const code = await readFile(join(bundle.outDir, dataLayer[0] ?? ''), 'utf8');
    // Dexie and the container with its demo data; MSW stays a chunk of its own, and so do the
    // forms' checks (zod), asked for once the data layer is in.
    expect(found(code.toLowerCase(), [DEXIE_MARKER])).toEqual([DEXIE_MARKER]);
    expect(found(code, [...DEMO_MARKERS, '$ZodCheck', ...MOCK_MARKERS])).toEqual([...DEMO_MARKERS]);
    expect(bundle.allCode).toContain('$ZodCheck');
    const entryImports = {
      onDemand: /import\(["'`]\.\/data-layer-/.test(bundle.entry),
      static: /from\s*["'`]\.\/data-layer-/.test(bundle.entry),
    };
    expect(entryImports).toEqual({ onDemand: true, static: false });
  }, 120_000);
});
