/**
 * The browser's local storage, or null where there is none or it is refused (a private window,
 * blocked site data, Node): callers then keep what they would have stored for the page only.
 */
export function deviceStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
