import type { LiveResultInfo } from '../ports/document-store.port';

/**
 * What a live query hands its listener: the latest value, and whether the store of record has
 * confirmed it (false while it is only this device's copy, see LiveResultInfo).
 */
export type LiveListener<T> = (value: T, info: LiveResultInfo) => void;

/**
 * Joins live parts into one result: it is reported once every part has answered, and is
 * confirmed only when every part is. `joinLive(names, onChange)(name)` is the listener of a part.
 */
export function joinLive<T extends Record<string, unknown>>(
  names: ReadonlyArray<keyof T>,
  onChange: LiveListener<T>,
): <K extends keyof T>(name: K) => LiveListener<T[K]> {
  const values: Partial<T> = {};
  const confirmed = new Map<keyof T, boolean>();
  return (name) => (value, info) => {
    values[name] = value;
    confirmed.set(name, info.confirmed);
    if (confirmed.size < names.length) return;
    onChange({ ...values } as T, { confirmed: [...confirmed.values()].every(Boolean) });
  };
}
