import { useEffect, useState } from 'react';

/**
 * Runs `work` in a task after the browser has painted `frames` frames; returns the cancel. A
 * frame callback runs just before its paint, and a task it queues runs after it.
 */
export function afterPaint(work: () => void, frames = 1): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitFor = (left: number) => {
    frame = requestAnimationFrame(() => (left > 1 ? waitFor(left - 1) : (timer = setTimeout(work, 0))));
  };
  waitFor(frames);
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
  useEffect(() => (waiting ? afterPaint(() => setPaintedFor({ key })) : undefined), [waiting, key]);
  return painted ? value : null;
}
