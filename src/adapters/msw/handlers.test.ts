import { DEFAULT_GEOLOCATION_URL } from '../browser/geolocation-service';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOCATION } from './demo-location';
import { thirdPartyHandlers } from './handlers';

const server = setupServer(...thirdPartyHandlers(DEFAULT_GEOLOCATION_URL));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the third-party handlers', () => {
  it('answer the IP-geolocation service with a fixed location, without the network', async () => {
    const response = await fetch(DEFAULT_GEOLOCATION_URL);
    expect(response.ok).toBe(true);
    await expect(response.json()).resolves.toEqual(DEMO_LOCATION);
  });

  it('follow the configured URL', async () => {
    const custom = setupServer(...thirdPartyHandlers('https://geo.example.net/lookup'));
    server.close();
    custom.listen({ onUnhandledRequest: 'error' });
    try {
      await expect((await fetch('https://geo.example.net/lookup')).json()).resolves.toMatchObject({ city: 'Geneva' });
    } finally {
      custom.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });
});
