import { build, preview, type PluginOption, type PreviewServer } from 'vite';

export type BenchMode = 'offline' | 'firebase';

/** What a Firebase build needs to start; the bench never lets it reach Google (see first-load). */
const BENCH_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'bench-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-rollcall.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-rollcall',
  VITE_FIREBASE_APP_ID: 'bench-app',
};

/** The source modules of each output chunk, by file name: what the first load would carry. */
export type ChunkModules = Map<string, string[]>;

function recordChunkModules(into: ChunkModules): PluginOption {
  return {
    name: 'rollcall-bench-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') into.set(output.fileName, Object.keys(output.modules));
      }
    },
  };
}

/** Builds the app in the given mode and serves it on a free loopback port. */
export async function servedApp(mode: BenchMode, outDir: string): Promise<{ url: string; server: PreviewServer; chunks: ChunkModules }> {
  process.env.VITE_ROLLCALL_MODE = mode;
  process.env.NODE_ENV = 'production';
  if (mode === 'firebase') Object.assign(process.env, BENCH_FIREBASE_ENV);
  const chunks: ChunkModules = new Map();
  await build({
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'error',
    plugins: [recordChunkModules(chunks)],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const server = await preview({
    configFile: 'vite.config.ts',
    mode: 'production',
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0] ?? '';
  if (!url) throw new Error('The preview server did not report its address.');
  return { url: url.replace(/\/$/, ''), server, chunks };
}
