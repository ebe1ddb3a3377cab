/**
 * Runs `work` once the page has shown for `afterMs` and the browser is idle (within a further
 * 1.5 s at most); returns the cancel.
 */
export function whenIdle(work: () => void, afterMs: number): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(work, { timeout: 1_500 });
    else work();
  }, afterMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
