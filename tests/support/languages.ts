// What the composition root gives the messenger in the app (src/ui/i18n/language.ts, `textsIn`),
// for tests: the visitor texts of each language in an instance of its own.
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as de } from '../../src/ui/i18n/locales/de/messages.po';
import { messages as fr } from '../../src/ui/i18n/locales/fr/messages.po';

const CATALOGUES: Record<string, Messages> = { fr, de };

export async function textsIn(language: string | undefined): Promise<I18n> {
  const messages = language ? CATALOGUES[language] : undefined;
  return messages && language ? setupI18n({ locale: language, messages: { [language]: messages } }) : i18n;
}
