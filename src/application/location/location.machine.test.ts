import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '../ports/cookie-jar.port';
import type { LocationLookup } from '../ports/location-lookup.port';
import { LocationTracker } from './location-tracker';

function memoryCookies(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string>; writes: number } {
  const values = new Map(Object.entries(initial));
  const jar = {
    values,
    writes: 0,
    read: (name: string) => values.get(name),
    write: (name: string, value: string) => {
      jar.writes += 1;
      values.set(name, value);
    },
    remove: (name: string) => void values.delete(name),
  };
  return jar;
}

function lookupAnswering(answer: () => Promise<unknown>): LocationLookup & { calls: number } {
  const lookup = {
    calls: 0,
    lookUp: () => {
      lookup.calls += 1;
      return answer();
    },
  };
  return lookup;
}

async function settled(tracker: LocationTracker) {
  await vi.waitFor(() => expect(['known', 'unavailable']).toContain(tracker.state()));
}

describe('the location machine', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does nothing before the layout mounts', () => {
    const lookup = lookupAnswering(() => Promise.resolve({ city: 'Geneva' }));
    const tracker = new LocationTracker(lookup, memoryCookies());
    expect(tracker.state()).toBe('idle');
    expect(lookup.calls).toBe(0);
  });

  it('fetches once when no location is stored and keeps the whole answer in the cookie', async () => {
    const answer = { city: 'Geneva', country_name: 'Switzerland', latitude: 46.2 };
    const lookup = lookupAnswering(() => Promise.resolve(answer));
    const cookies = memoryCookies();
    const tracker = new LocationTracker(lookup, cookies);
    tracker.pageSettled();
    await settled(tracker);
    expect(tracker.state()).toBe('known');
    expect(JSON.parse(cookies.values.get('location') ?? '')).toEqual(answer);
    expect(tracker.storedPlace()).toEqual({ city: 'Geneva', country: 'Switzerland' });
  });

  it('never fetches while the cookie holds a location', async () => {
    const lookup = lookupAnswering(() => Promise.resolve({ city: 'Lyon' }));
    const tracker = new LocationTracker(lookup, memoryCookies({ location: '{"city":"Geneva"}' }));
    tracker.pageSettled();
    expect(tracker.state()).toBe('known');
    expect(lookup.calls).toBe(0);
  });

  it('fetches once even when the layout mounts twice (React StrictMode)', async () => {
    const lookup = lookupAnswering(() => new Promise((resolve) => setTimeout(() => resolve({ city: 'Geneva' }), 10)));
    const cookies = memoryCookies();
    const tracker = new LocationTracker(lookup, cookies);
    tracker.pageSettled();
    tracker.pageSettled();
    await settled(tracker);
    tracker.pageSettled();
    expect(lookup.calls).toBe(1);
    expect(cookies.writes).toBe(1);
  });

  it('logs a failed fetch and stores nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch');
    const cookies = memoryCookies();
    const tracker = new LocationTracker(
      lookupAnswering(() => Promise.reject(failure)),
      cookies,
    );
    tracker.pageSettled();
    await settled(tracker);
    expect(tracker.state()).toBe('unavailable');
    expect(error).toHaveBeenCalledWith('Error fetching location:', failure);
    expect(cookies.values.has('location')).toBe(false);
    expect(tracker.storedPlace()).toEqual({});
  });

  it('refuses an answer that is not a location, logging it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cookies = memoryCookies();
    const tracker = new LocationTracker(
      lookupAnswering(() => Promise.resolve(['garbage'])),
      cookies,
    );
    tracker.pageSettled();
    await settled(tracker);
    expect(tracker.state()).toBe('unavailable');
    expect(cookies.values.has('location')).toBe(false);
    expect(error).toHaveBeenCalledWith('Error fetching location:', expect.any(Error));
  });

  it('reads no place from a damaged cookie', () => {
    const tracker = new LocationTracker(
      lookupAnswering(() => Promise.resolve({})),
      memoryCookies({ location: '{broken' }),
    );
    expect(tracker.storedPlace()).toEqual({});
  });
});
