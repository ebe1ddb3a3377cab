import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { whenIdle } from './when-idle';

/**
 * The loading states on screen: work no one sees waits for the page's data to show rather than
 * for a fixed time after its frame, which on a slow phone came before the data and competed with it.
 */
export class LoadingStates {
  private shown = 0;
  private readonly listeners = new Set<() => void>();

  /** A loading state appeared; the returned function says it went. */
  add(): () => void {
    this.shown += 1;
    this.notify();
    let gone = false;
    return () => {
      if (gone) return;
      gone = true;
      this.shown -= 1;
      this.notify();
    };
  }

  anyShown(): boolean {
    return this.shown > 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

const LoadingStatesContext = createContext<LoadingStates | null>(null);

export function LoadingStatesProvider({ states, children }: { states: LoadingStates; children: ReactNode }) {
  return <LoadingStatesContext.Provider value={states}>{children}</LoadingStatesContext.Provider>;
}

/** Counts the calling component as a loading state while it is on screen. */
export function useCountsAsLoading(): void {
  const states = useContext(LoadingStatesContext);
  useEffect(() => states?.add(), [states]);
}

export type AfterLoadedTiming = {
  /** How long the page shows with no loading state before the work runs (when the browser is idle). */
  afterMs: number;
  /** A page that is still loading after this long no longer holds the work back. */
  longestMs: number;
};

/**
 * Runs `work` once, when no loading state has shown for `afterMs` and the browser is idle, or
 * when the browser is idle after `longestMs` whatever the page shows; returns the cancel.
 */
export function whenPageLoaded(states: LoadingStates, work: () => void, { afterMs, longestMs }: AfterLoadedTiming): () => void {
  let cancelWait: (() => void) | undefined;
  let overdue = false;
  const run = () => {
    stop();
    work();
  };
  const follow = () => {
    if (overdue) return;
    cancelWait?.();
    cancelWait = states.anyShown() ? undefined : whenIdle(run, afterMs);
  };
  const unsubscribe = states.subscribe(follow);
  const longest = window.setTimeout(() => {
    overdue = true;
    cancelWait?.();
    cancelWait = whenIdle(run, 0);
  }, longestMs);
  function stop() {
    unsubscribe();
    window.clearTimeout(longest);
    cancelWait?.();
  }
  follow();
  return stop;
}
