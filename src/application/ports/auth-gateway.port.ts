import type { AuthSession } from '../../domain/session/session';
import type { Unsubscribe } from './document-store.port';

/** A sign-in that did not work, with the identity provider's code and any details. */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string = code,
    /** For `auth/password-does-not-meet-requirements`: which password rules are not met. */
    readonly details: readonly string[] = [],
    /** The account a refusal is about (a valid account that is not an administrator). */
    readonly uid?: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** E-mail and password sign-in with a session that survives restarts. */
export interface AuthGateway {
  /** Reports the restored session first, then every change, from this tab or another. */
  watchSession(listener: (session: AuthSession | null) => void): Unsubscribe;
  /** Resolves with the verified session; rejects with an AuthError. */
  signIn(email: string, password: string): Promise<AuthSession>;
  signOut(): Promise<void>;
}

/** Shown on the sign-in pages in offline mode: public demo credentials, nothing secret. */
export type DemoAccount = { email: string; password: string; name: string; admin: boolean; door?: boolean };
