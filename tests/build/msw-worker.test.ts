import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe('the committed MSW service worker', () => {
  it('is the one of the installed msw version (run `npx msw init msw-worker` after an upgrade)', async () => {
    const committed = await readFile('msw-worker/mockServiceWorker.js', 'utf8');
    const installed = await readFile('node_modules/msw/lib/mockServiceWorker.js', 'utf8');
    expect(committed === installed).toBe(true);
  });
});
