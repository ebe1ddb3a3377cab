import { setupWorker } from 'msw/browser';
import { thirdPartyHandlers } from './handlers';
import { untilControlled } from './until-controlled';

const CONTROL_TIMEOUT_MS = 5_000;

/** Starts MSW's service worker so the offline app never reaches a third party. */
export async function startMockServiceWorker(geolocationUrl: string, baseUrl: string): Promise<void> {
  const worker = setupWorker(...thirdPartyHandlers(geolocationUrl));
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await untilControlled(navigator.serviceWorker, CONTROL_TIMEOUT_MS);
}
