// Lighthouse (mobile emulation, simulated slow 4G and a 4× slower CPU: its defaults) on the pages
// a visitor opens from a link, each run a first visit, in the offline build and the Firebase one,
// each served as the host serves it (HTTP/2 over TLS, Brotli: support/host-like-server.ts).
//
// A first visit needs every kind of storage cleared: Lighthouse's own reset leaves IndexedDB,
// local storage and cookies alone, so each run after the first would find the offline demo
// already stored (docs/performance.md, "Every Lighthouse run a first visit").
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium';
import type { BenchResult } from './budgets';
import { VISITOR_PAGES } from './first-load.bench';
import { servedLikeTheHost } from './support/host-like-server';
import { summarise } from './support/stats';

const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best-practices' } as const;

/** Runs per page: the median of five holds still where single runs move by two or three points. */
const RUNS = 5;
/**
 * A run Lighthouse itself could not record (its `runtimeError`, such as NO_NAVSTART, which says
 * "Please run Lighthouse again") is run again, up to this many times per page; past that, it counts.
 */
const RUNS_AGAIN = 2;

/** What Lighthouse clears before each run: everything the origin stored, as on a phone that never opened it. */
const FIRST_VISIT = { clearStorageTypes: ['all' as const] };

/**
 * Each build's figures under its own ids: `lighthouse.<page>.…` offline, `lighthouse.firebase.<page>.…`.
 * `outDir` is the build; it is served here, over HTTPS with a certificate made for loopback,
 * which the browser is told to accept.
 */
export async function lighthouseScores(outDir: string, build: 'offline' | 'firebase', runs = RUNS): Promise<BenchResult[]> {
  const prefix = build === 'offline' ? 'lighthouse' : 'lighthouse.firebase';
  const host = await servedLikeTheHost(outDir);
  const appUrl = host.url;
  const chrome = await chromeLauncher.launch({
    ...(findChromium() ? { chromePath: findChromium() } : {}),
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...host.browserFlags, ...CHROMIUM_ARGS],
  });
  const results: BenchResult[] = [];
  try {
    for (const [name, { path }] of Object.entries(VISITOR_PAGES)) {
      const scores: Record<keyof typeof CATEGORIES, number[]> = { performance: [], accessibility: [], 'best-practices': [] };
      const failing = new Set<string>();
      const largestPaint: number[] = [];
      // Lighthouse's own measure of the host's CPU (docs/throttling.md of Lighthouse): its 4× slower
      // phone is simulated from this machine's speed, so a busy or slower host scores lower.
      const hostIndex: number[] = [];
      const notRecorded: string[] = [];
      // Lighthouse's warnings about the run itself, such as stored data found at the start.
      const warnings = new Set<string>();
      while (largestPaint.length < runs) {
        const report = await lighthouse(`${appUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(CATEGORIES),
          ...FIRST_VISIT,
        });
        if (!report) throw new Error(`Lighthouse returned nothing for ${path}.`);
        const { runtimeError } = report.lhr;
        if (runtimeError && notRecorded.length < RUNS_AGAIN) {
          notRecorded.push(runtimeError.code);
          continue;
        }
        for (const key of Object.keys(CATEGORIES) as Array<keyof typeof CATEGORIES>) {
          scores[key].push(Math.round((report.lhr.categories[key]?.score ?? 0) * 100));
        }
        for (const warning of report.lhr.runWarnings) warnings.add(String(warning));
        largestPaint.push(report.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        hostIndex.push(report.lhr.environment.benchmarkIndex);
        for (const [id, audit] of Object.entries(report.lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
            failing.add(id);
        }
      }
      for (const key of Object.keys(CATEGORIES) as Array<keyof typeof CATEGORIES>) {
        results.push({
          id: `${prefix}.${name}.${key}`,
          unit: 'score',
          ...summarise(scores[key]),
          ...(key === 'performance' && failing.size ? { note: `below 90: ${[...failing].slice(0, 6).join(', ')}` } : {}),
        });
      }
      results.push({
        id: `${prefix}.${name}.lcp`,
        unit: 'ms',
        ...summarise(largestPaint),
        note: [
          `host's benchmark index ${Math.round(summarise(hostIndex).median)} (median)`,
          ...(notRecorded.length ? [`run again after Lighthouse could not record: ${notRecorded.join(', ')}`] : []),
          ...[...warnings].map((warning) => `Lighthouse warned: ${warning}`),
        ].join('; '),
      });
    }
  } finally {
    chrome.kill();
    await host.close();
  }
  return results;
}
