import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { servedLikeTheHost } from '../../bench/support/host-like-server';
import { DEFAULT_GEOLOCATION_URL } from '../../src/adapters/browser/geolocation-service';
import { DEMO_LOCATION } from '../../src/adapters/msw/demo-location';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';

describe('the host the Lighthouse bench serves the builds from', () => {
  it('answers the IP-geolocation service as the offline build does, and sends the browser to no other host', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'rollcall-bench-host-'));
    await writeFile(join(outDir, 'index.html'), '<!doctype html><title>Bench host</title>');
    const host = await servedLikeTheHost(outDir);
    const executablePath = findChromium();
    const browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS, '--ignore-certificate-errors', ...host.browserFlags],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${host.url}/`);
      const answer = await page.evaluate(
        async (url) => (await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit' })).json() as Promise<unknown>,
        DEFAULT_GEOLOCATION_URL,
      );
      expect(answer).toEqual(DEMO_LOCATION);
      // This machine's own name resolves here (to loopback): the browser must not find it.
      const port = new URL(host.url).port;
      await expect(page.goto(`https://${hostname()}:${port}/`)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
    } finally {
      await browser.close();
      await host.close();
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
