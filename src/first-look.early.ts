/**
 * The page's early script (offline build): on a visitor's page opened from a link, finds whether
 * this browser holds the data yet. On a first visit the page shows the demo's events at once (its
 * first look, demo-first-look.ts) and asks for the data layer once that has painted; a browser
 * that holds the data, and every other page, asks for the data layer now. Its own entry, listed
 * in the HTML before the app's, importing nothing the app imports (config/early-script.ts).
 */
import { handOverFirstVisit, isFirstVisit } from './adapters/di/first-visit.early';
import { askForTheDataLayer, warmTheDateFormat } from './early-page';
import { firstDataAt } from './ui/app/first-data';

const firstVisit = firstDataAt(window.location.pathname) ? isFirstVisit() : null;
handOverFirstVisit(firstVisit);
if (firstVisit) void firstVisit.then((first) => first || askForTheDataLayer());
else askForTheDataLayer();
warmTheDateFormat();
