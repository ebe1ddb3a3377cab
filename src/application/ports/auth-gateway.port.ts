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
  /**
   * Sends a one-time link to the address that signs its reader in (a visitor without a password
   * getting their tickets back): the answer goes to the address, never to the screen. `returnTo`:
   * the page the link opens, which completes the sign-in. Rejects with an AuthError.
   */
  sendSignInLink(email: string, returnTo: string): Promise<void>;
  /** Signs in with a link sent by `sendSignInLink`, opened at `link`; rejects with an AuthError (used, expired, another address). */
  completeSignInLink(email: string, link: string): Promise<AuthSession>;
}

/** The query a sign-in link opens its page with (Firebase's own: `mode=signIn&oobCode=…`). */
export const SIGN_IN_LINK = { mode: 'signIn', codeParameter: 'oobCode' } as const;

/** Shown on the sign-in pages in offline mode: public demo credentials, nothing secret. */
export type DemoAccount = { email: string; password: string; name: string; admin: boolean; door?: boolean };
