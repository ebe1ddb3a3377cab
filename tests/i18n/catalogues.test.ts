import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';

// The messages the code shows today, read from the source as `lingui extract` reads them, and
// the catalogues as committed: a text added to the code and not to the catalogues, or a
// catalogue missing a translation, fails here (run `npm run i18n:extract`, then translate).
const config = getConfig({ configPath: 'lingui.config.ts', skipValidation: true });
const catalogues = await getCatalogs(config);
const source = config.sourceLocale ?? 'en';
const translations = config.locales.filter((locale) => locale !== source);

type Committed = Record<string, Record<string, { translation?: string; obsolete?: boolean }>>;
const found = new Map<string, { inCode: string[]; committed: Committed }>();

beforeAll(async () => {
  for (const catalogue of catalogues) {
    found.set(catalogue.path, { inCode: Object.keys((await catalogue.collect()) ?? {}).sort(), committed: await catalogue.readAll() });
  }
}, 120_000);

/** The values and the markup a message takes: `{name}`, `{count, plural, …}`, `<0>…</0>`, sorted. */
function slots(message: string): string {
  const values = [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...new Set([...values, ...tags])].sort().join(' ');
}

const pathsAndLocales = (locales: readonly string[]) =>
  catalogues.flatMap((catalogue) => locales.map((locale) => [catalogue.path.replace(/^.*\/locales\//, ''), locale] as const));
const of = (name: string) => [...found.entries()].find(([path]) => path.endsWith(name))?.[1] ?? { inCode: [], committed: {} };

describe('the catalogues', () => {
  it('the code shows texts through both catalogues (a few, at least)', () => {
    expect(catalogues.map((catalogue) => catalogue.path.replace(/^.*\/locales\//, ''))).toEqual(['{locale}/messages', '{locale}/staff']);
    for (const [, { inCode }] of found) expect(inCode.length).toBeGreaterThan(100);
  });

  it.each(pathsAndLocales(config.locales))('%s in %s holds every text the code shows, and none it no longer shows', (name, locale) => {
    const { inCode, committed } = of(name);
    const live = Object.entries(committed[locale] ?? {}).filter(([, message]) => !message.obsolete);
    expect(live.map(([id]) => id).sort()).toEqual(inCode);
  });

  it.each(pathsAndLocales(translations))('%s in %s keeps every placeholder and tag of the English text', (name, locale) => {
    const { committed } = of(name);
    const english = committed[source] ?? {};
    const changed = Object.entries(committed[locale] ?? {})
      .filter(
        ([id, message]) => !message.obsolete && message.translation && slots(message.translation) !== slots(english[id]?.translation ?? ''),
      )
      .map(([id, message]) => `${english[id]?.translation ?? id} → ${message.translation}`);
    expect(changed).toEqual([]);
  });

  it.each(pathsAndLocales(translations))('%s in %s translates every text', (name, locale) => {
    const { committed } = of(name);
    const untranslated = Object.entries(committed[locale] ?? {})
      .filter(([, message]) => !message.obsolete && !message.translation?.trim())
      .map(([id]) => committed[source]?.[id]?.translation ?? id);
    expect(untranslated).toEqual([]);
  });
});
