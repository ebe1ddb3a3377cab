import type { Plugin, Rolldown } from 'vite';
import type { KeptFor } from '../service-worker/manifest-marks.ts';

/**
 * The modules a page loads with `import()` only for somebody signed in. `session`: what any
 * session loads in Firebase mode (Firebase Auth, the full Firestore SDK), a signed-in visitor's
 * too, whose tickets then open without network. `staff`: the admin and door pages, the staff
 * services (spreadsheet reader, QR reader and its .wasm) and the door's copy.
 */
export const SIGNED_IN_ROOTS: Readonly<Record<KeptFor, readonly RegExp[]>> = {
  session: [/\/src\/adapters\/firestore\/device-tier\.ts$/, /\/src\/adapters\/firebase-auth\/auth-tier\.ts$/],
  staff: [
    /\/src\/ui\/(admin|scanner|settings)\//,
    /\/src\/adapters\/di\/staff-bindings\.ts$/,
    /\/src\/adapters\/firestore\/firestore-door-copy\.ts$/,
    /\/src\/adapters\/dexie\/(door-copy-database|device-list-copies)\.ts$/,
  ],
};

type ChunkGraph = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'dynamicImports' | 'facadeModuleId'> & {
  /** The assets the chunk's code names (a `?url` import: the QR reader's .wasm), from Vite's metadata. */
  assets: readonly string[];
};

/** The chunks reached from the entries: every static import, and every `import()` but those of a root in `stops`. */
function reached(chunks: readonly ChunkGraph[], stops: readonly RegExp[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isStop = (file: string) => stops.some((root) => root.test(byFile.get(file)?.facadeModuleId ?? ''));
  const found = new Set<string>();
  for (const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName); pending.length > 0;) {
    const file = pending.pop() as string;
    const chunk = byFile.get(file);
    if (!chunk || found.has(file)) continue;
    found.add(file);
    pending.push(...chunk.imports, ...chunk.dynamicImports.filter((target) => !isStop(target)));
  }
  return found;
}

/**
 * The files of the build that only signed-in people's pages use, and for whom: those no
 * visitor's page can reach are `session` files when a session's roots reach them, `staff` files
 * otherwise. An asset belongs with the chunks that name it, the widest of them: one that a
 * visitor's chunk names too is a visitor's. Erring, it keeps a file for more people (a bigger
 * install), never for fewer (a page that fails without network).
 */
export function signedInFiles(
  chunks: readonly ChunkGraph[],
  roots: Readonly<Record<KeptFor, readonly RegExp[]>> = SIGNED_IN_ROOTS,
): Map<string, KeptFor> {
  const visitors = reached(chunks, [...roots.session, ...roots.staff]);
  const sessions = reached(chunks, roots.staff);
  const assetsOf = (among: ReadonlySet<string>) =>
    new Set(chunks.filter((chunk) => among.has(chunk.fileName)).flatMap((chunk) => chunk.assets));
  const visitorAssets = assetsOf(visitors);
  const sessionAssets = assetsOf(sessions);
  const signedIn = new Map<string, KeptFor>();
  for (const chunk of chunks) {
    if (visitors.has(chunk.fileName)) continue;
    signedIn.set(chunk.fileName, sessions.has(chunk.fileName) ? 'session' : 'staff');
    for (const asset of chunk.assets) {
      if (!visitorAssets.has(asset)) signedIn.set(asset, sessionAssets.has(asset) ? 'session' : 'staff');
    }
  }
  return signedIn;
}

/**
 * Records, once the bundle is generated, which of its files only signed-in people use: the
 * service worker's manifest marks them (config/app-pwa.ts), and the worker keeps them only on a
 * device where somebody signed in (service-worker/signed-in-files.ts).
 */
export function signedInFilesOfBuild(): { plugin: Plugin; files: () => ReadonlyMap<string, KeptFor> } {
  let files: ReadonlyMap<string, KeptFor> | null = null;
  const plugin: Plugin = {
    name: 'rollcall:signed-in-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
        .map((chunk) => ({ ...chunk, assets: [...(chunk.viteMetadata?.importedAssets ?? [])] }));
      files = signedInFiles(chunks);
    },
  };
  return {
    plugin,
    files: () => {
      if (!files) throw new Error('The service worker’s manifest was asked for before the bundle was generated.');
      return files;
    },
  };
}
