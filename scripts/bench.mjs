// `npm run bench`: the same set-up as `npm test` (packages, Chromium), then the benchmarks.
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureDependencies, root } from './lib/setup.mjs';

ensureDependencies();
const chromium = ensureChromium();
const { status } = spawnSync(
  `${root}node_modules/.bin/tsx`,
  ['--tsconfig', 'tsconfig.app.json', '--import', `${root}scripts/lib/lingui-macros-register.mjs`, 'bench/run.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    // --expose-gc: the CSV benchmark measures its heap from a clean start.
    env: { ...process.env, CHROMIUM_PATH: chromium, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
  },
);
process.exit(status ?? 1);
