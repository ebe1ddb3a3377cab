import { liveQuery } from 'dexie';
import { inject, injectable } from 'inversify';
import { AuthError, SIGN_IN_LINK, type AuthGateway } from '../../application/ports/auth-gateway.port';
import { messageIdOf } from '../../domain/messages/message';
import { authErrorSentence, LINK_FOR_ANOTHER_ADDRESS } from '../../domain/session/auth-errors';
import { signInLinkMessage } from '../../domain/messages/templates';
import type { AuthSession } from '../../domain/session/session';
import { normaliseEmail } from '../../domain/shared/email';
import { DEXIE_DATABASE } from '../dexie/dexie-tokens';
import type { RollcallDatabase } from '../dexie/rollcall-database';
import type { AccountRecord } from './account-record';
import { DexieOutbox } from '../dexie/dexie-outbox';
import { hashPassword, verifyPassword } from './password-hash';

const SESSION_KEY = 'session';
/** Like the real provider: after this many wrong passwords in a minute, wait. */
export const MAX_FAILED_ATTEMPTS = 5;
const ATTEMPT_WINDOW_MS = 60_000;
/** A sign-in link works once, within an hour, as Firebase's do. */
const LINK_LIFETIME_MS = 3_600_000;
const linkKey = (code: string) => `signInLink:${code}`;
type SentLink = { email: string; expiresAt: number };

function toSession(account: AccountRecord): AuthSession {
  return { uid: account.id, email: account.email, name: account.name, admin: account.admin, ...(account.door ? { door: true } : {}) };
}

/**
 * Sign-in against the accounts kept in IndexedDB (offline mode). The session is a record in
 * the same database, so it survives restarts and every tab sees sign-in and sign-out.
 */
@injectable()
export class OfflineAuthGateway implements AuthGateway {
  private readonly failures = new Map<string, number[]>();

  constructor(@inject(DEXIE_DATABASE) private readonly db: RollcallDatabase) {}

  watchSession(listener: (session: AuthSession | null) => void): () => void {
    const subscription = liveQuery(() => this.currentSession()).subscribe({
      next: listener,
      error: (error: unknown) => {
        console.error('Error watching the session:', error);
        listener(null);
      },
    });
    return () => subscription.unsubscribe();
  }

  async signIn(email: string, password: string): Promise<AuthSession> {
    const address = normaliseEmail(email);
    if (this.recentFailures(address).length >= MAX_FAILED_ATTEMPTS) throw new AuthError('auth/too-many-requests');
    const account = await this.db.accounts.where('email').equals(address).first();
    // One answer for an unknown e-mail and a wrong password, as Firebase gives with
    // e-mail enumeration protection: the page never tells who has an account.
    if (!account || !(await verifyPassword(password, account.password))) {
      this.failures.set(address, [...this.recentFailures(address), Date.now()]);
      throw new AuthError('auth/invalid-credential');
    }
    this.failures.delete(address);
    await this.db.meta.put({ key: SESSION_KEY, value: { accountId: account.id, signedInAt: new Date().toISOString() } });
    return toSession(account);
  }

  async signOut(): Promise<void> {
    await this.db.meta.delete(SESSION_KEY);
  }

  /** Offline there is no mail service: the link is a message in the device's outbox (/admin/outbox). */
  async sendSignInLink(email: string, returnTo: string): Promise<void> {
    const address = normaliseEmail(email);
    const code = crypto.randomUUID();
    const link = new URL(returnTo);
    link.searchParams.set('mode', SIGN_IN_LINK.mode);
    link.searchParams.set(SIGN_IN_LINK.codeParameter, code);
    await this.db.meta.put({ key: linkKey(code), value: { email: address, expiresAt: Date.now() + LINK_LIFETIME_MS } satisfies SentLink });
    await new DexieOutbox(this.db).send({
      id: messageIdOf.signInLink(code),
      kind: 'sign-in',
      eventId: '',
      to: { email: address },
      body: signInLinkMessage({ link: link.href }),
      createdAt: new Date().toISOString(),
    });
  }

  async completeSignInLink(email: string, link: string): Promise<AuthSession> {
    const address = normaliseEmail(email);
    const code = new URL(link).searchParams.get(SIGN_IN_LINK.codeParameter) ?? '';
    const sent = (await this.db.meta.get(linkKey(code)))?.value as SentLink | undefined;
    if (!sent) throw new AuthError('auth/invalid-action-code', authErrorSentence('auth/invalid-action-code'));
    if (sent.email !== address) throw new AuthError(LINK_FOR_ANOTHER_ADDRESS, authErrorSentence(LINK_FOR_ANOTHER_ADDRESS));
    await this.db.meta.delete(linkKey(code));
    if (sent.expiresAt < Date.now()) throw new AuthError('auth/expired-action-code', authErrorSentence('auth/expired-action-code'));
    const account = (await this.db.accounts.where('email').equals(address).first()) ?? (await this.visitorAccount(address));
    await this.db.meta.put({ key: SESSION_KEY, value: { accountId: account.id, signedInAt: new Date().toISOString() } });
    return toSession(account);
  }

  /** The first link of an address makes its account: a visitor's, with a password nobody knows. */
  private async visitorAccount(email: string): Promise<AccountRecord> {
    const account: AccountRecord = {
      id: crypto.randomUUID(),
      email,
      name: email.split('@')[0] ?? email,
      admin: false,
      password: await hashPassword(crypto.randomUUID()),
    };
    await this.db.accounts.add(account);
    return account;
  }

  private recentFailures(address: string): number[] {
    const since = Date.now() - ATTEMPT_WINDOW_MS;
    return (this.failures.get(address) ?? []).filter((time) => time > since);
  }

  private async currentSession(): Promise<AuthSession | null> {
    const record = await this.db.meta.get(SESSION_KEY);
    const accountId = (record?.value as { accountId?: unknown } | undefined)?.accountId;
    if (typeof accountId !== 'string') return null;
    const account = await this.db.accounts.get(accountId);
    return account ? toSession(account) : null;
  }
}
