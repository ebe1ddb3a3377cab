import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Each build's early script: its entry's name (the chunk's file starts with it) and its source. */
export const EARLY_SCRIPTS = {
  /** Firebase: starts the read of what a visitor's link shows (src/first-read.early.ts). */
  firebase: { name: 'first-read-early', file: 'src/first-read.early.ts' },
  /** Offline: whether this browser holds the data yet, for the demo's first look (src/first-look.early.ts). */
  offline: { name: 'first-look-early', file: 'src/first-look.early.ts' },
} as const;

/**
 * The build's early script as an entry of its own, asked for first in the HTML, `async`: it runs
 * the moment it arrives, about a round trip after the HTML, while the app's entry (some 100 kB on
 * a phone's network) is still downloading. It must import nothing: a chunk it shared with the app
 * would come among the app's downloads, and the early script would wait for it. The build fails
 * if it does.
 */
export function earlyScript(script: { name: string; file: string }): Plugin {
  const NAME = script.name;
  let base = '/';
  return {
    name: 'rollcall:early-script',
    apply: 'build',
    config(config) {
      const root = config.root ?? process.cwd();
      return {
        build: { rolldownOptions: { input: { index: resolve(root, 'index.html'), [NAME]: resolve(root, script.file) } } },
      };
    },
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.name === NAME);
        if (!chunk || chunk.type !== 'chunk') return [];
        if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
          throw new Error(
            `The early script must import nothing the app imports; it imports ${[...chunk.imports, ...chunk.dynamicImports].join(', ')}.`,
          );
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
