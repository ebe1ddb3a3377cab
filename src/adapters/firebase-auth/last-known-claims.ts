import { deviceStorage } from '../browser/device-storage';
export type KnownRoles = { admin: boolean; door: boolean };
const NO_ROLES: KnownRoles = { admin: false, door: false };

/**
 * The role claims last read from an account's ID token, kept on the device: an ID token
 * lasts an hour, and refreshing it needs the network, so a door that reloads without network
 * after that would otherwise find its staff member signed out (with no way to sign in again).
 * Only the screens use it; every write is still judged by the rules with a fresh token.
 */
export type LastKnownClaims = {
  remember(uid: string, roles: KnownRoles): void;
  recall(uid: string): KnownRoles;
  forget(): void;
};

const KEY = 'rollcall.session.lastKnownClaims';

/** In the browser's local storage (a private window without it: in memory for the page). */
export function browserLastKnownClaims(): LastKnownClaims {
  let inMemory: ({ uid: string } & KnownRoles) | null = null;
  const read = (): ({ uid: string } & KnownRoles) | null => {
    const stored = deviceStorage()?.getItem(KEY);
    if (!stored) return inMemory;
    try {
      const parsed = JSON.parse(stored) as { uid?: unknown; admin?: unknown; door?: unknown };
      return typeof parsed.uid === 'string' ? { uid: parsed.uid, admin: parsed.admin === true, door: parsed.door === true } : null;
    } catch {
      return null;
    }
  };
  return {
    remember: (uid, roles) => {
      inMemory = { uid, admin: roles.admin, door: roles.door };
      deviceStorage()?.setItem(KEY, JSON.stringify(inMemory));
    },
    recall: (uid) => {
      const known = read();
      return known?.uid === uid ? { admin: known.admin, door: known.door } : NO_ROLES;
    },
    forget: () => {
      inMemory = null;
      deviceStorage()?.removeItem(KEY);
    },
  };
}
