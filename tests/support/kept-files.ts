import type { Page } from 'playwright';

/** The paths of every file this device's service worker keeps (its caches, whatever their names). */
export function keptFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const caches = await Promise.all((await self.caches.keys()).map((name) => self.caches.open(name)));
    const requests = (await Promise.all(caches.map((cache) => cache.keys()))).flat();
    return requests.map((request) => new URL(request.url).pathname);
  });
}

/** Files only signed-in people's pages use: the QR reader's .wasm, the scanner's page, the spreadsheet reader. */
export const SIGNED_IN_FILES = [/\.wasm$/, /\/scanner-page-[\w-]+\.js$/, /\/xlsx-[\w-]+\.js$/] as const;

/** Which of `patterns` some kept file matches. */
export function keptAmong(kept: readonly string[], patterns: readonly RegExp[]): RegExp[] {
  return patterns.filter((pattern) => kept.some((path) => pattern.test(path)));
}
