import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium', '/snap/bin/chromium'];

/**
 * The Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's package. Undefined
 * lets Playwright use a browser it downloaded itself, on machines where that works.
 */
export function findChromium(): string | undefined {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) {
    if (!existsSync(fromEnvironment)) throw new Error(`CHROMIUM_PATH points to ${fromEnvironment}, which does not exist.`);
    return fromEnvironment;
  }
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Flags for a headless Chromium on a closed network, as root, inside a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
