/**
 * Resolves in a task of its own: what follows runs after the browser has had the chance to paint
 * and to answer input. Long work split at these points never holds a phone's main thread for
 * long (a tap waits for the task under way to end).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves when the browser is idle (within `timeoutMs` at most), or in a task of its own where
 * it cannot tell: for work that may wait for what the page is doing.
 */
export const idleTask = (timeoutMs = 1_500) =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
