import { describe, expect, it } from 'vitest';
import { byCodeUnits, placeAfterEquals } from './order';

describe('byCodeUnits', () => {
  it('orders by code units, as the stores’ indexes do: capitals first, accents after z', () => {
    expect(['zoe', 'Émile', 'Zoe', 'anna', 'Anna', 'anna'].sort(byCodeUnits)).toEqual(['Anna', 'Zoe', 'anna', 'anna', 'zoe', 'Émile']);
  });
});

describe('placeAfterEquals', () => {
  it('places after everything equal, where a stable sort would put a newcomer', () => {
    const sorted = ['b', 'd', 'd', 'f'];
    expect(placeAfterEquals(sorted, 'a', byCodeUnits)).toBe(0);
    expect(placeAfterEquals(sorted, 'd', byCodeUnits)).toBe(3);
    expect(placeAfterEquals(sorted, 'e', byCodeUnits)).toBe(3);
    expect(placeAfterEquals(sorted, 'z', byCodeUnits)).toBe(4);
    expect(placeAfterEquals([], 'a', byCodeUnits)).toBe(0);
  });
});
