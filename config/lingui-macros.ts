import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

const SOURCE = /\/src\/.*\.tsx?$/;

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) turned into message lookups, with Lingui's own
 * Babel plugin. `@rolldown/plugin-babel`, the usual host for it since Vite 8, needs Node 22;
 * this project also runs on Node 20. Only files that import a macro go through Babel, and Babel
 * only parses TypeScript and JSX here: the rest of the build compiles them as before.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'rollcall:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!SOURCE.test(id) || !code.includes('@lingui/') || !code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [linguiMacro],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
