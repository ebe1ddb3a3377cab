import type { Plugin, Rolldown } from 'vite';
import { tagsAfterBundle } from './tags-after-bundle.ts';

/** The meta element naming the ticket view's files, for the early script (src/first-read.early.ts). */
export const TICKET_VIEW_META = 'rollcall:ticket-view';

const TICKET_VIEW = /\/src\/ui\/registration\/ticket-view\.tsx$/;

/** The files `roots` import without `import()`, the roots included. */
function withStaticImports(chunks: ReadonlyMap<string, Rolldown.OutputChunk>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  for (const pending = [...roots]; pending.length > 0;) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * A ticket's page (Firebase mode) draws the ticket from the early script's read, but its view
 * and QR code library (11 kB) load only once the entry has run and rendered the page: a round
 * trip and a download after it on a phone's network. The HTML names their files (those the
 * entry does not bring), and the early script asks for them at once on a ticket's page only.
 */
export function ticketViewFiles(enabled: boolean): Plugin {
  return tagsAfterBundle('rollcall:ticket-view-files', (chunks, base) => {
    if (!enabled) return [];
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const view = chunks.find((chunk) => TICKET_VIEW.test(chunk.facadeModuleId ?? ''));
    if (!view) throw new Error('The ticket view is no chunk of its own: a ticket page would load it with the entry.');
    const entry = withStaticImports(
      byFile,
      chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    );
    const files = [...withStaticImports(byFile, [view.fileName])].filter((file) => !entry.has(file));
    return [{ tag: 'meta', attrs: { name: TICKET_VIEW_META, content: files.map((file) => `${base}${file}`).join(' ') }, injectTo: 'head' }];
  });
}
