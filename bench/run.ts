// `npm run bench`: builds what it needs, runs every benchmark, prints a table and writes
// bench/results.json. Benchmarks never fail the run; `npm run bench:check` compares with budgets.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGETS, type BenchResult } from './budgets';
import { scannerLatency } from './scanner-latency.bench';
import { servedApp } from './support/preview-server';

async function main(): Promise<void> {
  const results: BenchResult[] = [];
  const outDir = await mkdtemp(join(tmpdir(), 'rollcall-bench-app-'));
  const { url, server } = await servedApp('offline', outDir);
  try {
    const latency = await scannerLatency(url);
    results.push({ id: 'scanner.frame-to-result', unit: 'ms', ...latency });
  } finally {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
  printTable(results);
  await writeFile(new URL('./results.json', import.meta.url), `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
}

function printTable(results: readonly BenchResult[]): void {
  console.log('\nbenchmark                         samples     median        p95   target');
  for (const result of results) {
    const budget = BUDGETS[result.id];
    const target = budget ? `median ≤ ${budget.median ?? '—'}, p95 ≤ ${budget.p95 ?? '—'} ${result.unit}` : '';
    console.log(
      `${result.id.padEnd(32)} ${String(result.samples).padStart(8)} ${result.median.toFixed(1).padStart(10)} ${result.p95.toFixed(1).padStart(10)}   ${target}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
