import type { Plugin } from 'vite';
import { tagsAfterBundle } from './tags-after-bundle.ts';

/** The visitors' texts in the app's default language (src/ui/i18n/language.ts). */
const DEFAULT_TEXTS = /\/src\/ui\/i18n\/locales\/en\/messages\.po$/;

/**
 * The HTML asks for the visitors' texts in English beside the entry. Found only once the entry
 * had run, they came a round trip and a download after it, and a page shows nothing until its
 * language is in: on slow 4G they were the last file the page's data waited for. A visitor whose
 * browser prefers French or German downloads the English texts too (7 kB compressed), then theirs.
 */
export function defaultTextsPreload(): Plugin {
  return tagsAfterBundle('rollcall:default-texts-preload', (chunks, base) => {
    const chunk = chunks.find((output) => DEFAULT_TEXTS.test(output.facadeModuleId ?? ''));
    if (!chunk) throw new Error("The default language's texts were not found in the build: see config/default-texts-preload.ts.");
    return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' }];
  });
}
