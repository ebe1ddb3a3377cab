import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium';
import { keptFiles } from '../tests/support/kept-files';
import { singleFigure, type BenchResult } from './budgets';

/**
 * What a visitor's phone downloads to keep the app for use without network: every file its
 * service worker holds after a first visit to the home page, gzip-compressed as a host serves
 * them. The staff files (scanner, QR reader's .wasm, spreadsheet reader, full Firestore SDK)
 * come only once somebody signs in on the device.
 */
export async function visitorPrecache(appUrl: string, outDir: string, build: 'firebase' | 'offline'): Promise<BenchResult> {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: [...CHROMIUM_ARGS] });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(appUrl);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const paths = await keptFiles(page);
    let bytes = 0;
    for (const path of new Set(paths)) bytes += gzipSync(await readFile(join(outDir, path))).length;
    const kB = Math.round(bytes / 1024);
    return singleFigure(`precache.${build}.visitor`, 'kB', kB, `${paths.length} files kept by a visitor's first visit, gzip`);
  } finally {
    await browser.close();
  }
}
