import type { Unsubscribe } from './document-store.port';

/**
 * Whether the app itself is kept on this device, so that it opens again without network:
 * `keeping` until it is (its first download under way, or cut short and tried again), and
 * `impossible` where this browser keeps nothing (a private window, a page not served over HTTPS).
 */
export type AppOnDevice = 'kept' | 'keeping' | 'impossible';

/** The app's versions on this device: kept for use without network, and new ones installed beside the running one. */
export interface AppUpdates {
  /** Calls back with true once a new version is installed and waits to take over. */
  watch(listener: (waiting: boolean) => void): Unsubscribe;
  /** Lets the waiting version take over, and reloads the page with it. */
  update(): Promise<void>;
  /** Calls back with whether the app is kept on this device, now and whenever that changes. */
  watchOnDevice(listener: (state: AppOnDevice) => void): Unsubscribe;
  /**
   * Somebody signed in on this device: what a session loads is kept as well, and for staff
   * (`forStaff`: administrators, door staff) their pages and the scanner; from now on the app
   * is `kept` only once they are.
   */
  keepForSignedIn(forStaff: boolean): void;
}

/**
 * Where no service worker runs by design (the dev server, tests): never a new version to offer,
 * and nothing to keep, since the app is served by the machine it is developed or tested on.
 */
export const NO_APP_UPDATES: AppUpdates = {
  watch: (listener) => {
    listener(false);
    return () => undefined;
  },
  update: async () => undefined,
  watchOnDevice: (listener) => {
    listener('kept');
    return () => undefined;
  },
  keepForSignedIn: () => undefined,
};
