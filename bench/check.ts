// `npm run bench:check`: compares bench/results.json with the budgets; exits 1 when one is missed.
import { readFile } from 'node:fs/promises';
import { BUDGETS, type BenchResult } from './budgets';

const { results } = JSON.parse(await readFile(new URL('./results.json', import.meta.url), 'utf8')) as { results: BenchResult[] };
const misses: string[] = [];
for (const result of results) {
  const budget = BUDGETS[result.id];
  if (!budget) continue;
  if (budget.median !== undefined && !(result.median <= budget.median)) misses.push(`${result.id}: median ${result.median.toFixed(1)} > ${budget.median} ${result.unit}`);
  if (budget.p95 !== undefined && !(result.p95 <= budget.p95)) misses.push(`${result.id}: p95 ${result.p95.toFixed(1)} > ${budget.p95} ${result.unit}`);
}
for (const id of Object.keys(BUDGETS)) if (!results.some((result) => result.id === id)) misses.push(`${id}: not measured`);
if (misses.length > 0) {
  console.error(`Budgets missed:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log(`All ${results.length} measured figures are within budget.`);
