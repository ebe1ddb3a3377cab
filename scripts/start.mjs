// `npm start`: install what is missing, then serve the app offline with demo data.
import { ensureDependencies, root, say } from './lib/setup.mjs';

ensureDependencies();
const { createServer } = await import('vite');
const server = await createServer({ root, configFile: `${root}vite.config.ts`, mode: 'development' });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
say(`Rollcall runs offline with demo data (IndexedDB + MSW): ${url}`);
say('Demo data is seeded on the first visit and kept in this browser; press Ctrl+C to stop.');
server.printUrls();
