/**
 * The data layer's chunk, asked for when the page is ready for it. A Firebase visitor's page
 * shows its first look from the early read without it: its download then only competes with the
 * page's own (the entry's) for a phone's bandwidth, so it waits until the first look has painted,
 * or until the early read turned out unusable (the page waits for the data layer then). Every
 * other page asks for it at once.
 */
export type DataLayerStart<T> = {
  /** The loaded data layer; pending until `start()` was called, then until it has loaded. */
  readonly loaded: Promise<T>;
  /** Asks for it (again is harmless). */
  start(): void;
};

export function startOnRequest<T>(load: () => Promise<T>): DataLayerStart<T> {
  let start: () => void = () => undefined;
  const loaded = new Promise<T>((resolve) => {
    start = () => {
      start = () => undefined;
      resolve(load());
    };
  });
  return { loaded, start: () => start() };
}
