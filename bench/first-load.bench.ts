// First-load JavaScript of the pages a visitor opens from a link, gzip-compressed as a host
// would send it, and which source modules came with it: the offline build, and the Firebase
// build on the emulators (its data over loopback, throttled like the rest).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium';
import { demoVisitorsSummitTicket } from '../tests/support/demo-ticket';
import { singleFigure, type BenchResult } from './budgets';
import type { BenchMode, ChunkModules } from './support/preview-server';

/** The pages a visitor opens from a link, and what on each shows that its data has arrived. */
export const VISITOR_PAGES = {
  home: { path: '/', data: 'main .card-list, main .empty-state' },
  event: { path: '/events/summit', data: 'main h1#event-title' },
  register: { path: '/register/summit', data: 'main h1' },
} as const;

/** What a visitor opens from a link, for the first load: the pages above and a ticket's page (its QR code, the demo visitor's). */
export const FIRST_LOAD_PAGES = {
  ...VISITOR_PAGES,
  ticket: { path: demoVisitorsSummitTicket().path, data: 'main img[data-ticket-url]' },
} as const;

/**
 * A phone on a weak network, as Lighthouse's mobile preset applies it in DevTools: slow 4G
 * (562.5 ms round trip, 1.47 Mbit/s down) and a CPU four times slower than this machine's.
 */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1_474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** The data layer's chunk (config/data-layer-chunk.ts). */
const DATA_LAYER = /^assets\/data-layer-[\w-]+\.js$/;

/** Marks, on the page's own clock, when its frame first showed and when its data did. */
const PAINT_MARKS = `(() => {
  const frame = 'main h1, main [role="status"]:not([data-static-shell])';
  const data = window.__rollcallDataSelector;
  const watch = new MutationObserver(() => {
    if (window.__rollcallFrameAt === undefined && document.querySelector(frame)) window.__rollcallFrameAt = performance.now();
    if (window.__rollcallDataAt === undefined && data && document.querySelector(data)) window.__rollcallDataAt = performance.now();
  });
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true, characterData: true }));
})();`;

type ScriptTiming = { file: string; startTime: number; responseEnd: number };

/** Code that has no business on a visitor's first load. */
const FORBIDDEN: Array<[what: string, pattern: RegExp]> = [
  ['admin', /\/src\/ui\/admin\//],
  ['scanner', /\/src\/ui\/scanner\/|zxing-wasm/],
  ['Storybook-only', /\.stories\.tsx?$|\.fakes\.tsx?$|storybook/],
  ['mock', /\/src\/adapters\/msw\/|\/node_modules\/msw\//],
];

async function gzipSize(outDir: string, files: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(join(outDir, file))).length;
  return bytes / 1024;
}

/**
 * Each page in a new context (a first visit: nothing cached, no service worker) on a throttled
 * network and CPU. Offline, two figures per page: the JavaScript that had arrived when the page
 * first showed (its frame: heading or loading state), the data layer aside; and everything the
 * visit loaded until its data showed, data layer included. With Firebase, the second only.
 */
export async function firstLoad(mode: BenchMode, appUrl: string, outDir: string, chunks: ChunkModules): Promise<BenchResult[]> {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: [...CHROMIUM_ARGS] });
  const loads: BenchResult[] = [];
  try {
    for (const [name, { path, data }] of Object.entries(FIRST_LOAD_PAGES)) {
      const context = await browser.newContext();
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      await context.addInitScript(`window.__rollcallDataSelector = ${JSON.stringify(data)};\n${PAINT_MARKS}`);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${appUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForFunction(() => (window as { __rollcallFrameAt?: number }).__rollcallFrameAt !== undefined, undefined, {
        timeout: 60_000,
      });
      await page.waitForFunction(() => (window as { __rollcallDataAt?: number }).__rollcallDataAt !== undefined, undefined, {
        timeout: 60_000,
      });
      // A file appears in the resource timings once it has arrived: let the ones under way finish.
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      const marks = await page.evaluate(() => {
        const marked = window as { __rollcallFrameAt?: number; __rollcallDataAt?: number };
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).origin === location.origin && entry.name.endsWith('.js'))
          .map((entry) => ({
            file: new URL(entry.name).pathname.slice(1),
            startTime: entry.startTime,
            responseEnd: (entry as PerformanceResourceTiming).responseEnd,
          }));
        return { frameAt: marked.__rollcallFrameAt ?? 0, dataAt: marked.__rollcallDataAt ?? marked.__rollcallFrameAt ?? 0, scripts };
      });
      await context.close();
      const scripts: ScriptTiming[] = marks.scripts;
      const arrivedFiles = scripts.filter((script) => script.responseEnd <= marks.frameAt).map((script) => script.file);
      // The data layer is asked for with the HTML so that it is there for the data; the frame
      // does not wait for it (it showed at the same time without the early request).
      const frameFiles = arrivedFiles.filter((file) => !DATA_LAYER.test(file));
      const visitFiles = scripts.filter((script) => script.startTime <= marks.dataAt).map((script) => script.file);
      const modules = visitFiles.flatMap((file) => chunks.get(file) ?? []);
      const forbidden = FORBIDDEN.filter(([, pattern]) => modules.some((module) => pattern.test(module))).map(([what]) => what);
      const frameKB = await gzipSize(outDir, frameFiles);
      const visitKB = await gzipSize(outDir, visitFiles);
      const shownAt = `frame at ${(marks.frameAt / 1000).toFixed(1)} s, data at ${(marks.dataAt / 1000).toFixed(1)} s`;
      const carries = forbidden.length ? `; carries ${forbidden.join(', ')} code` : '';
      // Offline, two budgets: the frame, and everything until the data showed, which is what
      // Lighthouse's largest paint of these pages is made of (docs/performance.md, "What the
      // offline pages' largest paint is made of"); with Firebase, everything until the data showed.
      if (mode === 'offline') {
        loads.push(
          singleFigure(
            `first-load.offline.${name}`,
            'kB',
            frameKB,
            `${frameFiles.length} files; ${shownAt}; ${arrivedFiles.length} files, ${(await gzipSize(outDir, arrivedFiles)).toFixed(0)} kB had arrived by the frame${carries}`,
          ),
          singleFigure(
            `first-load.offline.${name}.until-data`,
            'kB',
            visitKB,
            `${visitFiles.length} files until the data showed${carries}`,
          ),
        );
      } else {
        loads.push(
          singleFigure(
            `first-load.firebase.${name}`,
            'kB',
            visitKB,
            `${visitFiles.length} files until the data showed; ${shownAt}; frame ${frameKB.toFixed(0)} kB${carries}`,
          ),
        );
      }
    }
  } finally {
    await browser.close();
  }
  return loads;
}
