// `npm run bench:check`: compares bench/results.json with the budgets; exits 1 when one is missed.
import { readFile } from 'node:fs/promises';
import { budgetMisses, type BenchResult } from './budgets';

const { results } = JSON.parse(await readFile(new URL('./results.json', import.meta.url), 'utf8')) as { results: BenchResult[] };
const misses = budgetMisses(results);
if (misses.length > 0) {
  console.error(`Budgets missed:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log(`All ${results.length} measured figures are within budget.`);
