// `npm run bench`: builds what it needs, runs every benchmark, prints a table and writes
// bench/results.json. Benchmarks never fail the run; `npm run bench:check` compares with budgets.
import { i18n } from '@lingui/core';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminList } from './admin-list.bench';
import { firebaseAdminList } from './admin-list-firebase.bench';
import { BUDGETS, budgetMisses, type BenchResult } from './budgets';
import { decodeFrame } from './decoder.bench';
import { firstLoad } from './first-load.bench';
import { lighthouseScores } from './lighthouse.bench';
import { visitorPrecache } from './precache.bench';
import { scannerLatency } from './scanner-latency.bench';
import { registrationRush } from './rush.bench';
import { doorList, doorPreparation } from './door.bench';
import { doorReload } from './door-reload.bench';
import { csvDownload, duplicatePreview, importPeople, ticketLookup } from './store.bench';
import { servedApp, type BenchMode, type ServedApp } from './support/preview-server';

// The use cases write their sentences through Lingui (its macros compiled by the hook
// scripts/bench.mjs registers); the benchmarks read them in English, the source language.
i18n.loadAndActivate({ locale: 'en', messages: {} });

const results: BenchResult[] = [];

function record(found: BenchResult | readonly BenchResult[]): void {
  for (const result of Array.isArray(found) ? found : [found as BenchResult]) {
    results.push(result);
    printRow(result);
  }
}

/** Builds the app in `mode`, serves it, and hands its URL to `work`. */
async function withApp(
  mode: BenchMode,
  work: (url: string, outDir: string, chunks: ServedApp['chunks'], hosts: ServedApp['hosts']) => Promise<void>,
): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), `rollcall-bench-${mode}-`));
  const { url, chunks, hosts, close } = await servedApp(mode, outDir);
  try {
    await work(url, outDir, chunks, hosts);
  } finally {
    await close();
    await rm(outDir, { recursive: true, force: true });
  }
}

/** One benchmark failing is a row saying so, not the end of the run. */
async function attempt(name: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`\n${name} could not be measured:`, error);
  }
}

function printRow(result: BenchResult): void {
  const budget = BUDGETS[result.id];
  const figure = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—').padStart(9);
  const verdict = budget ? (budgetMisses([result]).some((miss) => miss.startsWith(`${result.id}:`)) ? 'MISSED' : 'ok') : '';
  console.log(
    `${result.id.padEnd(36)} ${String(result.samples).padStart(6)} ${figure(result.median)} ${figure(result.p95)} ${result.unit.padEnd(5)} ${(budget?.target ?? '').padEnd(18)} ${verdict.padEnd(6)} ${result.note ?? ''}`,
  );
}

async function main(): Promise<void> {
  console.log(`Rollcall benchmarks on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
  console.log(
    `${'benchmark'.padEnd(36)} ${'n'.padStart(6)} ${'median'.padStart(9)} ${'p95'.padStart(9)} unit  target             result note`,
  );
  await attempt('The Firebase build', () =>
    withApp('emulators', async (url, outDir, chunks, hosts) => {
      await attempt('First load (Firebase)', async () => record(await firstLoad('emulators', url, outDir, chunks)));
      await attempt('Lighthouse (Firebase)', async () => record(await lighthouseScores(outDir, 'firebase')));
      await attempt("A visitor's precache (Firebase)", async () => record(await visitorPrecache(url, outDir, 'firebase')));
      // Last: it adds people, which the visitors' pages above do not list.
      if (hosts) await attempt('The admin list (Firebase)', async () => record(await firebaseAdminList(url, hosts)));
    }),
  );
  await withApp('offline', async (url, outDir, chunks) => {
    await attempt('First load', async () => record(await firstLoad('offline', url, outDir, chunks)));
    await attempt('Lighthouse', async () => record(await lighthouseScores(outDir, 'offline')));
    await attempt("A visitor's precache", async () => record(await visitorPrecache(url, outDir, 'offline')));
    await attempt('The scanner', async () => record({ id: 'scanner.frame-to-result', unit: 'ms', ...(await scannerLatency(url)) }));
    await attempt('The admin list', async () => record(await adminList(url)));
    await attempt('A door reloading without network', async () => record(await doorReload(url)));
  });
  await attempt('The decoder', async () => record(await decodeFrame()));
  await attempt('Ticket lookup', async () => record(await ticketLookup()));
  await attempt('Import', async () => record(await importPeople()));
  await attempt('CSV memory', async () => record(await csvDownload()));
  await attempt('Duplicates', async () => record(await duplicatePreview()));
  await attempt("The door's list", async () => record(await doorList()));
  await attempt('Preparing a door', async () => record(await doorPreparation()));
  await attempt('The registration rush', async () => record(await registrationRush()));

  await writeFile(
    new URL('./results.json', import.meta.url),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: cpus().length, results }, null, 2)}\n`,
  );
  const misses = budgetMisses(results);
  console.log(
    `\n${results.length} figures written to bench/results.json; ${misses.length === 0 ? 'every budget met' : `${misses.length} budget(s) missed (npm run bench:check)`}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
