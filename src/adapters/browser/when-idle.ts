/**
 * Runs `work` once the page is idle (at the latest `timeoutMs` after the call), where the browser
 * can say so; otherwise in a task of its own.
 */
export function whenIdle(work: () => void, timeoutMs = 3_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 0);
}
