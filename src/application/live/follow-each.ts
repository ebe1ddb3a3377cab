import type { Unsubscribe } from '../ports/document-store.port';
import type { LiveListener } from './live-result';

/** A live value per key, for a set of keys that changes (the events a page shows). */
export type EachFollowed = {
  /** Follows these keys from now on: new ones are started, ones no longer given are stopped. */
  follow(keys: Iterable<string>): void;
  stop(): void;
};

/**
 * One live query per key, started and stopped as the set of keys changes. `onChange` is told
 * every key's latest value that has answered (a key not in the map has not answered yet), and
 * the result is confirmed only when every answer is.
 */
export function followEach<V>(
  watchOne: (key: string, onChange: LiveListener<V>) => Unsubscribe,
  onChange: LiveListener<ReadonlyMap<string, V>>,
): EachFollowed {
  const stops = new Map<string, Unsubscribe>();
  const values = new Map<string, V>();
  const confirmed = new Map<string, boolean>();
  const tell = () => onChange(new Map(values), { confirmed: [...confirmed.values()].every(Boolean) });
  return {
    follow(keys) {
      const wanted = new Set(keys);
      let dropped = false;
      for (const [key, stop] of stops) {
        if (wanted.has(key)) continue;
        stop();
        stops.delete(key);
        dropped = values.delete(key) || dropped;
        confirmed.delete(key);
      }
      for (const key of wanted) {
        if (stops.has(key)) continue;
        // A flag, not the map: a first answer may come while the query starts.
        const live = { stopped: false };
        const stop = watchOne(key, (value, info) => {
          if (live.stopped) return;
          values.set(key, value);
          confirmed.set(key, info.confirmed);
          tell();
        });
        stops.set(key, () => {
          live.stopped = true;
          stop();
        });
      }
      if (dropped) tell();
    },
    stop() {
      for (const stop of stops.values()) stop();
      stops.clear();
    },
  };
}
