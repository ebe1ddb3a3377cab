/**
 * Plain string order, code unit by code unit: what IndexedDB's and Firestore's indexes use, and
 * enough for texts already folded or ISO timestamps, which need no collation.
 */
export const byCodeUnits = (first: string, second: string): number => (first < second ? -1 : first > second ? 1 : 0);

/** Where `item` goes in `sorted`: after everything equal to it, as a stable sort would put it last. */
export function placeAfterEquals<T, S = T>(sorted: readonly S[], item: T, compare: (inList: S, item: T) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as S, item) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
