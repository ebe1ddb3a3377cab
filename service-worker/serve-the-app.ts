import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Router } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Asks the waiting version to take over: sent by the page when a person chooses to update. */
export const TAKE_OVER = 'SKIP_WAITING';

/**
 * The app's own files from the precache, so that a device that opened Rollcall once opens it
 * again with no network: every file of the build (the manifest vite-plugin-pwa injects), and
 * every route answered with index.html (the app routes itself). A new version installs beside
 * the running one and waits: it takes over only when a person chooses to update or every tab
 * has closed, never under a door in the middle of a scan session.
 *
 * Its own router, rather than Workbox's default, so that a request it answers goes no further
 * (the offline build's MSW answers third-party calls only).
 */
export function serveTheApp(manifest: ServiceWorkerGlobalScope['__WB_MANIFEST']): void {
  const precache = new PrecacheController();
  precache.precache(manifest);
  cleanupOutdatedCaches();
  const router = new Router();
  router.registerRoute(new PrecacheRoute(precache));
  // Firebase Hosting's reserved paths (`/__/auth/…`, `/__/firebase/…`) are the server's.
  router.registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: [/^\/__\//] }));
  self.addEventListener('fetch', (event) => {
    const answer = router.handleRequest({ event, request: event.request });
    if (!answer) return;
    event.stopImmediatePropagation();
    event.respondWith(answer);
  });
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === TAKE_OVER) void self.skipWaiting();
  });
  clientsClaim();
}
