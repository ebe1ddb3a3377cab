import type { BenchResult } from '../budgets';
import { summarise, type Summary } from './stats';

/** What one rush gave: counted on the server, and each visitor's time to an answer. */
export type RushRun = {
  /** Tickets stored on the server afterwards. */
  tickets: number;
  registered: number;
  full: number;
  /** Anything thrown, or a wrong "already registered". */
  errors: number;
  answers: Summary;
};

const seconds = (ms: number) => `${(ms / 1_000).toFixed(1)} s`;

/**
 * The rush's figures over several runs. One rush's median moves by a third between runs of the
 * same code on a quiet machine (the emulator's locks interleave differently each time), more
 * than its budget's margin, so the answer is the median of the runs' medians and of their p95s,
 * as Lighthouse's rows are the median of their runs. The counts take no median: the tickets
 * are those of the run furthest from `seats`, the errors those of every run added up, so one
 * run that oversells or fails anyone misses its budget.
 */
export function rushFigures(runs: readonly RushRun[], visitors: number, seats: number): BenchResult[] {
  if (runs.length === 0) throw new Error('No rush was run.');
  const suffix = `${visitors}-for-${seats}`;
  const tickets = runs.map((run) => run.tickets);
  const furthest = tickets.reduce((worst, count) => (Math.abs(count - seats) > Math.abs(worst - seats) ? count : worst));
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const medians = summarise(runs.map((run) => run.answers.median));
  const p95s = summarise(runs.map((run) => run.answers.p95));
  const each = runs.map((run) => `${seconds(run.answers.median)} · ${seconds(run.answers.p95)}`).join('; ');
  return [
    {
      id: `rush.tickets-${suffix}`,
      unit: 'count',
      ...summarise(tickets),
      median: furthest,
      p95: furthest,
      note: `each run: ${runs.map((run) => `${run.tickets} (${run.registered} told registered, ${run.full} full)`).join('; ')}`,
    },
    {
      id: `rush.errors-${suffix}`,
      unit: 'count',
      ...summarise(runs.map((run) => run.errors)),
      median: errors,
      p95: errors,
      note: 'errors, or a wrong "already registered", over every run',
    },
    {
      id: `rush.answer-${suffix}`,
      unit: 'ms',
      samples: runs.length,
      median: medians.median,
      p95: p95s.median,
      min: medians.min,
      max: medians.max,
      note: `from the common start to each visitor’s answer; median of the runs' medians and p95s (each run: ${each})`,
    },
  ];
}

/**
 * A warm-up rush must sell exactly its seats and fail no one: a rush measured after a wrong one
 * would time a server that answers wrong. Throws, so that the rush's row is not measured.
 */
export function checkWarmUp(warmUp: RushRun, visitors: number, seats: number): void {
  if (warmUp.tickets === seats && warmUp.errors === 0) return;
  throw new Error(
    `The warm-up rush of ${visitors} for ${seats} seats stored ${warmUp.tickets} tickets; visitors failed or wrongly told "already registered": ${warmUp.errors}. A rush after it would not measure a server that answers right.`,
  );
}
