import type { LiveResultInfo } from '../ports/document-store.port';

/**
 * What a live query hands its listener: the latest value, and whether the store of record has
 * confirmed it (false while it is only this device's copy, see LiveResultInfo).
 */
export type LiveListener<T> = (value: T, info: LiveResultInfo) => void;

/**
 * Joins live parts into one result: it is reported once every part has answered, and is
 * confirmed only when every part is. `joinLive(names, onChange)(name)` is the listener of a part.
 * A part given in `shownBefore` is not waited for: the result is reported with that value (an
 * unknown, like seats not counted yet, not a stale copy) until the part answers.
 */
export function joinLive<T extends Record<string, unknown>>(
  names: ReadonlyArray<keyof T>,
  onChange: LiveListener<T>,
  shownBefore: Partial<T> = {},
): <K extends keyof T>(name: K) => LiveListener<T[K]> {
  const values: Partial<T> = { ...shownBefore };
  const confirmed = new Map<keyof T, boolean>(Object.keys(shownBefore).map((name) => [name, true]));
  return (name) => (value, info) => {
    values[name] = value;
    confirmed.set(name, info.confirmed);
    if (confirmed.size < names.length) return;
    onChange({ ...values } as T, { confirmed: [...confirmed.values()].every(Boolean) });
  };
}
