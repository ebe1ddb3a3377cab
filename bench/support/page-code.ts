import type { Page } from 'playwright';

/**
 * Waits until the page has fetched the chunk whose file name starts with `chunk` (the admin area
 * loads its menu's pages when idle), then a moment for it to run: the list's budgets count from
 * the click once the page's code is loaded.
 */
export async function pageCodeLoaded(page: Page, chunk: string): Promise<void> {
  await page.waitForFunction(
    (name) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.includes(`/${name}-`)),
    chunk,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(300);
}
