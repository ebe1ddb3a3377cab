import { describe, expect, it } from 'vitest';
import { isLocationAnswer, placeFromLocation } from './place';

describe('placeFromLocation', () => {
  it('takes the country name and the city', () => {
    expect(placeFromLocation({ country_name: 'Switzerland', country: 'CH', city: 'Genève' })).toEqual({
      country: 'Switzerland',
      city: 'Genève',
    });
  });

  it('leaves out what is missing or not text', () => {
    expect(placeFromLocation({ country: 'CH', city: 42 })).toEqual({ country: 'CH' });
    expect(placeFromLocation('<html>')).toEqual({});
    expect(placeFromLocation(null)).toEqual({});
  });

  it('cuts absurdly long values', () => {
    expect(placeFromLocation({ city: 'x'.repeat(5000) }).city).toHaveLength(100);
  });
});

describe('isLocationAnswer', () => {
  it('accepts an object and refuses arrays, text and error answers', () => {
    expect(isLocationAnswer({ city: 'Geneva' })).toBe(true);
    expect(isLocationAnswer([1, 2])).toBe(false);
    expect(isLocationAnswer('Geneva')).toBe(false);
    expect(isLocationAnswer({ error: true, reason: 'RateLimited' })).toBe(false);
  });
});
