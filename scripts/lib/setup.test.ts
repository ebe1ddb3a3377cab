import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

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
