// `npm test`: install what is missing, then run every check. A missing browser or emulator
// is a failure, never a skip. Every step runs, and the summary says which ones failed, names
// each failed test, and says where the time went (also written to test-reports/summary.json).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium, ensureDependencies, ensureFirestoreEmulator, root, say } from './lib/setup.mjs';
import { REPORTS, readPlaywrightReport, readVitestReport } from './lib/test-reports.mjs';

const started = Date.now();
ensureDependencies();
const chromium = ensureChromium();
ensureFirestoreEmulator();
const setupSeconds = (Date.now() - started) / 1000;

rmSync(`${root}test-reports`, { recursive: true, force: true });
mkdirSync(`${root}test-reports`, { recursive: true });

const bin = (name) => `${root}node_modules/.bin/${name}`;
const STEPS = [
  { name: 'types', command: bin('tsc'), args: ['-p', 'tsconfig.app.json'] },
  { name: 'types (tooling)', command: bin('tsc'), args: ['-p', 'tsconfig.node.json'] },
  { name: 'types (service worker)', command: bin('tsc'), args: ['-p', 'service-worker/tsconfig.json'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'formatting (Prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'import cycles (madge)', command: 'npm', args: ['run', '--silent', 'cycles'] },
  {
    name: 'unit, adapters (Dexie + Firestore emulator), build, components, stories',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS.vitest}`],
    report: () => readVitestReport(`${root}${REPORTS.vitest}`),
  },
  { name: 'Storybook static build', command: bin('storybook'), args: ['build', '--quiet', '--output-dir', 'storybook-static'] },
  {
    name: 'end-to-end (Playwright, Chromium)',
    command: bin('playwright'),
    args: ['test'],
    report: () => readPlaywrightReport(`${root}${REPORTS.playwright}`),
  },
];

const results = [];
for (const step of STEPS) {
  say(`▶ ${step.name}`);
  const stepStarted = Date.now();
  const { status } = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  const report = step.report?.() ?? null;
  results.push({ name: step.name, passed: status === 0, seconds: (Date.now() - stepStarted) / 1000, report });
}

// Just above the summary, as a CI log keeps its tail: the first three failed journeys' evidence.
for (const { test, lines } of results.flatMap((result) => result.report?.evidence ?? []).slice(0, 3)) {
  say(`What ${test} left behind`);
  for (const line of lines) console.log(`  ${line}`);
}

say('Summary');
console.log(`  ${'setting up (npm packages, Chromium, emulator)'.padEnd(74)} ${setupSeconds.toFixed(1).padStart(6)} s`);
for (const { name, passed, seconds, report } of results) {
  console.log(`  ${passed ? '✔' : '✘'} ${name.padEnd(72)} ${seconds.toFixed(1).padStart(6)} s`);
  // Test files run side by side, so their times add up to more than the step's.
  for (const [part, partSeconds] of Object.entries(report?.seconds ?? {}).sort(([, a], [, b]) => b - a)) {
    console.log(`      ${part.padEnd(70)} ${partSeconds.toFixed(1).padStart(6)} s in test files`);
  }
  if (!passed && report === null && name.includes('Playwright')) console.log('      (no report: see the log above)');
  for (const failure of report?.failures ?? []) console.log(`      ✘ ${failure.replaceAll('\n', '\n      ')}`);
}
const totalSeconds = (Date.now() - started) / 1000;
console.log(`  ${'total'.padEnd(74)} ${totalSeconds.toFixed(1).padStart(6)} s`);
writeFileSync(
  `${root}test-reports/summary.json`,
  `${JSON.stringify({ finishedAt: new Date().toISOString(), setupSeconds, totalSeconds, steps: results }, null, 2)}\n`,
);

const failed = results.filter((result) => !result.passed);
if (failed.length > 0) {
  say(`${failed.length} step(s) failed: ${failed.map((result) => result.name).join('; ')}`);
  process.exit(1);
}
say('All checks passed.');
