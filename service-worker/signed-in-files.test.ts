import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignedInFiles } from './signed-in-files';

// Workbox's modules read the worker's global scope as they load: one before the imports run.
vi.hoisted(() => Reflect.set(globalThis, 'self', globalThis));

const ORIGIN = 'https://rollcall.test';

/** The browser's Cache Storage, in memory: what a worker keeps, by cache name. */
function memoryCaches() {
  const held = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const files = held.get(name) ?? new Map<string, Response>();
    held.set(name, files);
    const keyOf = (request: RequestInfo) => (typeof request === 'string' ? request : request.url);
    return {
      match: async (request: RequestInfo) => files.get(keyOf(request)),
      put: async (request: RequestInfo, response: Response) => void files.set(keyOf(request), response),
      keys: async () => [...files.keys()].map((url) => new Request(url)),
      delete: async (request: RequestInfo) => files.delete(keyOf(request)),
    };
  };
  return { held, storage: { has: async (name: string) => held.has(name), open } };
}

/** A worker's global scope whose install and activate events the test fires, with these pages of the origin open. */
function workerScope(openPages: readonly string[] = []) {
  const listeners = new Map<string, ((event: { waitUntil(promise: Promise<unknown>): void }) => void)[]>();
  const fire = async (type: 'install' | 'activate') => {
    const pending: Promise<unknown>[] = [];
    for (const listener of listeners.get(type) ?? []) listener({ waitUntil: (promise) => pending.push(promise) });
    await Promise.all(pending);
  };
  vi.stubGlobal('self', {
    registration: { scope: `${ORIGIN}/` },
    clients: { matchAll: async () => openPages.map((path) => ({ url: `${ORIGIN}${path}` })) },
    addEventListener: (type: string, listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  });
  return { fire };
}

/** The server: each file's content, or an outage for the paths in `unreachable`. */
function server(unreachable: Set<string> = new Set()) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      fetched.push(path);
      if (unreachable.has(path)) throw new TypeError('Failed to fetch');
      return new Response(`contents of ${path}`);
    }),
  );
  return { fetched, unreachable };
}

const VERSION_1 = [
  { url: 'index.html', revision: 'one' },
  { url: 'assets/device-tier-dddd.js', revision: null, signedIn: 'session' as const },
  { url: 'assets/scanner-page-aaaa.js', revision: null, signedIn: 'staff' as const },
  { url: 'assets/zxing_reader-bbbb.wasm', revision: null, signedIn: 'staff' as const },
];
const VERSION_2 = [
  { url: 'index.html', revision: 'two' },
  { url: 'assets/device-tier-eeee.js', revision: null, signedIn: 'session' as const },
  { url: 'assets/scanner-page-cccc.js', revision: null, signedIn: 'staff' as const },
  { url: 'assets/zxing_reader-bbbb.wasm', revision: null, signedIn: 'staff' as const },
];

