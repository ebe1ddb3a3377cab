import type { Plugin, Rolldown } from 'vite';

/**
 * The modules a page loads with `import()` only for somebody signed in: the admin and door
 * pages, the staff services (spreadsheet reader, QR reader and its .wasm), and in Firebase mode
 * what loads with a session: the full Firestore SDK, Firebase Auth and the door's copy.
 */
export const SIGNED_IN_ROOTS: readonly RegExp[] = [
  /\/src\/ui\/(admin|scanner|settings)\//,
  /\/src\/adapters\/di\/staff-bindings\.ts$/,
  /\/src\/adapters\/firestore\/(device-tier|firestore-door-copy)\.ts$/,
  /\/src\/adapters\/dexie\/(door-copy-database|device-list-copies)\.ts$/,
  /\/src\/adapters\/firebase-auth\/auth-tier\.ts$/,
];

type ChunkGraph = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'dynamicImports' | 'facadeModuleId'> & {
  /** The assets the chunk's code names (a `?url` import: the QR reader's .wasm), from Vite's metadata. */
  assets: readonly string[];
};

/**
 * The files of the build that only signed-in people's pages use: those no visitor's page can
 * reach. From the entries, every static import is followed, and every `import()` but those
 * of a root: what is left out was reached only through a root. An asset belongs with the chunks
 * that name it; one that a visitor's chunk names too is a visitor's. Erring, it keeps a file
 * for visitors (a bigger first install), never the other way (a page that fails without network).
 */
export function signedInFiles(chunks: readonly ChunkGraph[], roots: readonly RegExp[] = SIGNED_IN_ROOTS): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isRoot = (file: string) => roots.some((root) => root.test(byFile.get(file)?.facadeModuleId ?? ''));
  const visitors = new Set<string>();
  for (const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName); pending.length > 0;) {
    const file = pending.pop() as string;
    const chunk = byFile.get(file);
    if (!chunk || visitors.has(file)) continue;
    visitors.add(file);
    pending.push(...chunk.imports, ...chunk.dynamicImports.filter((target) => !isRoot(target)));
  }
  const visitorAssets = new Set(chunks.filter((chunk) => visitors.has(chunk.fileName)).flatMap((chunk) => chunk.assets));
  const signedIn = new Set<string>();
  for (const chunk of chunks) {
    if (visitors.has(chunk.fileName)) continue;
    signedIn.add(chunk.fileName);
    for (const asset of chunk.assets) if (!visitorAssets.has(asset)) signedIn.add(asset);
  }
  return signedIn;
}

/**
 * Records, once the bundle is generated, which of its files only signed-in people use: the
 * service worker's manifest marks them (config/app-pwa.ts), and the worker keeps them only on a
 * device where somebody signed in (service-worker/signed-in-files.ts).
 */
export function signedInFilesOfBuild(): { plugin: Plugin; files: () => ReadonlySet<string> } {
  let files: ReadonlySet<string> | null = null;
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
