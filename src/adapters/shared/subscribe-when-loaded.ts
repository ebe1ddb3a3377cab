import type { Unsubscribe } from '../../application/ports/document-store.port';

/** A subscription made once `target` has loaded; stopping it before that stops it coming. */
export function subscribeWhenLoaded<T>(
  target: Promise<T>,
  subscribe: (loaded: T) => Unsubscribe,
  onError: (error: Error) => void,
): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let stopped = false;
  target.then(
    (loaded) => {
      if (!stopped) stop = subscribe(loaded);
    },
    (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
