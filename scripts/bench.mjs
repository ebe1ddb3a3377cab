// `npm run bench`: the same set-up as `npm test` (packages, Chromium), then the benchmarks.
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureDependencies, root } from './lib/setup.mjs';

ensureDependencies();
const chromium = ensureChromium();
const { status } = spawnSync(`${root}node_modules/.bin/tsx`, ['bench/run.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
process.exit(status ?? 1);
