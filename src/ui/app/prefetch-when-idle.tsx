import { useEffect } from 'react';
import { whenIdle } from '../shared/when-idle';

/** A page's code, as the route table loads it. */
export type PageCode = () => Promise<unknown>;

/** After this long on a section's page, its sibling pages' code is loaded while the browser is idle. */
export const PREFETCH_AFTER_MS = 500;

/**
 * Loads the code of the pages a section's menu links to, once the section has shown and the
 * browser is idle: a click then waits for the page's data only, not for its code to download
 * and run. Visitors never render it, so they never download the admin area.
 */
export function PrefetchWhenIdle({ pages }: { pages: readonly PageCode[] }) {
  useEffect(
    () =>
      whenIdle(() => {
        // A page that could not load now (no network) is loaded again when opened.
        for (const load of pages) load().catch(() => undefined);
      }, PREFETCH_AFTER_MS),
    [pages],
  );
  return null;
}
