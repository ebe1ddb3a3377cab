import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'rollcall-cycle-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the project's cycle check (`.madgerc` and the flags of `npm run cycles`) on a folder. */
function cycleCheck(files: Record<string, string>): { status: number | null; output: string } {
  for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code);
  const run = spawnSync('node_modules/.bin/madge', ['--circular', '--no-spinner', '--extensions', 'ts', folder], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the cycle check', () => {
  it('fails on a cycle of type-only imports', () => {
    const run = cycleCheck({
      'ticket.ts': "import type { Door } from './door';\nexport type Ticket = { door: Door };\n",
      'door.ts': "import type { Ticket } from './ticket';\nexport type Door = { tickets: Ticket[] };\n",
    });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/door\.ts > ticket\.ts|ticket\.ts > door\.ts/);
  });

  it('passes once the shared type has a module of its own', () => {
    const run = cycleCheck({
      'ticket.ts': 'export type Ticket = { door: string };\n',
      'door.ts': "import type { Ticket } from './ticket';\nexport type Door = { tickets: Ticket[] };\n",
    });
    expect(run.status).toBe(0);
  });
});
