import { readFile } from 'node:fs/promises';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The languages a journey can be run in: the app's catalogues hold each of them. */
export type JourneyLanguage = 'en' | 'fr' | 'de';

type Values = Record<string, string | number>;

/**
 * The texts a journey expects, in the language its project runs in: `say('Your ticket')` is
 * "Votre billet" in French. The argument is the English source of a text in the app's
 * catalogues; one that is not there fails the test at once, so a journey cannot pass by
 * expecting English from a page that shows French, nor expect a text the app no longer has.
 */
export type Say = {
  (english: string, values?: Values): string;
  /**
   * The text as a regular expression's source: every character taken literally, but each value
   * named in `slots` matches the pattern given for it (`{ time: '.+' }`); a value neither named
   * nor in `values` matches anything.
   */
  pattern(english: string, slots?: Record<string, string>, values?: Values): string;
  /** A text that starts the name or label looked for (a label followed by its "required" mark). */
  starting(english: string): RegExp;
  /** A text found within a longer one; `slots` and `values` as for `pattern`. */
  within(english: string, slots?: Record<string, string>, values?: Values): RegExp;
  readonly language: JourneyLanguage;
};

const CATALOGUE_PARTS = ['messages', 'staff'] as const;
const po = formatter({ lineNumbers: false });

async function readTranslations(language: JourneyLanguage): Promise<Messages> {
  const messages: Messages = {};
  for (const part of CATALOGUE_PARTS) {
    const filename = `src/ui/i18n/locales/${language}/${part}.po`;
    const catalogue = await po.parse(await readFile(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename });
    for (const [id, entry] of Object.entries(catalogue ?? {})) {
      if (entry.obsolete) continue;
      const english = entry.message ?? id;
      messages[english] = compileMessage(entry.translation || english);
    }
  }
  return messages;
}

/** `text` matched as it is, inside a RegExp. */
export const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SLOT_MARK = (name: string) => `\uE000${name}\uE000`;

/** Builds `say` for a journey run in `language`, from the catalogues the app is built with. */
export async function sayIn(language: JourneyLanguage): Promise<Say> {
  const messages = await readTranslations(language);
  const i18n: I18n = setupI18n({ locale: language, messages: { [language]: messages } });
  const translate = (english: string, values?: Values): string => {
    if (!(english in messages)) throw new Error(`Not a text of the app's catalogues (${language}): "${english}"`);
    // The text as people read it: a message's markup (`<0>…</0>`) becomes elements on the page.
    return i18n._(english, values).replace(/<\/?\d+\/?>/g, '');
  };
  const pattern = (english: string, slots: Record<string, string> = {}, values: Values = {}): string => {
    const names = [...english.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? '');
    const marked = Object.fromEntries(names.filter((name) => !(name in values)).map((name) => [name, SLOT_MARK(name)]));
    return escapeForPattern(translate(english, { ...marked, ...values })).replace(
      /\uE000(\w+)\uE000/g,
      (_, name: string) => slots[name] ?? '.+',
    );
  };
  return Object.assign(translate, {
    pattern,
    starting: (english: string) => new RegExp(`^${pattern(english)}`),
    within: (english: string, slots?: Record<string, string>, values?: Values) => new RegExp(pattern(english, slots, values)),
    language,
  });
}
