/**
 * The page's early script (offline build): on a visitor's page opened from a link, finds whether
 * this browser holds the data yet. On a first visit the page shows the demo's events at once (its
 * first look, demo-first-look.ts) and asks for the data layer once that has painted; a browser
 * that holds the data, a ticket's page and every other page ask for the data layer now. Its own
 * entry, listed in the HTML before the app's, importing nothing the app imports
 * (config/early-script.ts).
 */
import { handOverFirstVisit, isFirstVisit } from './adapters/di/first-visit.early';
import { askForTheDataLayer, warmTheDateFormat } from './early-page';
import { firstDataAt } from './ui/app/first-data';

const shown = firstDataAt(window.location.pathname, window.location.search);
const firstVisit = shown ? isFirstVisit() : null;
handOverFirstVisit(firstVisit);
// A ticket's page draws the ticket, which only the data layer has (the demo's tickets come with
// its people): asked for now, beside the entry, while the page shows its event from the first
// look. Asked for once the event had painted, the ticket showed 1.1-1.5 s later on slow 4G.
if (firstVisit && !(shown?.kind === 'event' && shown.ticketId)) void firstVisit.then((first) => first || askForTheDataLayer());
else askForTheDataLayer();
warmTheDateFormat();
