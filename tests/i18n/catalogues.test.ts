import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';

// The messages the code shows today, read from the source as `lingui extract` reads them, and
// the catalogues as committed: a text added to the code and not to the catalogues, or a
// catalogue missing a translation, fails here (run `npm run i18n:extract`, then translate).
const config = getConfig({ configPath: 'lingui.config.ts', skipValidation: true });
const [catalogue] = await getCatalogs(config);
if (!catalogue) throw new Error('lingui.config.ts names no catalogue.');
const source = config.sourceLocale ?? 'en';

let inCode: string[] = [];
let committed: Record<string, Record<string, { translation?: string; obsolete?: boolean }>> = {};

beforeAll(async () => {
  inCode = Object.keys((await catalogue.collect()) ?? {}).sort();
  committed = await catalogue.readAll();
}, 120_000);

/** The values and the markup a message takes: `{name}`, `{count, plural, …}`, `<0>…</0>`, sorted. */
function slots(message: string): string {
  const values = [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...new Set([...values, ...tags])].sort().join(' ');
}

describe('the catalogues', () => {
  it('the code shows texts through the catalogue (a few, at least)', () => {
    expect(inCode.length).toBeGreaterThan(100);
  });

  it.each(config.locales)('%s holds every text the code shows, and none it no longer shows', (locale) => {
    const live = Object.entries(committed[locale] ?? {}).filter(([, message]) => !message.obsolete);
    expect(live.map(([id]) => id).sort()).toEqual(inCode);
  });

  it.each(config.locales.filter((locale) => locale !== source))('%s keeps every placeholder and tag of the English text', (locale) => {
    const english = committed[source] ?? {};
    const changed = Object.entries(committed[locale] ?? {})
      .filter(([id, message]) => !message.obsolete && message.translation && slots(message.translation) !== slots(english[id]?.translation ?? ''))
      .map(([id, message]) => `${english[id]?.translation ?? id} → ${message.translation}`);
    expect(changed).toEqual([]);
  });

  it.each(config.locales.filter((locale) => locale !== source))('%s translates every text', (locale) => {
    const untranslated = Object.entries(committed[locale] ?? {})
      .filter(([, message]) => !message.obsolete && !message.translation?.trim())
      .map(([id]) => committed[source]?.[id]?.translation ?? id);
    expect(untranslated).toEqual([]);
  });
});
