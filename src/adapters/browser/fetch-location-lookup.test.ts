import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FetchLocationLookup } from './fetch-location-lookup';

const URL = 'https://geo.example.net/json/';
const server = setupServer();
const lookup = new FetchLocationLookup(URL);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('FetchLocationLookup', () => {
  it('returns the whole JSON answer', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ city: 'Geneva', extra: [1, 2] })));
    await expect(lookup.lookUp(new AbortController().signal)).resolves.toEqual({ city: 'Geneva', extra: [1, 2] });
  });

  it('fails on an error status', async () => {
    server.use(http.get(URL, () => new HttpResponse('rate limited', { status: 429, statusText: 'Too Many Requests' })));
    await expect(lookup.lookUp(new AbortController().signal)).rejects.toThrow('answered 429');
  });

  it('fails on an answer that is not JSON', async () => {
    server.use(http.get(URL, () => HttpResponse.text('<html>captive portal</html>')));
    await expect(lookup.lookUp(new AbortController().signal)).rejects.toThrow('not JSON');
  });

  it('fails when the network does', async () => {
    server.use(http.get(URL, () => HttpResponse.error()));
    await expect(lookup.lookUp(new AbortController().signal)).rejects.toThrow();
  });

  it('stops when aborted', async () => {
    server.use(http.get(URL, () => new Promise(() => undefined)));
    const controller = new AbortController();
    const pending = lookup.lookUp(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
