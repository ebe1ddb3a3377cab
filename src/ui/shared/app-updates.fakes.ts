import { NO_APP_UPDATES, type AppOnDevice, type AppUpdates } from '../../application/ports/app-updates.port';

/** The app's updates where the app itself is in this state on the device (saved, being saved, or not possible). */
export function appOnDevice(state: AppOnDevice): AppUpdates {
  return {
    ...NO_APP_UPDATES,
    watchOnDevice: (listener) => {
      listener(state);
      return () => undefined;
    },
  };
}
