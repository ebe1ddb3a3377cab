import type { FirstRead } from './first-read';

/** The first read the early script started (first-read.ts, handOverFirstRead); null if none. */
export function takeFirstRead(): FirstRead | null {
  return (globalThis as { [key: symbol]: FirstRead | null | undefined })[Symbol.for('rollcall.firstRead')] ?? null;
}
