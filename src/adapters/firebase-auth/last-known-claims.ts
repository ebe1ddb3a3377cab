import { deviceStorage } from '../browser/device-storage';
/**
 * The administrator claim last read from an account's ID token, kept on the device: an ID token
 * lasts an hour, and refreshing it needs the network, so a door that reloads without network
 * after that would otherwise find its staff member signed out (with no way to sign in again).
 * Only the screens use it; every write is still judged by the rules with a fresh token.
 */
export type LastKnownClaims = {
  remember(uid: string, admin: boolean): void;
  recall(uid: string): boolean;
  forget(): void;
};

const KEY = 'rollcall.session.lastKnownClaims';


/** In the browser's local storage (a private window without it: in memory for the page). */
export function browserLastKnownClaims(): LastKnownClaims {
  let inMemory: { uid: string; admin: boolean } | null = null;
  const read = (): { uid: string; admin: boolean } | null => {
    const stored = deviceStorage()?.getItem(KEY);
    if (!stored) return inMemory;
    try {
      const parsed = JSON.parse(stored) as { uid?: unknown; admin?: unknown };
      return typeof parsed.uid === 'string' ? { uid: parsed.uid, admin: parsed.admin === true } : null;
    } catch {
      return null;
    }
  };
  return {
    remember: (uid, admin) => {
      inMemory = { uid, admin };
      deviceStorage()?.setItem(KEY, JSON.stringify(inMemory));
    },
    recall: (uid) => {
      const known = read();
      return known?.uid === uid && known.admin;
    },
    forget: () => {
      inMemory = null;
      deviceStorage()?.removeItem(KEY);
    },
  };
}
