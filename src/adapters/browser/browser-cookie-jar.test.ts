// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { browserCookieJar } from './browser-cookie-jar';

describe('browserCookieJar', () => {
  afterEach(() => browserCookieJar.remove('location'));

  it('writes, reads back and removes a JSON value intact', () => {
    const value = JSON.stringify({ city: 'Genève', note: 'a; b=c, "d"' });
    browserCookieJar.write('location', value, { days: 1 });
    expect(browserCookieJar.read('location')).toBe(value);
    browserCookieJar.remove('location');
    expect(browserCookieJar.read('location')).toBeUndefined();
  });
});
