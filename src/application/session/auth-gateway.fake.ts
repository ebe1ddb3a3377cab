import type { AuthSession } from '../../domain/session/session';
import { AuthError, type AuthGateway } from '../ports/auth-gateway.port';

type Account = { password: string; session: AuthSession };

/**
 * An in-memory AuthGateway for machine tests and stories. It runs the same contract as the
 * real adapters (src/adapters/contracts), so what it does they do.
 */
export class FakeAuthGateway implements AuthGateway {
  private readonly accounts = new Map<string, Account>();
  private readonly listeners = new Set<(session: AuthSession | null) => void>();
  private current: AuthSession | null = null;
  /** Set to make every sign-in fail with this code, or never answer. */
  failWith: string | 'never' | null = null;
  signInCalls = 0;
  signOutCalls = 0;

  addAccount(email: string, password: string, options: { admin?: boolean; door?: boolean; name?: string } = {}): this {
    const session = {
      uid: `uid-${this.accounts.size + 1}`,
      email,
      name: options.name ?? email.split('@')[0] ?? email,
      admin: options.admin ?? false,
      ...(options.door ? { door: true } : {}),
    };
    this.accounts.set(email, { password, session });
    return this;
  }

  grantAdmin(email: string): void {
    const account = this.accounts.get(email);
    if (account) account.session = { ...account.session, admin: true };
  }

  /** As if restored from an earlier visit. */
  restoreAs(email: string): this {
    this.current = this.accounts.get(email)?.session ?? null;
    return this;
  }

  /** As if another tab signed out. */
  signOutElsewhere(): void {
    this.setCurrent(null);
  }

  watchSession(listener: (session: AuthSession | null) => void): () => void {
    this.listeners.add(listener);
    queueMicrotask(() => this.listeners.has(listener) && listener(this.current));
    return () => this.listeners.delete(listener);
  }

  async signIn(email: string, password: string): Promise<AuthSession> {
    this.signInCalls += 1;
    if (this.failWith === 'never') return new Promise<AuthSession>(() => undefined);
    if (this.failWith) throw new AuthError(this.failWith);
    const account = this.accounts.get(email);
    if (!account || account.password !== password) throw new AuthError('auth/invalid-credential');
    this.setCurrent(account.session);
    return account.session;
  }

  async signOut(): Promise<void> {
    this.signOutCalls += 1;
    this.setCurrent(null);
  }

  private setCurrent(session: AuthSession | null): void {
    this.current = session;
    this.listeners.forEach((listener) => listener(session));
  }
}
