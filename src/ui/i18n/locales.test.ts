import { describe, expect, it } from 'vitest';
import { formattingLocales, preferredLocale } from './locales';

describe('preferredLocale', () => {
  it('keeps the language chosen on this device over the browser’s', () => {
    expect(preferredLocale('de', ['fr-FR', 'en'])).toBe('de');
  });

  it('takes the first browser language Rollcall speaks, by its base language', () => {
    expect(preferredLocale(null, ['it-IT', 'fr-CH', 'de'])).toBe('fr');
    expect(preferredLocale('xx', ['DE-at'])).toBe('de');
  });

  it('falls back to English', () => {
    expect(preferredLocale(null, ['it', 'ja'])).toBe('en');
    expect(preferredLocale(null, [])).toBe('en');
  });
});

describe('formattingLocales', () => {
  it('formats with the browser’s regional variant of the language shown', () => {
    expect(formattingLocales('de', ['fr-FR', 'de-CH'])).toEqual(['de-CH', 'de-DE']);
  });

  it('writes British English dates when the browser names no English variant', () => {
    expect(formattingLocales('en', ['fr-FR'])).toEqual(['en-GB']);
    expect(formattingLocales('en', ['en-US'])).toEqual(['en-US', 'en-GB']);
  });
});
