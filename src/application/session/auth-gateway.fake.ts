import { LINK_FOR_ANOTHER_ADDRESS } from '../../domain/session/auth-errors';
import type { AuthSession } from '../../domain/session/session';
import { AuthError, SIGN_IN_LINK, type AuthGateway } from '../ports/auth-gateway.port';

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

  /** The links sent, as their readers get them. */
  readonly sentLinks: Array<{ email: string; link: string }> = [];
  private readonly linkCodes = new Map<string, string>();

  async sendSignInLink(email: string, returnTo: string): Promise<void> {
    if (this.failWith === 'never') return new Promise<void>(() => undefined);
    if (this.failWith) throw new AuthError(this.failWith);
    const code = `code-${this.sentLinks.length + 1}`;
    const link = new URL(returnTo);
    link.searchParams.set('mode', SIGN_IN_LINK.mode);
    link.searchParams.set(SIGN_IN_LINK.codeParameter, code);
    this.linkCodes.set(code, email);
    this.sentLinks.push({ email, link: link.href });
  }

  async completeSignInLink(email: string, link: string): Promise<AuthSession> {
    const code = new URL(link).searchParams.get(SIGN_IN_LINK.codeParameter) ?? '';
    const sentTo = this.linkCodes.get(code);
    if (sentTo === undefined) throw new AuthError('auth/invalid-action-code');
    if (sentTo !== email) throw new AuthError(LINK_FOR_ANOTHER_ADDRESS);
    this.linkCodes.delete(code);
    if (!this.accounts.has(email)) this.addAccount(email, crypto.randomUUID());
    const session = this.accounts.get(email)?.session ?? null;
    if (!session) throw new AuthError('auth/invalid-action-code');
    this.setCurrent(session);
    return session;
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
