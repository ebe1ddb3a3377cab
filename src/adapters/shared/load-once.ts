/**
 * `load` run at the first call and shared by every caller after it; a load that failed (no
 * network for a chunk, say) is tried again at the next call instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
