/** What the early script found (first-visit.ts, handOverFirstVisit): null on a page without a first look. */
export function takeFirstVisit(): Promise<boolean> | null {
  return (globalThis as { [key: symbol]: Promise<boolean> | null | undefined })[Symbol.for('rollcall.firstVisit')] ?? null;
}
