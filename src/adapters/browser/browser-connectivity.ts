import type { Connectivity } from '../../application/ports/connectivity.port';

/** navigator.onLine where there is a navigator (browsers); "online" elsewhere. */
export const browserConnectivity: Connectivity = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
};

/** Calls back when the browser goes on- or offline; nothing to watch outside a browser. */
export function onConnectivityChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
