import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SETUP = new URL('./setup.mjs', import.meta.url);

describe("the set-up scripts' idea of the project's folder", () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('is the folder itself when its path holds a space or letters beyond ASCII', async () => {
    folder = await mkdtemp(join(tmpdir(), 'rollcall-'));
    const project = join(folder, 'Mes événements', 'rollcall copy');
    await mkdir(join(project, 'scripts', 'lib'), { recursive: true });
    await copyFile(SETUP, join(project, 'scripts', 'lib', 'setup.mjs'));

    const { root } = (await import(pathToFileURL(join(project, 'scripts', 'lib', 'setup.mjs')).href)) as { root: string };
    expect(join(root)).toBe(join(project, '/'));
  });
});

/*
 * A stand-in for apt-get that behaves as apt does with its locks (measured on Debian 12's apt
 * 2.6): dpkg's lock is waited for only with `DPkg::Lock::Timeout`, the package lists' lock never;
 * an install before the lists are fetched fails, as on a fresh machine.
 */
const FAKE_APT_GET = `#!/bin/sh
here=$(dirname "$0")
echo "$*" >> "$here/calls"
case "$*" in
  *DPkg::Lock::Timeout=*) while [ -e "$here/dpkg-lock" ]; do sleep 0.05; done ;;
  *) [ -e "$here/dpkg-lock" ] && { echo "E: Could not get lock /var/lib/dpkg/lock-frontend" >&2; exit 100; } ;;
esac
case "$*" in
  *update*)
    if [ -e "$here/lists-lock" ]; then
      count=$(cat "$here/lists-lock"); [ "$count" -gt 0 ] && { echo $((count - 1)) > "$here/lists-lock"; echo "E: Could not get lock /var/lib/apt/lists/lock" >&2; exit 100; }
    fi
    touch "$here/lists" ;;
  *install*) [ -e "$here/lists" ] || { echo "E: Unable to locate package" >&2; exit 100; } ;;
esac
`;

type AptInstaller = {
  installWithApt(packages: string[], options: { aptGet: string; pauseMs: number; listTries?: number }): boolean;
};

describe('installing a Debian package while another apt runs', () => {
  let folder: string;
  let aptGet: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rollcall-apt-'));
    aptGet = join(folder, 'apt-get');
    await writeFile(aptGet, FAKE_APT_GET, { mode: 0o755 });
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  const calls = async () => (await readFile(join(folder, 'calls'), 'utf8')).trim().split('\n');
  const setup = async () => (await import(SETUP.href)) as AptInstaller;

  it("waits for dpkg's lock that another install holds, instead of failing at once", async () => {
    await writeFile(join(folder, 'lists'), '');
    await writeFile(join(folder, 'dpkg-lock'), '');
    const otherInstall = spawn('sh', ['-c', `sleep 0.4; rm "${join(folder, 'dpkg-lock')}"`]);
    const { installWithApt } = await setup();

    expect(installWithApt(['chromium'], { aptGet, pauseMs: 10 })).toBe(true);
    expect(await calls()).toEqual([expect.stringContaining('install -y --no-install-recommends chromium')]);
    otherInstall.kill();
  });

  it('fetches the package lists once another apt lets go of them, then installs', async () => {
    await writeFile(join(folder, 'lists-lock'), '3');
    const { installWithApt } = await setup();

    expect(installWithApt(['chromium'], { aptGet, pauseMs: 10 })).toBe(true);
    const made = await calls();
    expect(made.filter((call) => call.endsWith('update'))).toHaveLength(4);
    expect(made.at(-1)).toMatch(/install -y --no-install-recommends chromium$/);
  });

  it('gives up when the package lists stay locked', async () => {
    await writeFile(join(folder, 'lists-lock'), '1000');
    const { installWithApt } = await setup();

    expect(installWithApt(['chromium'], { aptGet, pauseMs: 10, listTries: 3 })).toBe(false);
    expect((await calls()).filter((call) => call.endsWith('update'))).toHaveLength(3);
  });
});
