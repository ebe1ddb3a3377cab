import type { Page } from 'playwright';

/** Clicks the button `runs` times, each once the last download is done: how long each took until its download began. */
export async function timedDownloads(page: Page, button: string, runs: number, timeoutMs: number): Promise<number[]> {
  const took: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: timeoutMs }),
      page.getByRole('button', { name: button }).click(),
    ]);
    took.push(Date.now() - start);
    await download.delete();
    await page.getByRole('button', { name: button }).waitFor();
  }
  return took;
}
