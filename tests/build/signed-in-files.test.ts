import { describe, expect, it } from 'vitest';
import { signedInFiles } from '../../config/signed-in-files';

type Chunk = Parameters<typeof signedInFiles>[0][number];

/** A chunk of a made-up build: `module` is the file `import()` named, if any. */
function chunk(fileName: string, links: Partial<Omit<Chunk, 'fileName'>> = {}): Chunk {
  return { fileName, isEntry: false, imports: [], dynamicImports: [], facadeModuleId: null, assets: [], ...links };
}

const ROOTS = {
  session: [/\/src\/adapters\/firebase-auth\/auth-tier\.ts$/],
  staff: [/\/src\/ui\/admin\//, /\/src\/adapters\/di\/staff-bindings\.ts$/],
};
const staffFiles = (files: ReadonlyMap<string, string>) =>
  [...files]
    .filter(([, kept]) => kept === 'staff')
    .map(([file]) => file)
    .sort();

describe('signedInFiles: what a visitor’s phone does not keep', () => {
  it('leaves out what only a root reaches, and its .wasm, and keeps what a visitor’s page reaches', () => {
    const build = [
      chunk('index.js', {
        isEntry: true,
        imports: ['shared.js'],
        dynamicImports: ['admin-page.js', 'ticket-view.js', 'staff-bindings.js'],
      }),
      chunk('shared.js'),
      chunk('ticket-view.js', { facadeModuleId: '/app/src/ui/registration/ticket-view.tsx', imports: ['qrcode.js'] }),
      chunk('qrcode.js'),
      chunk('admin-page.js', { facadeModuleId: '/app/src/ui/admin/people-list-page.tsx', imports: ['shared.js', 'table.js'] }),
      chunk('table.js'),
      chunk('staff-bindings.js', { facadeModuleId: '/app/src/adapters/di/staff-bindings.ts', dynamicImports: ['reader.js'] }),
      chunk('reader.js', { assets: ['reader.wasm'] }),
    ];
    expect(staffFiles(signedInFiles(build, ROOTS))).toEqual(['admin-page.js', 'reader.js', 'reader.wasm', 'staff-bindings.js', 'table.js']);
  });

  it('keeps for visitors a root that a visitor’s chunk imports statically, and what it imports', () => {
    const build = [
      chunk('index.js', { isEntry: true, imports: ['admin-bits.js'], dynamicImports: ['admin-bits.js'] }),
      chunk('admin-bits.js', { facadeModuleId: '/app/src/ui/admin/date-cell.tsx', imports: ['format.js'] }),
      chunk('format.js'),
    ];
    expect([...signedInFiles(build, ROOTS)]).toEqual([]);
  });

  it('keeps for visitors an asset that a visitor’s chunk names too, and follows a root’s files reached another way', () => {
    const build = [
      chunk('index.js', { isEntry: true, dynamicImports: ['admin-page.js', 'events-page.js'], assets: ['logo.svg'] }),
      chunk('events-page.js', { facadeModuleId: '/app/src/ui/events/events-page.tsx', dynamicImports: ['calendar.js'] }),
      chunk('calendar.js'),
      chunk('admin-page.js', {
        facadeModuleId: '/app/src/ui/admin/events.tsx',
        dynamicImports: ['calendar.js'],
        assets: ['logo.svg', 'chart.svg'],
      }),
    ];
    expect(staffFiles(signedInFiles(build, ROOTS))).toEqual(['admin-page.js', 'chart.svg']);
  });

  it('keeps for any session what a session’s root reaches, and for staff only what only a staff root reaches', () => {
    const build = [
      chunk('index.js', { isEntry: true, dynamicImports: ['auth-tier.js', 'admin-page.js'] }),
      chunk('auth-tier.js', { facadeModuleId: '/app/src/adapters/firebase-auth/auth-tier.ts', imports: ['auth.js', 'sdk.js'] }),
      chunk('auth.js', { assets: ['auth-frame.html'] }),
      chunk('sdk.js'),
      chunk('admin-page.js', {
        facadeModuleId: '/app/src/ui/admin/events.tsx',
        imports: ['sdk.js', 'table.js'],
        assets: ['auth-frame.html'],
      }),
      chunk('table.js'),
    ];
    expect(Object.fromEntries(signedInFiles(build, ROOTS))).toEqual({
      'auth-tier.js': 'session',
      'auth.js': 'session',
      'auth-frame.html': 'session',
      'sdk.js': 'session',
      'admin-page.js': 'staff',
      'table.js': 'staff',
    });
  });
});
