import { i18n, type Messages } from '@lingui/core';
import { formattingLocales, preferredLocale, type Locale } from './locales';
import { rememberedLocale, rememberLocale } from './remembered-locale';

// One chunk per language: a visitor downloads only the catalogue of the language they read.
const CATALOGUES: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  de: () => import('./locales/de/messages.po'),
};

/** Loads the catalogue and switches every text, date and number shown to `locale`. */
export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate(await catalogueFor(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** What `setupI18n` or `loadAndActivate` need for `locale`: for a text written in another language than the page's. */
export async function catalogueFor(locale: Locale): Promise<{ locale: Locale; locales: string[]; messages: Messages }> {
  const { messages } = await CATALOGUES[locale]();
  return { locale, locales: formattingLocales(locale, browserLanguages()), messages };
}

/** The language this device shows at start: the one chosen before, else the browser's. */
export function startingLocale(): Locale {
  return preferredLocale(rememberedLocale(), browserLanguages());
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** The person chose a language in the top bar: shown at once and kept for their next visit. */
export async function chooseLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
}
