import type { StoredUser } from './navigation-mode';

/** The verified session: who is signed in, and whether the identity provider says admin. */
export type AuthSession = {
  uid: string;
  email: string;
  name: string;
  /** From the `admin` custom claim (Firebase) or the account record (offline); never from a cookie. */
  admin: boolean;
  /** Door staff (the `door` claim): the scanner only, for any event. Absent: not door staff. */
  door?: boolean;
};

export function toStoredUser(session: AuthSession): StoredUser {
  return { id: session.uid, email: session.email, name: session.name, admin: session.admin, ...(session.door ? { door: true } : {}) };
}

/** Reads the `user` cookie defensively: anything that is not a stored user is no user. */
export function parseStoredUser(text: string | undefined): StoredUser | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return {
    id: typeof record.id === 'string' ? record.id : '',
    email: typeof record.email === 'string' ? record.email : '',
    name: typeof record.name === 'string' ? record.name : '',
    admin: record.admin === true,
    ...(record.door === true ? { door: true } : {}),
  };
}

/** A name to greet someone by when the provider has none: the part of the e-mail before "@". */
export function displayName(name: string | null | undefined, email: string): string {
  return name?.trim() || email.split('@')[0] || email;
}
