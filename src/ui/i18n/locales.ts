/** The languages Rollcall speaks; English is the source every other catalogue translates. */
export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language named in itself, as a language menu shows it to someone who reads only that one. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name is the same in every language
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', de: 'Deutsch' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Rollcall's English is British ("organisation", "programme"): its dates too, unless the browser says otherwise. */
const FORMATS_WHEN_UNSAID: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', de: 'de-DE' };

/**
 * The regional conventions for dates and numbers in `locale`: the browser's own variant of that
 * language first ("de-CH" for German in Switzerland), else the usual one.
 */
export function formattingLocales(locale: Locale, browserLanguages: readonly string[]): string[] {
  const variants = browserLanguages.filter((tag) => tag.toLowerCase().split('-')[0] === locale);
  return [...new Set([...variants, FORMATS_WHEN_UNSAID[locale]])];
}

/**
 * The language to show: the one this person chose on this device, else the first of the
 * browser's languages Rollcall speaks ("fr-CH" is French), else English.
 */
export function preferredLocale(remembered: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}
