import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { formattingLocales, isLocale, preferredLocale, type Locale } from './locales';
import { rememberedLocale, rememberLocale } from './remembered-locale';

type Catalogue = () => Promise<{ messages: Messages }>;
type Part = 'visitor' | 'staff';

// One chunk per language and part: a visitor downloads only their language, and never the texts
// of the staff pages, which come with those pages' code (see `withStaffTexts`).
const CATALOGUES: Record<Part, Record<Locale, Catalogue>> = {
  visitor: {
    en: () => import('./locales/en/messages.po'),
    fr: () => import('./locales/fr/messages.po'),
    de: () => import('./locales/de/messages.po'),
  },
  staff: {
    en: () => import('./locales/en/staff.po'),
    fr: () => import('./locales/fr/staff.po'),
    de: () => import('./locales/de/staff.po'),
  },
};

/** The parts this page needs: the staff texts join once a staff page has been opened. */
const partsInUse = new Set<Part>(['visitor']);

/** What `setupI18n` or `loadAndActivate` need for `locale`: every part in use, in one table. */
export async function catalogueFor(locale: Locale): Promise<{ locale: Locale; locales: string[]; messages: Messages }> {
  const parts = await Promise.all([...partsInUse].map((part) => CATALOGUES[part][locale]()));
  return {
    locale,
    locales: formattingLocales(locale, browserLanguages()),
    messages: Object.assign({}, ...parts.map((part) => part.messages)),
  };
}

/** The latest switch of language: staff texts asked for meanwhile wait for it. */
let activation: Promise<void> = Promise.resolve();
let staffTexts: Promise<void> | null = null;
let staffTextsIn = false;

/** Loads the catalogues and switches every text, date and number shown to `locale`. */
export function activateLocale(locale: Locale): Promise<void> {
  activation = catalogueFor(locale).then((catalogue) => {
    i18n.loadAndActivate(catalogue);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  });
  return activation;
}

/**
 * The staff pages' texts, added to the language shown, before the page that needs them renders.
 * A page opened first (a door's `/scanner`) asks while the language is still loading: the texts
 * are added once it is in. Later switches of language bring them along.
 */
export function loadStaffTexts(): Promise<void> {
  staffTexts ??= (async () => {
    partsInUse.add('staff');
    // A language that failed to load was replaced by English (main.tsx): the texts follow that.
    await activation.catch(() => undefined);
    if (!isLocale(i18n.locale)) return;
    const locale = i18n.locale;
    i18n.load(locale, (await CATALOGUES.staff[locale]()).messages);
    staffTextsIn = true;
  })().catch((error: unknown) => {
    staffTexts = null;
    throw error;
  });
  return staffTexts;
}

/** Whether `loadStaffTexts()` has finished. */
export function staffTextsLoaded(): boolean {
  return staffTextsIn;
}

/** A staff page's code together with its texts: the lazy routes of the staff pages use it. */
export async function withStaffTexts<T>(code: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([code, loadStaffTexts()]);
  return loaded;
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

const otherLanguages = new Map<Locale, Promise<I18n>>();

/**
 * The visitor texts of `language` in an instance of their own, for a message this page writes to
 * someone who reads another language (a seat held for the next in line). The page's own texts
 * when it is the page's language or one Rollcall does not speak, and when the catalogue cannot
 * load (no network): a message in the wrong language is better than none.
 */
export function textsIn(language: string | undefined): Promise<I18n> {
  if (!isLocale(language) || language === i18n.locale) return Promise.resolve(i18n);
  const loaded = otherLanguages.get(language);
  if (loaded) return loaded;
  const texts = CATALOGUES.visitor[language]().then(
    ({ messages }) => setupI18n({ locale: language, locales: formattingLocales(language, []), messages: { [language]: messages } }),
    (error: unknown) => {
      otherLanguages.delete(language);
      console.error(`The ${language} texts could not be loaded; the message is written in the page's language:`, error);
      return i18n;
    },
  );
  otherLanguages.set(language, texts);
  return texts;
}
