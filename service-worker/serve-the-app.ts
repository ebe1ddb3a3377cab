import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Router } from 'workbox-routing';
import { KEEP_SIGNED_IN_FILES, SIGNED_IN_MARK, type KeepSignedInFiles, type SignedInFilesAnswer } from './manifest-marks';
import { SignedInFiles, type ManifestEntry } from './signed-in-files';

declare const self: ServiceWorkerGlobalScope;

/** Asks the waiting version to take over: sent by the page when a person chooses to update. */
export const TAKE_OVER = 'SKIP_WAITING';

/** Asks for the signed-in files, answering on the message's port (the page waits for it). */
function answerKeepSignedInFiles(event: ExtendableMessageEvent, files: SignedInFiles): void {
  const [port] = event.ports;
  const answer = (message: SignedInFilesAnswer) => port?.postMessage(message);
  // A page of a version from before sends no `for`: it asked for everything.
  const forWhom = (event.data as Partial<KeepSignedInFiles>).for === 'session' ? 'session' : 'staff';
  event.waitUntil(
    files.keep(forWhom).then(
      () => answer({ kept: true }),
      (error: unknown) => answer({ kept: false, reason: String(error) }),
    ),
  );
}

/**
 * The app's own files from the precache, so that a device that opened Rollcall once opens it
 * again with no network: every file of the build a visitor's pages use (the manifest
 * vite-plugin-pwa injects), the others once somebody has signed in on the device (a page asks:
 * signed-in-files.ts), and every route answered with index.html (the app routes itself). A new
 * version installs beside the running one and waits: it takes over only when a person chooses
 * to update or every tab has closed, never under a door in the middle of a scan session.
 *
 * Its own router, rather than Workbox's default, so that a request it answers goes no further
 * (the offline build's MSW answers third-party calls only).
 */
export function serveTheApp(manifest: ServiceWorkerGlobalScope['__WB_MANIFEST']): void {
  const entries = (manifest ?? []).map((entry): ManifestEntry => (typeof entry === 'string' ? { url: entry, revision: null } : entry));
  const precache = new PrecacheController();
  precache.precache(entries.filter((entry) => !entry[SIGNED_IN_MARK]));
  const signedIn = new SignedInFiles(entries);
  cleanupOutdatedCaches();
  const router = new Router();
  router.registerRoute(new PrecacheRoute(precache));
  for (const kept of signedIn.precaches) router.registerRoute(new PrecacheRoute(kept));
  // Firebase Hosting's reserved paths (`/__/auth/…`, `/__/firebase/…`) are the server's.
  router.registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: [/^\/__\//] }));
  self.addEventListener('fetch', (event) => {
    const answer = router.handleRequest({ event, request: event.request });
    if (!answer) return;
    event.stopImmediatePropagation();
    event.respondWith(answer);
  });
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === TAKE_OVER) void self.skipWaiting();
    if (type === KEEP_SIGNED_IN_FILES) answerKeepSignedInFiles(event, signedIn);
  });
  clientsClaim();
}
