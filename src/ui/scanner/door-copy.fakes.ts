import type { DoorCopy, DoorCopyUpdate } from '../../application/ports/door-copy.port';

/** A door copy that gives these updates (or this error) when followed; `reachable`: the network (asked each time, if a function). */
export function scriptedDoorCopy({
  updates = [],
  error,
  reachable,
}: {
  updates?: DoorCopyUpdate[];
  error?: Error;
  reachable: boolean | (() => boolean);
}): DoorCopy {
  return {
    follow: (_event, listener) => {
      for (const update of updates) listener.update(update);
      if (error) listener.error(error);
      return () => undefined;
    },
    canAskSource: () => (typeof reachable === 'function' ? reachable() : reachable),
    held: async () => [],
    wipe: async () => undefined,
  };
}
