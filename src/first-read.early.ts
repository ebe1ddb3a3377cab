/**
 * The page's early script (Firebase mode): asks for what a visitor's link shows first while the
 * app's code is still downloading, and leaves the request for the app (handOverFirstRead). It is
 * its own entry, listed in the HTML before the app's, and imports nothing the app imports, so it
 * arrives and runs alone: the request leaves about a round trip after the HTML instead of after
 * the app's 100 kB entry (config/early-script.ts).
 */
import { alsoReadingTicket, handOverFirstRead, startAllEventsFirstRead, startEventFirstRead } from './adapters/di/first-read.early';
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
function preload(hrefs: readonly string[]) {
  for (const href of hrefs)
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: 'anonymous' }));
}
/** The files the HTML names in a meta element (config/data-layer-chunk.ts, config/ticket-view-files.ts). */
function filesNamed(meta: string): string[] {
  return document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content.split(' ').filter(Boolean) ?? [];
}
/** Once the HTML is parsed (its meta elements are there), not once the entry has run: DOMContentLoaded waits for it. */
function onceParsed(work: () => void) {
  if (document.readyState === 'loading') document.addEventListener('readystatechange', work, { once: true });
  else work();
}
// A page with a first look asks for the data layer once it has shown it (data-layer-start.ts);
// any other page needs it at once.
function askForTheDataLayer() {
  preload(filesNamed('rollcall:data-layer'));
}
if (!shown) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', askForTheDataLayer, { once: true });
  else askForTheDataLayer();
}
// A ticket's page draws its ticket from the first look with its view and QR code library, which
// the entry would only ask for once it has rendered the page: asked for now, they come with it.
if (shown?.kind === 'event' && shown.ticketId) onceParsed(() => preload(filesNamed('rollcall:ticket-view')));
// The page's first date costs the browser its locale data (about 35 ms on a fast machine, four
// times that on a phone), once per page. Taken here, in a task of its own after the request has
// left, that happens while the phone waits for the app's entry instead of inside the first render.
window.setTimeout(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0), 0);
