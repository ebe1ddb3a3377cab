export type Summary = { samples: number; median: number; p95: number; min: number; max: number };

/** Median and 95th percentile (nearest rank) of a list of measurements. */
export function summarise(values: readonly number[]): Summary {
  if (values.length === 0) return { samples: 0, median: Number.NaN, p95: Number.NaN, min: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? Number.NaN;
  return { samples: sorted.length, median: rank(0.5), p95: rank(0.95), min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}
