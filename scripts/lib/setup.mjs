// What `npm start` and `npm test` need on a fresh machine, installed or found here.
// Plain Node with no dependencies: this runs before `npm ci`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL's: a URL's would keep a space as %20 and fail in a folder named with one.
export const root = fileURLToPath(new URL('../..', import.meta.url));

// How long an install waits for another apt to finish: a Chromium install takes a minute or two.
const APT_LOCK_PATIENCE_S = 600;

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium', '/snap/bin/chromium'];

export function say(message) {
  console.log(`\x1b[1m[rollcall]\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[1;31m[rollcall]\x1b[0m ${message}`);
  process.exit(1);
}

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status === 0;
}

/** `npm ci` when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing npm packages (npm ci)…');
  if (!run('npm', ['ci', '--engine-strict', '--no-audit', '--no-fund'])) fail('npm ci failed: see above.');
}

/**
 * `apt-get install`, waiting for another apt that holds its locks: `npm test` and `npm run bench`
 * started together on a fresh machine both install Chromium, and a machine's own updates take
 * the same locks. apt waits for dpkg's lock when told to (`DPkg::Lock::Timeout`), but not for
 * the package lists' lock, which `apt-get update` needs: that one is tried again here.
 * Returns whether the packages are installed; `aptGet` and `pauseMs` are for the tests.
 */
export function installWithApt(packages, { aptGet = 'apt-get', pauseMs = 5_000, listTries = 60 } = {}) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const waitingForDpkg = ['-o', `DPkg::Lock::Timeout=${APT_LOCK_PATIENCE_S}`];
  const install = () => run(aptGet, [...waitingForDpkg, 'install', '-y', '--no-install-recommends', ...packages], { env });
  if (install()) return true;
  say('apt-get install failed; refreshing the package lists and trying once more…');
  for (let tries = 1; !run(aptGet, [...waitingForDpkg, 'update'], { env }); tries += 1) {
    if (tries >= listTries) return false;
    say(`apt-get update failed (another apt may hold the package lists); trying again in ${pauseMs / 1000} s…`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pauseMs);
  }
  return install();
}

/** Installs a Debian package as root; otherwise says what to install. */
function aptInstall(packages, why) {
  if (!isRoot() || !hasCommand('apt-get')) {
    fail(`${why} Install it with: sudo apt-get install -y ${packages.join(' ')}`);
  }
  say(`Installing ${packages.join(', ')} (${why})`);
  if (!installWithApt(packages)) fail(`Could not install ${packages.join(' ')}. ${why}`);
}

/** Debian's Chromium for every browser test (Playwright cannot download browsers here). */
export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) fail(`CHROMIUM_PATH is ${configured}, which does not exist.`);
    return configured;
  }
  const found = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  aptInstall(['chromium'], 'The browser tests run in Chromium.');
  const installed = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!installed) fail('Chromium was installed but not found; set CHROMIUM_PATH to its executable.');
  return installed;
}

/** The Google Cloud SDK's Firestore emulator (with Java) for the adapter contract tests. */
export function ensureFirestoreEmulator() {
  if (hasCommand('gcloud') && hasCommand('java')) {
    try {
      const sdkRoot = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' }).trim();
      if (existsSync(join(sdkRoot, 'platform', 'cloud-firestore-emulator'))) return;
    } catch {
      // Fall through to the install below.
    }
  }
  aptInstall(
    ['google-cloud-cli-firestore-emulator', 'default-jre-headless'],
    'The contract tests run the Firestore adapter against the real Firestore emulator (Google Cloud SDK).',
  );
}
