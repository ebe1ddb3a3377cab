/**
 * The page's early script (Firebase mode): asks for what a visitor's link shows first while the
 * app's code is still downloading, and leaves the request for the app (handOverFirstRead). It is
 * its own entry, listed in the HTML before the app's, and imports nothing the app imports, so it
 * arrives and runs alone: the request leaves about a round trip after the HTML instead of after
 * the app's 100 kB entry (config/early-script.ts).
 */
import { handOverFirstRead, startAllEventsFirstRead, startEventFirstRead } from './adapters/di/first-read.early';
import { firstDataAt } from './ui/app/first-data';
import { askForTheDataLayer, warmTheDateFormat } from './early-page';

// The public settings, read as app-config.ts reads them: importing it would share a chunk.
const target = {
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
  ...(import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ? { emulatorHost: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST } : {}),
};
const shown = firstDataAt(window.location.pathname);
handOverFirstRead(
  shown?.kind === 'event' ? startEventFirstRead(target, shown.idOrSlug) : shown?.kind === 'events' ? startAllEventsFirstRead(target) : null,
);
if (!shown) askForTheDataLayer();
warmTheDateFormat();
