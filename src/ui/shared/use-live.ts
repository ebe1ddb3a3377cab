import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { LiveListener } from '../../application/live/live-result';
import type { Unsubscribe } from '../../application/ports/document-store.port';

export type LiveState<T> =
  /** `noCopyOnDevice`: the store answered from this device alone, and it holds nothing yet. */
  | { status: 'loading'; noCopyOnDevice: boolean }
  /** `confirmed`: false while the value is this device's copy, which the server has not confirmed. */
  | { status: 'ready'; value: T; confirmed: boolean }
  | { status: 'error'; message: string };

export type Live<T> = LiveState<T> & {
  /** Nothing confirmed within the server's patience: say so, and keep showing what there is. */
  serverSilent: boolean;
  retry: () => void;
};

/** How long a live result may wait for the server before the page says it is not answering. */
export const ServerPatience = createContext(6000);

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/**
 * Subscribes with `watch` (a live query of a use case) and keeps the latest value; `retry`
 * subscribes again. An empty result that only this device's copy gives is no answer ("nobody
 * yet" is the server's to say): it stays loading. `isEmpty` says what empty is (default: a
 * list without items). A null `watch` (the data layer is not there yet) stays loading, without
 * counting the server's patience.
 */
export function useLive<T>(
  watch: ((onChange: LiveListener<T>, onError: (error: Error) => void) => Unsubscribe) | null,
  dependencies: readonly unknown[],
  isEmpty: (value: T) => boolean = isEmptyList,
): Live<T> {
  const patience = useContext(ServerPatience);
  const [state, setState] = useState<LiveState<T>>({ status: 'loading', noCopyOnDevice: false });
  const [serverSilent, setServerSilent] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setState({ status: 'loading', noCopyOnDevice: false });
    if (!watch) return;
    let shown = false;
    return watch(
      (value, { confirmed }) => {
        const next: LiveState<T> =
          !confirmed && isEmpty(value) ? { status: 'loading', noCopyOnDevice: true } : { status: 'ready', value, confirmed };
        // The first value shows at once; a later one is a transition, which React renders in
        // slices and puts behind what the person is doing (a list of 50,000 changing while an
        // admin types stays responsive).
        if (shown) startTransition(() => setState(next));
        else setState(next);
        shown ||= next.status === 'ready';
      },
      (error) => setState({ status: 'error', message: error.message }),
    );
    // `watch` and `isEmpty` are new closures on every render; what they read is in `dependencies`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...dependencies, attempt]);
  const waiting = watch !== null && (state.status === 'loading' || (state.status === 'ready' && !state.confirmed));
  useEffect(() => {
    setServerSilent(false);
    if (!waiting) return;
    const timer = setTimeout(() => setServerSilent(true), patience);
    return () => clearTimeout(timer);
  }, [waiting, patience, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // The same object until the value changes: pages memoise on it (sorting 50,000 rows per
  // keystroke was the price of a fresh object on every render).
  return useMemo(() => ({ ...state, serverSilent, retry }), [state, serverSilent, retry]);
}
