import basicSsl from '@vitejs/plugin-basic-ssl';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompress, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { preview, type Plugin } from 'vite';
import { DEFAULT_GEOLOCATION_URL } from '../../src/adapters/browser/geolocation-service';
import { DEMO_LOCATION } from '../../src/adapters/msw/demo-location';

const compress = promisify(brotliCompress);

/**
 * Brotli at quality 5: what a CDN compressing on the fly typically uses, below the 11 a host
 * compressing once at upload could afford. The lower of the two, so as not to flatter the figures.
 */
const BROTLI_QUALITY = 5;

const TYPES: Record<string, string> = { js: 'text/javascript', mjs: 'text/javascript', css: 'text/css' };

/** The built scripts and stylesheets in Brotli, for a browser that accepts it; all else as before. */
function brotliAssets(outDir: string): Plugin {
  const compressed = new Map<string, Promise<Buffer>>();
  return {
    name: 'rollcall-bench:brotli-assets',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const type = TYPES[path.split('.').pop() ?? ''];
        if (
          !type ||
          !path.startsWith('/assets/') ||
          path.includes('..') ||
          !/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))
        ) {
          next();
          return;
        }
        let body = compressed.get(path);
        if (!body) {
          body = readFile(join(outDir, path)).then((file) =>
            compress(file, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
          );
          compressed.set(path, body);
        }
        body.then(
          (bytes) => {
            response.setHeader('Content-Type', type);
            response.setHeader('Content-Encoding', 'br');
            response.setHeader('Vary', 'Accept-Encoding');
            response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            response.end(bytes);
          },
          () => {
            compressed.delete(path);
            next();
          },
        );
      });
    },
  };
}

const GEOLOCATION = new URL(DEFAULT_GEOLOCATION_URL);

/**
 * The IP-geolocation service answered here as MSW answers it in the offline build, for a browser
 * that resolves its host to this server: a Firebase build asks the real service, which a phone
 * reaches and a bench must not (no network beyond loopback; unreachable, the page logs an error).
 */
function geolocationAnsweredHere(): Plugin {
  return {
    name: 'rollcall-bench:geolocation',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const authority = String(request.headers[':authority'] ?? request.headers.host ?? '');
        if (authority.split(':')[0] !== GEOLOCATION.hostname || (request.url ?? '').split('?')[0] !== GEOLOCATION.pathname) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.end(JSON.stringify(DEMO_LOCATION));
      });
    },
  };
}

/**
 * The built app in `outDir` served the way Firebase Hosting serves it: HTTP/2 over TLS (a
 * certificate made for loopback; the browser is told to accept it) and Brotli for the assets.
 * `vite preview` alone speaks HTTP/1.1 in gzip, where each parallel request opens a connection
 * of its own and pays its set-up and slow start: a page measured there looks slower than it is
 * on the host. Lighthouse's figures are taken here; the first-load bytes stay in gzip, as budgeted.
 */
export async function servedLikeTheHost(outDir: string): Promise<{ url: string; browserFlags: string[]; close: () => Promise<void> }> {
  const server = await preview({
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'error',
    plugins: [
      basicSsl({ certDir: join(tmpdir(), 'rollcall-bench-certificate'), domains: ['127.0.0.1', 'localhost'] }),
      brotliAssets(outDir),
      geolocationAnsweredHere(),
    ],
    build: { outDir },
    preview: { port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url?.startsWith('https:')) throw new Error(`The host-like server did not start over HTTPS (${url ?? 'no address'}).`);
  const { port } = new URL(url);
  // The browser's flags: the geolocation service resolved to this server, every other host
  // outside loopback to nothing.
  const rules = [`MAP ${GEOLOCATION.hostname} 127.0.0.1:${port}`, 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1', 'EXCLUDE localhost'];
  return { url: url.replace(/\/$/, ''), browserFlags: [`--host-resolver-rules=${rules.join(',')}`], close: () => server.close() };
}
