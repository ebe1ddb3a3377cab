import { describe, expect, it } from 'vitest';
import { signedInFiles } from '../../config/signed-in-files';

type Chunk = Parameters<typeof signedInFiles>[0][number];

/** A chunk of a made-up build: `module` is the file `import()` named, if any. */
function chunk(fileName: string, links: Partial<Omit<Chunk, 'fileName'>> = {}): Chunk {
  return { fileName, isEntry: false, imports: [], dynamicImports: [], facadeModuleId: null, assets: [], ...links };
}

const ROOTS = [/\/src\/ui\/admin\//, /\/src\/adapters\/di\/staff-bindings\.ts$/];

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
    expect([...signedInFiles(build, ROOTS)].sort()).toEqual(['admin-page.js', 'reader.js', 'reader.wasm', 'staff-bindings.js', 'table.js']);
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
    expect([...signedInFiles(build, ROOTS)].sort()).toEqual(['admin-page.js', 'chart.svg']);
  });
});
