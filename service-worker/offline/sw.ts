import { serveTheApp } from '../serve-the-app';

declare const self: ServiceWorkerGlobalScope;

serveTheApp(self.__WB_MANIFEST);

// The offline build answers third-party calls with MSW, whose worker must control the page:
// one page has one service worker, so MSW's runs inside this one. Two of its habits are for a
// worker of its own and are stopped before it sees them: it takes over at once when installed
// (a new version would replace the running one under a scan session), and it unregisters
// itself when its last page closes (which would remove the app's offline copy with it).
self.addEventListener('install', (event) => event.stopImmediatePropagation());
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as unknown) === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});
importScripts('mockServiceWorker.js');
