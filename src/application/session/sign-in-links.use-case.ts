import type { AuthSession } from '../../domain/session/session';
import { isValidEmail, normaliseEmail } from '../../domain/shared/email';
import { authErrorSentence } from '../../domain/session/auth-errors';
import { AuthError, SIGN_IN_LINK, type AuthGateway } from '../ports/auth-gateway.port';

export type LinkRequest = { kind: 'sent' } | { kind: 'invalid' } | { kind: 'failed'; message: string };
export type LinkSignIn = { kind: 'signed-in'; session: AuthSession } | { kind: 'refused'; message: string };

const reasonOf = (error: unknown) =>
  error instanceof AuthError ? authErrorSentence(error.code) : error instanceof Error ? error.message : String(error);

/**
 * A visitor without a password gets their tickets back with their address: a one-time link goes
 * to it (never to the screen, so nobody learns another person's tickets by typing their address),
 * and opening it signs them in, where their tickets are listed.
 */
export class SignInLinks {
  constructor(private readonly auth: AuthGateway) {}

  async request(email: string, returnTo: string): Promise<LinkRequest> {
    if (!isValidEmail(email)) return { kind: 'invalid' };
    try {
      await this.auth.sendSignInLink(normaliseEmail(email), returnTo);
      return { kind: 'sent' };
    } catch (error) {
      return { kind: 'failed', message: reasonOf(error) };
    }
  }

  /** Whether the page was opened from such a link. */
  isLink(url: string): boolean {
    const query = new URL(url).searchParams;
    return query.get('mode') === SIGN_IN_LINK.mode && query.has(SIGN_IN_LINK.codeParameter);
  }

  async complete(email: string, link: string): Promise<LinkSignIn> {
    if (!isValidEmail(email)) return { kind: 'refused', message: authErrorSentence('auth/invalid-email') };
    try {
      return { kind: 'signed-in', session: await this.auth.completeSignInLink(normaliseEmail(email), link) };
    } catch (error) {
      return { kind: 'refused', message: reasonOf(error) };
    }
  }
}
