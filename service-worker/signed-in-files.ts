import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { SIGNED_IN_MARK, type KeptFor } from './manifest-marks';

declare const self: ServiceWorkerGlobalScope;

/** An entry of the worker's manifest: the build marks those only signed-in people use (config/app-pwa.ts). */
export type ManifestEntry = PrecacheEntry & { [SIGNED_IN_MARK]?: KeptFor };

/**
 * Without Workbox's `-precache-` in their names: `cleanupOutdatedCaches` deletes every other cache
 * that has it. The staff files keep the name the one cache of every signed-in file had, so a door
 * that kept them before keeps them through the update.
 */
const CACHE_NAMES: Readonly<Record<KeptFor, string>> = { session: 'rollcall-session-files', staff: 'rollcall-signed-in-files' };

/** The app's routes only signed-in people open (docs/product.md, "Routes"): the admin area, the scanner, the settings. */
const STAFF_ROUTE = /^\/(admin|scanner|settings)(\/|$)/;

/**
 * Whether a page of this origin is open on one of those routes: a device a version from before
 * these caches (which kept every file everywhere) runs for staff, updating to this one. Its door
 * may take the update without network: the files must come with the install.
 */
async function staffPageOpen(): Promise<boolean> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return pages.some((page) => STAFF_ROUTE.test(new URL(page.url).pathname));
}

/**
 * Files kept in a cache of their own, filled when a page asks, and from then on at each new
 * version's install. Workbox fills a precache only in an `install` event; this one fills on a
 * page's message too, with the same cache keys, so that its `PrecacheRoute` answers from it
 * either way.
 */
class KeptWhenAsked {
  readonly precache: PrecacheController;
  private keeping: Promise<void> | null = null;

  constructor(
    entries: readonly PrecacheEntry[],
    private readonly cacheName: string,
    /** Whether a new version installs with them: the device kept them, or needs them now. */
    private readonly keptBefore: () => Promise<boolean>,
  ) {
    this.precache = new PrecacheController({ cacheName });
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

  /** Installed only once it has them too: a failure leaves the running version. */
  private async keepIfKeptBefore(): Promise<void> {
    if (await this.keptBefore()) await this.keep();
  }

  /** Once this version runs, the previous versions' files go; a device that never kept them gets no cache. */
  private async dropOtherVersions(): Promise<void> {
    if (!(await caches.has(this.cacheName))) return;
    const cache = await caches.open(this.cacheName);
    const current = new Set(this.precache.getURLsToCacheKeys().values());
    await Promise.all((await cache.keys()).filter((request) => !current.has(request.url)).map((request) => cache.delete(request)));
  }
}

/**
 * The files only signed-in people's pages use: about three quarters of the build, which a
 * visitor's phone has no use for. A session's (in Firebase mode, Auth and the full Firestore
 * SDK, which a signed-in device starts with) are kept once somebody signs in, a visitor
 * included, so that their tickets open without network; the staff files (the admin and door
 * pages, the QR reader's .wasm, the spreadsheet reader) once staff sign in. A new version
 * installs with what the device kept, or with both where a staff page is open, so that a door
 * that updates keeps its scanner without network.
 */
export class SignedInFiles {
  private readonly kept: Readonly<Record<KeptFor, KeptWhenAsked>>;

  /** Every entry of the manifest: those marked for nobody are the visitors', in Workbox's own precache. */
  constructor(entries: readonly ManifestEntry[]) {
    const forWhom = (which: KeptFor) => entries.filter((entry) => entry[SIGNED_IN_MARK] === which);
    const has = (which: KeptFor) => caches.has(CACHE_NAMES[which]);
    const staff = new KeptWhenAsked(forWhom('staff'), CACHE_NAMES.staff, async () => (await has('staff')) || staffPageOpen());
    const session = new KeptWhenAsked(
      forWhom('session'),
      CACHE_NAMES.session,
      async () => (await has('session')) || (await has('staff')) || staffPageOpen(),
    );
    this.kept = { session, staff };
  }

  /** What the worker's routes answer from: each cache's precache. */
  get precaches(): PrecacheController[] {
    return [this.kept.session.precache, this.kept.staff.precache];
  }

  /** Downloads what the cache lacks of a session's files, and of the staff files for staff. */
  async keep(forWhom: KeptFor): Promise<void> {
    await Promise.all(forWhom === 'staff' ? [this.kept.session.keep(), this.kept.staff.keep()] : [this.kept.session.keep()]);
  }
}
