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
type Category = keyof typeof CATEGORIES;

/**
 * Runs per page: single runs move by two or three points on a quiet machine, and by twenty when
 * other work starves it; the median of seven holds while three of them are starved.
 */
const RUNS = 7;
/**
 * A run Lighthouse itself could not record (its `runtimeError`, such as NO_NAVSTART, which says
 * "Please run Lighthouse again") is run again, up to this many times per page; past that, it counts.
 */
const RUNS_AGAIN = 2;

/** What Lighthouse clears before each run: everything the origin stored, as on a phone that never opened it. */
const FIRST_VISIT = { clearStorageTypes: ['all' as const] };

/** One page's runs so far. */
type PageRuns = {
  name: string;
  path: string;
  scores: Record<Category, number[]>;
  /** Audits scoring below 90 in any run. */
  failing: Set<string>;
  largestPaint: number[];
  /**
   * Lighthouse's own measure of the host's CPU (docs/throttling.md of Lighthouse): its 4× slower
   * phone is simulated from this machine's speed, so a busy or slower host scores lower.
   */
  hostIndex: number[];
  notRecorded: string[];
  /** Lighthouse's warnings about the run itself, such as stored data found at the start. */
  warnings: Set<string>;
};

function noRunsYet(name: string, path: string): PageRuns {
  return {
    name,
    path,
    scores: { performance: [], accessibility: [], 'best-practices': [] },
    failing: new Set(),
    largestPaint: [],
    hostIndex: [],
    notRecorded: [],
    warnings: new Set(),
  };
}

/**
 * Each build's figures under its own ids: `lighthouse.<page>.…` offline, `lighthouse.firebase.<page>.…`.
 * `outDir` is the build; it is served here, over HTTPS with a certificate made for loopback,
 * which the browser is told to accept.
 *
 * The pages take turns, one run each per round, so that a minute when the machine is busy with
 * other work falls on one or two runs of every page, not on all the runs of one page: the median
 * stays the page's (docs/performance.md, "Lighthouse's runs taken in turns").
 */
export async function lighthouseScores(outDir: string, build: 'offline' | 'firebase', runs = RUNS): Promise<BenchResult[]> {
  const host = await servedLikeTheHost(outDir);
  const chrome = await chromeLauncher.launch({
    ...(findChromium() ? { chromePath: findChromium() } : {}),
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...host.browserFlags, ...CHROMIUM_ARGS],
  });
  const pages = Object.entries(VISITOR_PAGES).map(([name, { path }]) => noRunsYet(name, path));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) await runOnce(page, `${host.url}${page.path}`, chrome.port);
    }
  } finally {
    chrome.kill();
    await host.close();
  }
  return pages.flatMap((page) => figures(page, build === 'offline' ? 'lighthouse' : 'lighthouse.firebase'));
}

/** One recorded run of the page, after as many as RUNS_AGAIN that Lighthouse could not record. */
async function runOnce(page: PageRuns, url: string, port: number): Promise<void> {
  for (;;) {
    const report = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(CATEGORIES),
      ...FIRST_VISIT,
    });
    if (!report) throw new Error(`Lighthouse returned nothing for ${page.path}.`);
    const { runtimeError } = report.lhr;
    if (runtimeError && page.notRecorded.length < RUNS_AGAIN) {
      page.notRecorded.push(runtimeError.code);
      continue;
    }
    for (const key of Object.keys(CATEGORIES) as Category[]) {
      page.scores[key].push(Math.round((report.lhr.categories[key]?.score ?? 0) * 100));
    }
    for (const warning of report.lhr.runWarnings) page.warnings.add(String(warning));
    page.largestPaint.push(report.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    page.hostIndex.push(report.lhr.environment.benchmarkIndex);
    for (const [id, audit] of Object.entries(report.lhr.audits)) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
        page.failing.add(id);
    }
    return;
  }
}

function figures(page: PageRuns, prefix: string): BenchResult[] {
  const { failing, hostIndex, notRecorded, warnings } = page;
  const index = summarise(hostIndex);
  return [
    ...(Object.keys(CATEGORIES) as Category[]).map((key) => ({
      id: `${prefix}.${page.name}.${key}`,
      unit: 'score',
      ...summarise(page.scores[key]),
      ...(key === 'performance' && failing.size ? { note: `below 90: ${[...failing].slice(0, 6).join(', ')}` } : {}),
    })),
    {
      id: `${prefix}.${page.name}.lcp`,
      unit: 'ms',
      ...summarise(page.largestPaint),
      note: [
        `host's benchmark index ${Math.round(index.median)} (median; ${Math.round(index.min)}–${Math.round(index.max)})`,
        ...(notRecorded.length ? [`run again after Lighthouse could not record: ${notRecorded.join(', ')}`] : []),
        ...[...warnings].map((warning) => `Lighthouse warned: ${warning}`),
      ].join('; '),
    },
  ];
}
