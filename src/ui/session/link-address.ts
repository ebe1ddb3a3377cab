const KEY = 'rollcall.signInLinkAddress';

/**
 * The address a sign-in link was asked for, kept on this device until the link comes back: opened
 * here, it signs in at once; opened on another device, the page asks for the address again (the
 * link alone must not be enough, as a forwarded e-mail would otherwise sign its reader in). Kept
 * beside the data layer, not in it: it is this browser's, like the language chosen.
 */
export const linkAddress = {
  remember(email: string): void {
    try {
      globalThis.localStorage?.setItem(KEY, email);
    } catch {
      // Without storage the page asks for the address when the link is opened.
    }
  },
  recall(): string | null {
    try {
      return globalThis.localStorage?.getItem(KEY) ?? null;
    } catch {
      return null;
    }
  },
  forget(): void {
    try {
      globalThis.localStorage?.removeItem(KEY);
    } catch {
      // Nothing kept.
    }
  },
};