let caches: ReturnType<typeof memoryCaches>;
const heldPaths = (name: string) => [...(caches.held.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname).sort();
const STAFF_CACHE = 'rollcall-signed-in-files';
const SESSION_CACHE = 'rollcall-session-files';

beforeEach(() => {
  caches = memoryCaches();
  vi.stubGlobal('caches', caches.storage);
  vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignedInFiles: the signed-in pages kept by the worker', () => {
  it('downloads nothing on a device where nobody asked (a visitor’s phone), not even at install', async () => {
    const worker = workerScope();
    const network = server();
    new SignedInFiles(VERSION_1);
    await worker.fire('install');
    await worker.fire('activate');
    expect(network.fetched).toEqual([]);
    expect(caches.held.size).toBe(0);
  });

  it('keeps a signed-in visitor’s session files only, and the staff files once staff sign in on the device', async () => {
    workerScope();
    const network = server();
    const files = new SignedInFiles(VERSION_1);
    await files.keep('session');
    expect(network.fetched).toEqual(['/assets/device-tier-dddd.js']);
    expect(caches.held.has(STAFF_CACHE)).toBe(false);
    network.fetched.length = 0;
    await files.keep('staff');
    expect(network.fetched.sort()).toEqual(['/assets/scanner-page-aaaa.js', '/assets/zxing_reader-bbbb.wasm']);
    expect(heldPaths(SESSION_CACHE)).toEqual(['/assets/device-tier-dddd.js']);
  });

  it('keeps the files a page asks for; those that arrived stay when others fail, and the next ask fetches only the rest', async () => {
    workerScope();
    const network = server(new Set(['/assets/zxing_reader-bbbb.wasm']));
    const files = new SignedInFiles(VERSION_1);
    await expect(files.keep('staff')).rejects.toThrow(/1 of 2 files could not be kept/);
    expect(heldPaths(STAFF_CACHE)).toEqual(['/assets/scanner-page-aaaa.js']);
    network.unreachable.clear();
    network.fetched.length = 0;
    await files.keep('staff');
    expect(network.fetched).toEqual(['/assets/zxing_reader-bbbb.wasm']);
    expect(heldPaths(STAFF_CACHE)).toEqual(['/assets/scanner-page-aaaa.js', '/assets/zxing_reader-bbbb.wasm']);
  });

  it('answers several pages asking at once with one download', async () => {
    workerScope();
    const network = server();
    const files = new SignedInFiles(VERSION_1);
    await Promise.all([files.keep('staff'), files.keep('staff'), files.keep('session')]);
    expect(network.fetched.sort()).toEqual([
      '/assets/device-tier-dddd.js',
      '/assets/scanner-page-aaaa.js',
      '/assets/zxing_reader-bbbb.wasm',
    ]);
  });

  it('installs a new version on a door that kept them only with its files too, and drops the old ones once it runs', async () => {
    workerScope();
    server();
    await new SignedInFiles(VERSION_1).keep('staff');
    // The new version's worker starts beside the running one.
    const next = workerScope();
    const network = server();
    new SignedInFiles(VERSION_2);
    await next.fire('install');
    expect(network.fetched.sort()).toEqual(['/assets/device-tier-eeee.js', '/assets/scanner-page-cccc.js']);
    expect(heldPaths(STAFF_CACHE)).toEqual([
      '/assets/scanner-page-aaaa.js',
      '/assets/scanner-page-cccc.js',
      '/assets/zxing_reader-bbbb.wasm',
    ]);
    await next.fire('activate');
    expect(heldPaths(STAFF_CACHE)).toEqual(['/assets/scanner-page-cccc.js', '/assets/zxing_reader-bbbb.wasm']);
    expect(heldPaths(SESSION_CACHE)).toEqual(['/assets/device-tier-eeee.js']);
  });

  it('installs a new version on a signed-in visitor’s phone with the session files only', async () => {
    workerScope(['/']);
    server();
    await new SignedInFiles(VERSION_1).keep('session');
    const next = workerScope(['/']);
    const network = server();
    new SignedInFiles(VERSION_2);
    await next.fire('install');
    await next.fire('activate');
    expect(network.fetched).toEqual(['/assets/device-tier-eeee.js']);
    expect(heldPaths(SESSION_CACHE)).toEqual(['/assets/device-tier-eeee.js']);
    expect(caches.held.has(STAFF_CACHE)).toBe(false);
  });

  it('installs a new version with them where a staff page is open, though no cache of them exists (a version from before it kept every file)', async () => {
    const door = workerScope(['/scanner']);
    const network = server();
    new SignedInFiles(VERSION_2);
    await door.fire('install');
    expect(network.fetched.sort()).toEqual([
      '/assets/device-tier-eeee.js',
      '/assets/scanner-page-cccc.js',
      '/assets/zxing_reader-bbbb.wasm',
    ]);
    const phone = workerScope(['/events/summit', '/admin-login']);
    const phoneNetwork = server();
    caches.held.clear();
    new SignedInFiles(VERSION_2);
    await phone.fire('install');
    expect(phoneNetwork.fetched).toEqual([]);
  });

  it('fails the new version’s install when its files cannot be had, so that the door keeps the version it can open', async () => {
    workerScope();
    server();
    await new SignedInFiles(VERSION_1).keep('staff');
    const next = workerScope();
    server(new Set(['/assets/scanner-page-cccc.js']));
    new SignedInFiles(VERSION_2);
    await expect(next.fire('install')).rejects.toThrow(/could not be kept/);
  });
});
