import type { Unsubscribe } from './document-store.port';

/** New versions of the app on this device: installed beside the running one, taken when chosen. */
export interface AppUpdates {
  /** Calls back with true once a new version is installed and waits to take over. */
  watch(listener: (waiting: boolean) => void): Unsubscribe;
  /** Lets the waiting version take over, and reloads the page with it. */
  update(): Promise<void>;
}

/** Where no service worker runs (the dev server, tests): never a new version to offer. */
export const NO_APP_UPDATES: AppUpdates = {
  watch: (listener) => {
    listener(false);
    return () => undefined;
  },
  update: async () => undefined,
};
