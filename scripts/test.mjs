// `npm test`: install what is missing, then run every check. A missing browser or emulator
// is a failure, never a skip. Every step runs, and the summary says which ones failed.
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureDependencies, ensureFirestoreEmulator, root, say } from './lib/setup.mjs';

ensureDependencies();
const chromium = ensureChromium();
ensureFirestoreEmulator();

const bin = (name) => `${root}node_modules/.bin/${name}`;
const STEPS = [
  ['types', bin('tsc'), ['-p', 'tsconfig.app.json']],
  ['types (tooling)', bin('tsc'), ['-p', 'tsconfig.node.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['unit, adapters (Dexie + Firestore emulator), build, components, stories', bin('vitest'), ['run']],
  ['Storybook static build', bin('storybook'), ['build', '--quiet', '--output-dir', 'storybook-static']],
  ['end-to-end (Playwright, Chromium)', bin('playwright'), ['test']],
];

const results = [];
for (const [name, command, args] of STEPS) {
  say(`▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  results.push({ name, passed: status === 0, seconds: (Date.now() - started) / 1000 });
}

say('Summary');
for (const { name, passed, seconds } of results) {
  console.log(`  ${passed ? '✔' : '✘'} ${name.padEnd(72)} ${seconds.toFixed(1).padStart(6)} s`);
}
const failed = results.filter((result) => !result.passed);
if (failed.length > 0) {
  say(`${failed.length} step(s) failed: ${failed.map((result) => result.name).join('; ')}`);
  process.exit(1);
}
say('All checks passed.');
