import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Unsubscribe } from '../../application/ports/document-store.port';

export type LiveState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/** Subscribes with `watch` (a live query of a use case) and keeps the latest value; `retry` subscribes again. */
export function useLive<T>(
  watch: (onChange: (value: T) => void, onError: (error: Error) => void) => Unsubscribe,
  dependencies: readonly unknown[],
): LiveState<T> & { retry: () => void } {
  const [state, setState] = useState<LiveState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setState({ status: 'loading' });
    return watch(
      (value) => setState({ status: 'ready', value }),
      (error) => setState({ status: 'error', message: error.message }),
    );
    // `watch` is a new closure on every render; what it reads is listed in `dependencies`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...dependencies, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // The same object until the value changes: pages memoise on it (sorting 50,000 rows per
  // keystroke was the price of a fresh object on every render).
  return useMemo(() => ({ ...state, retry }), [state, retry]);
}
