import { NO_APP_UPDATES, type AppOnDevice, type AppUpdates } from '../../application/ports/app-updates.port';
import type { DoorCopy, DoorCopyUpdate } from '../../application/ports/door-copy.port';

/** A door copy that gives these updates (or this error) when followed; `reachable`: the network. */
export function scriptedDoorCopy({
  updates = [],
  error,
  reachable,
}: {
  updates?: DoorCopyUpdate[];
  error?: Error;
  reachable: boolean;
}): DoorCopy {
  return {
    follow: (_event, listener) => {
      for (const update of updates) listener.update(update);
      if (error) listener.error(error);
      return () => undefined;
    },
    canAskSource: () => reachable,
    held: async () => [],
    wipe: async () => undefined,
  };
}

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
