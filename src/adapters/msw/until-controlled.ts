/** What this needs of `navigator.serviceWorker`. */
export type ServiceWorkerControl = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;

/**
 * Resolves once a service worker controls the page. MSW's `start()` can resolve before that on
 * the visit that installs the worker (the page navigated while it installed, say): a fetch in
 * between would go to the real network. Past `timeoutMs` it rejects instead, so the offline
 * app reports the call as failed rather than letting it leave the machine (a hard reload, for
 * one, leaves the page uncontrolled on purpose).
 */
export function untilControlled(serviceWorker: ServiceWorkerControl, timeoutMs: number): Promise<void> {
  if (serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const controlled = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      serviceWorker.removeEventListener('controllerchange', controlled);
      reject(new Error('The mock service worker does not control this page: third-party calls stay off.'));
    }, timeoutMs);
    serviceWorker.addEventListener('controllerchange', controlled, { once: true });
  });
}

/** What `confirmMocking` needs of `navigator.serviceWorker`. */
export type ServiceWorkerMessages = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;

/**
 * Asks the worker that controls the page now to answer this page's requests, and waits for its
 * yes (MSW's worker protocol: `MOCK_ACTIVATE`, answered `MOCKING_ENABLED`). MSW's worker keeps
 * the pages it answers for in memory only, and lets the requests of any other page through to
 * the network: a worker the browser stopped when idle and started again has forgotten them
 * (mswjs/msw#2115, #2635), and after a navigation the page may still be controlled by an older
 * worker than the one MSW told. Asked right before each call, the worker that will see the
 * request knows the page. Past `timeoutMs` it rejects, and the call is not made.
 */
export function confirmMocking(serviceWorker: ServiceWorkerMessages, timeoutMs: number): Promise<void> {
  const worker = serviceWorker.controller;
  if (!worker) return Promise.reject(new Error('No mock service worker controls this page: third-party calls stay off.'));
  return new Promise((resolve, reject) => {
    const answered = (event: Event) => {
      const { source, data } = event as MessageEvent<unknown>;
      if (source !== worker || (data as { type?: unknown } | null)?.type !== 'MOCKING_ENABLED') return;
      stop();
      resolve();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The mock service worker did not confirm that it answers this page: third-party calls stay off.'));
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      serviceWorker.removeEventListener('message', answered);
    };
    serviceWorker.addEventListener('message', answered);
    worker.postMessage('MOCK_ACTIVATE');
  });
}
