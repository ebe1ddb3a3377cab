import type { Summary } from './support/stats';

export type BenchResult = Summary & { id: string; unit: string };
export type Budget = { median?: number; p95?: number };

/** The targets of issue 8's table; `npm run bench:check` fails when a measured figure misses one. */
export const BUDGETS: Record<string, Budget> = {
  'scanner.frame-to-result': { median: 100, p95: 250 },
};
