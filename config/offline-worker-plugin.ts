import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = fileURLToPath(new URL(`../msw-worker/${WORKER_FILE}`, import.meta.url));

/**
 * Serves and emits MSW's service worker only in the offline mode, so a Firebase build holds
 * no mock code at all (it is not in `public/` for that reason).
 */
export function offlineWorkerPlugin(enabled: boolean): Plugin {
  return {
    name: 'rollcall:offline-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${server.config.base}${WORKER_FILE}`) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: readFileSync(workerPath) });
    },
  };
}
