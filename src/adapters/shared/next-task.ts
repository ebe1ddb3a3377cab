/**
 * Resolves in a task of its own: what follows runs after the browser has had the chance to paint
 * and to answer input. Long work split at these points never holds a phone's main thread for
 * long (a tap waits for the task under way to end).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
