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
