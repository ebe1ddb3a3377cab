// Reads the JSON reports that `npm test` asks Vitest and Playwright to write, so that its
// summary names every failed test (a CI log keeps only its tail) and says where the time went.
// Plain Node: no dependencies.
import { existsSync, readFileSync } from 'node:fs';

export const REPORTS = {
  vitest: 'test-reports/vitest.json',
  playwright: 'test-reports/playwright.json',
};

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function plainLines(text) {
  // Playwright's messages carry terminal colours; the summary is read in a plain log.
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
  );
}

function firstLine(text) {
  return plainLines(text)[0] ?? '';
}

/**
 * What a failed expectation waited for and where: the locator, what was expected and received,
 * and the test's line. The summary is the part of a CI log that is always kept, and "toBeVisible()
 * failed" alone does not say which of a journey's steps it was.
 */
function failedStep(error) {
  const [, ...rest] = plainLines(error?.message);
  const callLog = rest.findIndex((line) => line.startsWith('Call log:'));
  const details = (callLog === -1 ? rest : rest.slice(0, callLog)).slice(0, 5);
  const { file, line } = error?.location ?? {};
  return file ? [...details, `at ${file.split('/').slice(-2).join('/')}:${line}`] : details;
}

/** Which part of the suite a Vitest file belongs to, from where it lives (see vitest.config.ts). */
export function vitestPart(file) {
  if (/\.stories\.tsx$/.test(file)) return 'stories (browser)';
  if (file.includes('/tests/rules/')) return 'security rules (emulator)';
  if (file.includes('/src/adapters/')) return 'adapters (Dexie, emulators)';
  if (file.includes('/tests/build/')) return 'build';
  if (file.includes('/src/ui/')) return 'components';
  return 'unit';
}

/** Failed tests and the seconds spent per part, from Vitest's JSON report; null without one. */
export function readVitestReport(path) {
  const report = readJson(path);
  if (!report) return null;
  const failures = [];
  const seconds = {};
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(/^.*?\/(src|tests)\//, '$1/');
    const part = vitestPart(file.name);
    seconds[part] = (seconds[part] ?? 0) + Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000;
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no failed test of its own.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return { failures, seconds };
}

function* playwrightTests(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { title: [...titles, spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, [...titles, child.title]);
}

/** The first `count` lines of a text, with a line saying how many more there were. */
function firstLines(text, count) {
  const lines = text.trimEnd().split('\n');
  if (lines.length <= count) return lines;
  return [...lines.slice(0, count), `(${lines.length - count} more lines left out)`];
}

/** The last `count` lines of a text, with a line saying how many came before. */
function lastLines(text, count) {
  const lines = text.trimEnd().split('\n');
  if (lines.length <= count) return lines;
  return [`(${lines.length - count} lines before these left out)`, ...lines.slice(-count)];
}

/** A failed test's attachment as text: a file Playwright wrote, or a body the test attached. */
function attachmentText(result, name) {
  const attachment = (result.attachments ?? []).find((candidate) => candidate.name === name);
  if (attachment?.path && existsSync(attachment.path)) return readFileSync(attachment.path, 'utf8');
  if (attachment?.body) return Buffer.from(attachment.body, 'base64').toString('utf8');
  return null;
}

/**
 * What a failed journey's pages showed (Playwright's snapshot of the page when the test failed)
 * and what the browsers printed as errors and warnings: a CI run leaves only its log, and these
 * are what tell a failure under load from a broken feature.
 */
function failureEvidence(result) {
  const evidence = [];
  const everyPage = attachmentText(result, 'every-page');
  const page = attachmentText(result, 'error-context');
  // The snapshot is a YAML block; the test's source that follows it is in the log already.
  const snapshot = page?.match(/```yaml\n([\s\S]*?)```/)?.[1];
  if (everyPage) evidence.push('every device’s page when it failed:', ...firstLines(everyPage, 300));
  else if (snapshot) evidence.push('the page when it failed:', ...firstLines(snapshot, 150));
  const console = attachmentText(result, 'browser-console');
  if (console) evidence.push('the browsers’ errors and warnings:', ...lastLines(console, 40));
  return evidence;
}

/** Failed and flaky tests and the seconds spent per project, from Playwright's JSON report. */
export function readPlaywrightReport(path) {
  const report = readJson(path);
  if (!report) return null;
  const failures = [];
  const evidence = [];
  const seconds = {};
  for (const suite of report.suites ?? []) {
    for (const { title, test } of playwrightTests(suite)) {
      const results = test.results ?? [];
      const project = test.projectName || 'default';
      seconds[project] = (seconds[project] ?? 0) + results.reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
      const failed = results.find((result) => result.status === 'failed' || result.status === 'timedOut');
      if (!failed) continue;
      failures.push(
        [`[${project}] ${title}: ${firstLine(failed.error?.message)}`, ...failedStep(failed.error).map((line) => `    ${line}`)].join('\n'),
      );
      const lines = failureEvidence(failed);
      if (lines.length > 0) evidence.push({ test: `[${project}] ${title}`, lines });
    }
  }
  return { failures, seconds, evidence };
}
