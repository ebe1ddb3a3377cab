import { describe, expect, it, vi } from 'vitest';
import { startOnRequest } from './data-layer-start';

describe('startOnRequest', () => {
  it('loads nothing until asked, then once however often it is asked', async () => {
    const load = vi.fn(async () => 'the data layer');
    const dataLayer = startOnRequest(load);
    let loaded: string | undefined;
    void dataLayer.loaded.then((value) => (loaded = value));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(loaded).toBeUndefined();

    dataLayer.start();
    dataLayer.start();
    expect(await dataLayer.loaded).toBe('the data layer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands on a load that failed, for the page to say so', async () => {
    const dataLayer = startOnRequest(() => Promise.reject(new Error('offline')));
    dataLayer.start();
    await expect(dataLayer.loaded).rejects.toThrow('offline');
  });
});
