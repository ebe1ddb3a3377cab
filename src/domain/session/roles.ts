import type { AuthSession } from './session';

type Roles = Pick<AuthSession, 'admin' | 'door'>;

/**
 * Two roles besides visitors: administrators (everything) and door staff, who use the scanner
 * and nothing else of the staff area. Both sign in at `/admin-login`.
 */
export function usesScanner(session: Roles): boolean {
  return session.admin || session.door === true;
}

export function isDoorOnly(session: Roles): boolean {
  return !session.admin && session.door === true;
}

/** Where door staff go after signing in: the scanner (keeping an event chosen in `next`). */
export function landingFor(session: Roles, next: string): string {
  if (!isDoorOnly(session) || next === '/scanner' || next.startsWith('/scanner?')) return next;
  return '/scanner';
}
