// First-load JavaScript of the pages a visitor opens from a link, gzip-compressed as a host
// would send it, and which source modules came with it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium';
import type { BenchResult } from './budgets';
import type { BenchMode, ChunkModules } from './support/preview-server';

export const VISITOR_PAGES = { home: '/', event: '/events/summit', register: '/register/summit' } as const;

/** Code that has no business on a visitor's first load (issue 8). */
const FORBIDDEN: Array<[what: string, pattern: RegExp]> = [
  ['admin', /\/src\/ui\/admin\//],
  ['scanner', /\/src\/ui\/scanner\/|zxing-wasm/],
  ['Storybook-only', /\.stories\.tsx?$|\.fakes\.tsx?$|storybook/],
  ['mock', /\/src\/adapters\/msw\/|\/node_modules\/msw\//],
];

export async function firstLoad(mode: BenchMode, appUrl: string, outDir: string, chunks: ChunkModules): Promise<BenchResult[]> {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: [...CHROMIUM_ARGS] });
  const loads: BenchResult[] = [];
  try {
    for (const [name, path] of Object.entries(VISITOR_PAGES)) {
      // A new context is a first visit: nothing cached, no service worker yet.
      const context = await browser.newContext();
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      const page = await context.newPage();
      const scripts = new Set<string>();
      const deferred = new Set<string>();
      let shown = false;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.origin === appUrl) (shown ? deferred : scripts).add(url.pathname.slice(1));
      });
      // First load: what the browser fetched until the page showed its content (its heading, or
      // its loading state when the data is still on its way) and fired `load`.
      await page.goto(`${appUrl}${path}`, { waitUntil: 'load' });
      await page.locator('main h1, main [role="status"]').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(200);
      shown = true;
      await page.waitForTimeout(3_000);
      await context.close();
      let bytes = 0;
      const modules: string[] = [];
      for (const file of scripts) {
        bytes += gzipSync(await readFile(join(outDir, file))).length;
        modules.push(...(chunks.get(file) ?? []));
      }
      const forbidden = FORBIDDEN.filter(([, pattern]) => modules.some((module) => pattern.test(module))).map(([what]) => what);
      const kB = bytes / 1024;
      loads.push({ id: `first-load.${mode}.${name}`, unit: 'kB', samples: 1, median: kB, p95: kB, min: kB, max: kB, note: `${scripts.size} files${forbidden.length ? `; carries ${forbidden.join(', ')} code` : ''}; ${deferred.size} more files after` });
    }
  } finally {
    await browser.close();
  }
  return loads;
}
