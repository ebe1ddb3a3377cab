import type { Plugin } from 'vite';

/** The meta element naming the data layer's file, for the early script (src/first-read.early.ts). */
export const DATA_LAYER_META = 'rollcall:data-layer';

const CONTAINER = /\/src\/adapters\/di\/container\.(offline|firebase)\.ts$/;

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
};

/** Every module `roots` import without `import()`, the roots included. */
function staticallyReachable(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The data layer in one chunk: what the mode's container imports (Dexie or Firebase, Inversify,
 * XState, zod, the use cases), less what the entry imports. Left to the bundler it comes as
 * eight chunks, shared with the admin pages; on a phone each is one more request to wait for
 * before a page can show its data. What the entry imports stays in the entry, so the entry
 * never waits for this chunk.
 *
 * A visitor's page opened from a link shows its first look without it (Firebase: the early
 * read's answer; offline, on a browser's first visit: the demo's events) and asks for it once
 * that has painted (src/data-layer-start.ts): downloaded beside the entry, it slowed the entry
 * down on a phone's network. The HTML names it instead (`DATA_LAYER_META`), and the early script
 * asks for it at once on the other pages (src/early-page.ts).
 */
export function dataLayerChunk(): {
  plugin: Plugin;
  isDataLayerModule: (id: string) => boolean;
} {
  let dataLayer = new Set<string>();
  let base = '/';
  const plugin: Plugin = {
    name: 'rollcall:data-layer-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = staticallyReachable(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      const container = staticallyReachable(
        this,
        ids.filter((id) => CONTAINER.test(id)),
      );
      dataLayer = new Set([...container].filter((id) => !entry.has(id)));
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.name === 'data-layer');
        if (!chunk) return [];
        const href = `${base}${chunk.fileName}`;
        return [{ tag: 'meta', attrs: { name: DATA_LAYER_META, content: href }, injectTo: 'head-prepend' }];
      },
    },
    configResolved(config) {
      base = config.base;
    },
  };
  return { plugin, isDataLayerModule: (id) => dataLayer.has(id) };
}
