import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * A build plugin that adds tags to the HTML once the bundle is written: `tags` gets the bundle's
 * chunks and the app's base path (the file names are only known then).
 */
export function tagsAfterBundle(name: string, tags: (chunks: Rolldown.OutputChunk[], base: string) => HtmlTagDescriptor[]): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
        return tags(chunks, base);
      },
    },
  };
}
