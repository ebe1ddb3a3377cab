const KEY = 'rollcall.language';

/**
 * The language chosen with the top bar's switch, kept on this device. Read before the first
 * render, so before the data layer exists: that is why it is not behind a port.
 */
export function rememberedLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, locale);
  } catch {
    // Private browsing without storage: the choice lasts until the page is closed.
  }
}
