import { build, preview, type PreviewServer } from 'vite';

/** Builds the app in the given mode and serves it on a free loopback port. */
export async function servedApp(mode: 'offline' | 'firebase', outDir: string): Promise<{ url: string; server: PreviewServer }> {
  process.env.VITE_ROLLCALL_MODE = mode;
  process.env.NODE_ENV = 'production';
  await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const server = await preview({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'error', build: { outDir }, preview: { port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0] ?? '';
  if (!url) throw new Error('The preview server did not report its address.');
  return { url: url.replace(/\/$/, ''), server };
}
