import { setupWorker } from 'msw/browser';
import { thirdPartyHandlers } from './handlers';
import { confirmMocking, untilControlled } from './until-controlled';

const CONTROL_TIMEOUT_MS = 5_000;

let started: Promise<void> | null = null;

async function start(geolocationUrl: string, workerUrl: string): Promise<void> {
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
