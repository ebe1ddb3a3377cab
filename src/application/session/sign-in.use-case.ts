import { NOT_AN_ADMIN } from '../../domain/session/auth-errors';
import { usesScanner } from '../../domain/session/roles';
import type { AuthSession } from '../../domain/session/session';
import { isValidEmail, normaliseEmail } from '../../domain/shared/email';
import { AuthError, type AuthGateway } from '../ports/auth-gateway.port';

export type SignInRequest = { email: string; password: string; requireAdmin: boolean };

/**
 * Signs in; at the staff sign-in (`requireAdmin`) a valid account that is neither an
 * administrator nor door staff is signed straight out again and refused, so it never holds a
 * session there. Which pages each role then opens is the routes' business.
 */
export async function signIn(auth: AuthGateway, request: SignInRequest): Promise<AuthSession> {
  if (!isValidEmail(request.email)) throw new AuthError('auth/invalid-email');
  if (request.password === '') throw new AuthError('auth/missing-password');
  const session = await auth.signIn(normaliseEmail(request.email), request.password);
  if (request.requireAdmin && !usesScanner(session)) {
    await auth.signOut();
    throw new AuthError(NOT_AN_ADMIN, NOT_AN_ADMIN, [], session.uid);
  }
  return session;
}
