// `npm run start:emulators`: install what is missing, then run the app in `emulators` mode
// (scripts/emulators/serve.ts; its options: --preview, --port, --firestore-port, --auth-port).
import { ensureDependencies, ensureFirestoreEmulator, root } from './lib/setup.mjs';

ensureDependencies();
ensureFirestoreEmulator();
const { tsImport } = await import('tsx/esm/api');
await tsImport(`${root}scripts/emulators/serve.ts`, import.meta.url);
