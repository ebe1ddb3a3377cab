import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/** Without Workbox's `-precache-` in its name: `cleanupOutdatedCaches` deletes every other cache that has it. */
const CACHE_NAME = 'rollcall-signed-in-files';

/** The app's routes only signed-in people open (docs/product.md, "Routes"): the admin area, the scanner, the settings. */
const STAFF_ROUTE = /^\/(admin|scanner|settings)(\/|$)/;

/**
 * Whether a page of this origin is open on one of those routes: a device a version from before
 * this cache (which kept every file everywhere) runs for staff, updating to this one. Its door
 * may take the update without network: the files must come with the install.
 */
async function staffPageOpen(): Promise<boolean> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return pages.some((page) => STAFF_ROUTE.test(new URL(page.url).pathname));
}

/**
 * The files only signed-in people's pages use (the admin and door pages, the QR reader's .wasm,
 * the spreadsheet reader, the full Firestore SDK): about three quarters of the build, which a
 * visitor's phone has no use for. They are kept in a cache of their own, filled when a page
 * asks (somebody signed in on this device), and from then on at each new version's install, so
 * that a door that updates keeps its scanner without network.
 *
 * Workbox fills a precache only in an `install` event; this one fills on a page's message too,
 * with the same cache keys, so that its `PrecacheRoute` answers from it either way.
 */
export class SignedInFiles {
  readonly precache: PrecacheController;
  private readonly cacheName = CACHE_NAME;
  private keeping: Promise<void> | null = null;

  constructor(entries: readonly PrecacheEntry[]) {
    this.precache = new PrecacheController({ cacheName: this.cacheName });
    this.precache.addToCacheList([...entries]);
    self.addEventListener('install', (event) => event.waitUntil(this.keepIfKeptBefore()));
    self.addEventListener('activate', (event) => event.waitUntil(this.dropOtherVersions()));
  }

  /** Downloads the files the cache lacks; one download at a time, however many pages ask. */
  keep(): Promise<void> {
    this.keeping ??= this.download().finally(() => (this.keeping = null));
    return this.keeping;
  }

  private async download(): Promise<void> {
    const cache = await caches.open(this.cacheName);
    const wanted = [...this.precache.getURLsToCacheKeys()];
    const held = await Promise.all(wanted.map(([, key]) => cache.match(key)));
    const missing = wanted.filter((_, index) => !held[index]);
    // Each file on its own: those that arrived stay when another fails, and the next ask fetches only the rest.
    const results = await Promise.allSettled(
      missing.map(async ([url, key]) => {
        const integrity = this.precache.getIntegrityForCacheKey(key);
        const response = await fetch(
          new Request(url, { cache: 'reload', credentials: 'same-origin', ...(integrity ? { integrity } : {}) }),
        );
        if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
        await cache.put(key, response);
      }),
    );
    const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed.length > 0) throw new Error(`${failed.length} of ${missing.length} files could not be kept: ${String(failed[0]?.reason)}`);
  }

  /**
   * A new version on a device that kept them, or with a staff page open: installed only once it
   * has them too (a failure leaves the running one).
   */
  private async keepIfKeptBefore(): Promise<void> {
    if ((await caches.has(this.cacheName)) || (await staffPageOpen())) await this.keep();
  }

  /** Once this version runs, the previous versions' files go; a device that never kept them gets no cache. */
  private async dropOtherVersions(): Promise<void> {
    if (!(await caches.has(this.cacheName))) return;
    const cache = await caches.open(this.cacheName);
    const current = new Set(this.precache.getURLsToCacheKeys().values());
    await Promise.all((await cache.keys()).filter((request) => !current.has(request.url)).map((request) => cache.delete(request)));
  }
}
