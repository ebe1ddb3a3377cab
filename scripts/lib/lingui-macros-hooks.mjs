// Node module hooks: Lingui's macros compiled in the app's own sources when Node runs them
// outside Vite (the benchmarks under tsx), as config/lingui-macros.ts does for Vite.
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { fileURLToPath } from 'node:url';

const SOURCE = /\/src\/.*\.tsx?$/;

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith('file:') || !SOURCE.test(url) || loaded.source === undefined) return loaded;
  const code = typeof loaded.source === 'string' ? loaded.source : new TextDecoder().decode(loaded.source);
  if (!code.includes('@lingui/') || !code.includes('/macro')) return loaded;
  const result = await transformAsync(code, {
    filename: fileURLToPath(url),
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [linguiMacro],
  });
  return { ...loaded, source: result?.code ?? code };
}
