import type { PageLocks } from '../../src/adapters/browser/local-storage-import-journal';

/**
 * The Web Locks of one device's pages, as the browser keeps them: every page sees every lock
 * held; a page closed lets go of its own. `page()` gives a page's locks and its closing.
 */
export function deviceLocks() {
  const pages: Array<Set<string>> = [];
  return {
    page(): { locks: PageLocks; close: () => void } {
      const held = new Set<string>();
      pages.push(held);
      const locks: PageLocks = {
        hold: (name, granted) => {
          held.add(name);
          queueMicrotask(granted);
          return () => held.delete(name);
        },
        held: async () => pages.flatMap((open) => [...open]),
      };
      return { locks, close: () => held.clear() };
    },
  };
}
