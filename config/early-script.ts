import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const NAME = 'first-read-early';

/**
 * The Firebase build's early script (src/first-read.early.ts) as an entry of its own, asked for
 * first in the HTML, `async`: it runs the moment it arrives, about a round trip after the HTML,
 * while the app's entry (some 100 kB on a phone's network) is still downloading. It must import
 * nothing: a chunk it shared with the app would come among the app's downloads, and the early
 * script would wait for it. The build fails if it does.
 */
export function earlyScript(enabled: boolean): Plugin {
  let base = '/';
  return {
    name: 'rollcall:early-script',
    apply: 'build',
    config(config) {
      if (!enabled) return;
      const root = config.root ?? process.cwd();
      return {
        build: { rolldownOptions: { input: { index: resolve(root, 'index.html'), [NAME]: resolve(root, 'src/first-read.early.ts') } } },
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
