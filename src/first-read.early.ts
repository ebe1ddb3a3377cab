/**
 * The page's early script (Firebase mode): asks for what a visitor's link shows first while the
 * app's code is still downloading, and leaves the request for the app (handOverFirstRead). It is
 * its own entry, listed in the HTML before the app's, and imports nothing the app imports, so it
 * arrives and runs alone: the request leaves about a round trip after the HTML instead of after
 * the app's 100 kB entry (config/early-script.ts).
 */
import { alsoReadingTicket, handOverFirstRead, startAllEventsFirstRead, startEventFirstRead } from './adapters/di/first-read.early';
import { askForTheDataLayer, filesNamed, onceParsed, preload, warmTheDateFormat } from './early-page';
import { firstDataAt } from './ui/app/first-data';

// The public settings, read as app-config.ts reads them: importing it would share a chunk.
const target = {
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
  ...(import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ? { emulatorHost: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST } : {}),
};
const shown = firstDataAt(window.location.pathname, window.location.search);
function eventRead(idOrSlug: string, ticketId: string | undefined) {
  const read = startEventFirstRead(target, idOrSlug);
  return ticketId ? alsoReadingTicket(read, target, ticketId) : read;
}
handOverFirstRead(
  shown?.kind === 'event' ? eventRead(shown.idOrSlug, shown.ticketId) : shown?.kind === 'events' ? startAllEventsFirstRead(target) : null,
);
// A page with a first look asks for the data layer once it has shown it (data-layer-start.ts);
// any other page needs it at once.
if (!shown) askForTheDataLayer();
// A ticket's page draws its ticket from the first look with its view and QR code library, which
// the entry would only ask for once it has rendered the page: asked for now, they come with it.
if (shown?.kind === 'event' && shown.ticketId) onceParsed(() => preload(filesNamed('rollcall:ticket-view')));
warmTheDateFormat();
