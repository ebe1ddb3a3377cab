import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ServiceResolver } from './application/tokens';
import { EarlyFirstLook, takeFirstRead, type FirstRead } from './adapters/di/first-read.firebase';
import { DemoFirstLook, takeFirstVisit } from './adapters/di/first-look.offline';
import type { FirstLook } from './application/ports/first-look.port';
import { readAppConfig, type AppConfig } from './app-config';
import { startOnRequest } from './data-layer-start';
import { App } from './ui/app/app';
import { activateLocale, startingLocale, textsIn } from './ui/i18n/language';
import { StartUpFailure } from './ui/app/start-up-failure';
import './ui/styles/app.css';

/** How long a page with a first look may leave the data layer unasked for (it asks once it has shown it). */
const LATEST_DATA_LAYER_START_MS = 2_000;

/**
 * What a page starts with, before the container's chunk: Firebase, its first read; offline, when
 * the demo is stored (the seed's time, so that its first look and the stored data agree). Both:
 * the page's first look, and whether to wait for it before asking for the data layer (`usable`).
 */
type EarlyStart = {
  firstRead: FirstRead | null;
  demoSeededAt: Date | null;
  firstLook: FirstLook | null;
  usable: Promise<boolean> | null;
};

/** The first read the page's early script sent (first-read.early.ts), and the page's first look at it. */
function takeEarlyStart(): EarlyStart {
  const firstRead = takeFirstRead();
  return {
    firstRead,
    demoSeededAt: null,
    firstLook: firstRead ? new EarlyFirstLook(firstRead) : null,
    usable: firstRead ? firstRead.answer.then((answer) => answer.usable) : null,
  };
}

/** Offline: on a browser's first visit (first-look.early.ts), the demo's events as they are about to be stored. */
function takeDemoStart(): EarlyStart {
  const firstVisit = takeFirstVisit();
  const demoSeededAt = new Date();
  return { firstRead: null, demoSeededAt, firstLook: firstVisit ? new DemoFirstLook(demoSeededAt, firstVisit) : null, usable: firstVisit };
}

/**
 * The composition root: picks the container for the mode. The mode is fixed at build time,
 * so the bundler drops the other mode's container with everything it imports.
 */
async function createServices(config: AppConfig, { firstRead, demoSeededAt }: EarlyStart): Promise<ServiceResolver> {
  if (import.meta.env.VITE_ROLLCALL_MODE === 'firebase' || import.meta.env.VITE_ROLLCALL_MODE === 'emulators') {
    const { createFirebaseContainer } = await import('./adapters/di/container.firebase');
    return createFirebaseContainer({
      firstRead,
      firebase: config.firebase,
      geolocationUrl: config.geolocationUrl,
      ...(config.firestoreEmulatorHost ? { firestoreEmulatorHost: config.firestoreEmulatorHost } : {}),
      ...(config.authEmulatorUrl ? { authEmulatorUrl: config.authEmulatorUrl } : {}),
      serviceWorker: import.meta.env.PROD,
      messageLanguages: textsIn,
    });
  }
  const { createOfflineContainer } = await import('./adapters/di/container.offline');
  return createOfflineContainer({
    data: 'demo',
    ...(demoSeededAt ? { demoSeededAt } : {}),
    geolocationUrl: config.geolocationUrl,
    // Production builds run MSW inside the app's own service worker (service-worker/offline).
    mockServiceWorker: { url: `${config.baseUrl}${import.meta.env.PROD ? 'sw.js' : 'mockServiceWorker.js'}` },
    serviceWorker: import.meta.env.PROD,
    messageLanguages: textsIn,
  });
}

const root = createRoot(document.getElementById('root') as HTMLElement);
// The language's catalogue loads beside the data layer; the app shows once it is in.
const language = activateLocale(startingLocale()).catch((error: unknown) => {
  console.error('The chosen language could not be loaded; showing English:', error);
  return activateLocale('en');
});
const config = readAppConfig();
const early: EarlyStart =
  import.meta.env.VITE_ROLLCALL_MODE === 'firebase' || import.meta.env.VITE_ROLLCALL_MODE === 'emulators'
    ? takeEarlyStart()
    : takeDemoStart();
// The frame and the page's code show while the data layer loads: pages wait for it behind
// their loading state (see ServicesProvider), or show their first look, instead of the whole
// screen staying blank.
const dataLayer = startOnRequest(() => createServices(config, early));
if (early.usable) {
  // The page asks for it once its first look has painted (onFirstLookShown). Without a usable
  // first look the page has nothing to show before it; and should no page take the first look
  // (a visitor who followed a link at once), it does not wait longer than this.
  void early.usable.then((usable) => usable || dataLayer.start());
  if (early.firstRead?.kind === 'event') void early.firstRead.ticket?.answer.then((answer) => answer.usable || dataLayer.start());
  window.setTimeout(dataLayer.start, LATEST_DATA_LAYER_START_MS);
} else {
  dataLayer.start();
}
let failedToStart = false;
// The HTML frame is already on screen: a transition lets React render the app in slices,
// so that a phone's main thread is never blocked long enough to miss a tap. It starts once the
// language is in: rendered before, the app is nothing (the texts' provider waits for them), which
// takes the frame off the screen, and the language's arrival then drew the whole app again in
// one task, outside the transition (docs/performance.md, "The first render in slices").
language.then(
  () => {
    if (failedToStart) return;
    startTransition(() => root.render(<App services={dataLayer.loaded} firstLook={early.firstLook} onFirstLookShown={dataLayer.start} />));
  },
  // No language at all: said below, with the start's other failures.
  () => undefined,
);
Promise.all([dataLayer.loaded, language]).catch((error: unknown) => {
  failedToStart = true;
  console.error('Rollcall could not start:', error);
  root.render(<StartUpFailure message={error instanceof Error ? error.message : String(error)} />);
});
