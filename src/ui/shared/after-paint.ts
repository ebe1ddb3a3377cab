import { useEffect, useState } from 'react';

/**
 * Runs `work` in a task after the browser's next paint; returns the cancel. A frame callback runs
 * just before the paint, and a task it queues runs after it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `value` once a frame has been painted since a value first came for `key`, null until then: slow
 * work that starts from `value` (indexing a long list) cannot hold back the screen shown meanwhile.
 * Later values for the same key pass at once.
 */
export function useAfterFirstPaint<T>(value: T | null, key: unknown): T | null {
  const [paintedFor, setPaintedFor] = useState<{ key: unknown } | null>(null);
  const painted = paintedFor !== null && Object.is(paintedFor.key, key);
  const waiting = value !== null && !painted;
  useEffect(() => (waiting ? afterNextPaint(() => setPaintedFor({ key })) : undefined), [waiting, key]);
  return painted ? value : null;
}
