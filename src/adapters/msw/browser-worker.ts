import { setupWorker } from 'msw/browser';
import { thirdPartyHandlers } from './handlers';
import { confirmMocking, untilControlled } from './until-controlled';

const CONTROL_TIMEOUT_MS = 5_000;
/** The app's worker installing on a first visit: it downloads the whole build first. */
const INSTALL_TIMEOUT_MS = 60_000;

let started: Promise<void> | null = null;

async function start(geolocationUrl: string, workerUrl: string): Promise<void> {
  // MSW reloads a page that a registration of its worker does not control yet. In production
  // builds its worker is the app's own, registered by the page and installing on a first visit
  // (it precaches the build, then takes control): wait for that rather than be reloaded under
  // a person's hands.
  if (await navigator.serviceWorker.getRegistration()) {
    await navigator.serviceWorker.ready;
    await untilControlled(navigator.serviceWorker, INSTALL_TIMEOUT_MS);
  }
  const worker = setupWorker(...thirdPartyHandlers(geolocationUrl));
  await worker.start({
    serviceWorker: { url: workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await untilControlled(navigator.serviceWorker, CONTROL_TIMEOUT_MS);
}

/**
 * Resolves when MSW's service worker will answer this page's next third-party call: started
 * once, then confirmed with the worker that controls the page before every call.
 */
export async function beforeMockedCall(geolocationUrl: string, workerUrl: string): Promise<void> {
  started ??= start(geolocationUrl, workerUrl).catch((error: unknown) => {
    started = null;
    throw error;
  });
  await started;
  await confirmMocking(navigator.serviceWorker, CONTROL_TIMEOUT_MS);
}
