import { useCallback, useEffect, useState } from 'react';
import { StoreOfflineError } from '../../application/ports/store-errors';
import { reasonOf } from './error-reason';

/** `offline`: the server could not be reached (no network, or no answer in time), rather than refused. */
export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string; offline: boolean };

/**
 * Runs `load` when its dependencies change; `retry` runs it again after a failure. A null `load`
 * (what it needs is not there yet) stays loading.
 */
export function useAsync<T>(load: (() => Promise<T>) | null, dependencies: readonly unknown[]): AsyncState<T> & { retry: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    if (!load) return;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState({ status: 'error', message: reasonOf(error), offline: error instanceof StoreOfflineError }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; what it reads is listed in `dependencies`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...dependencies, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
