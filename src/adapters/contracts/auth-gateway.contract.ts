import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthError, type AuthGateway } from '../../application/ports/auth-gateway.port';
import { LINK_FOR_ANOTHER_ADDRESS } from '../../domain/session/auth-errors';
import type { AuthSession } from '../../domain/session/session';

export type AuthHarness = {
  gateway: AuthGateway;
  createAccount: (email: string, password: string, options?: { admin?: boolean; name?: string }) => Promise<void>;
  grantAdmin: (email: string) => Promise<void>;
  /** The last sign-in link sent to the address, as its reader opens it (what the mailbox holds). */
  linkSentTo: (email: string) => Promise<string>;
  close: () => Promise<void>;
};

const RETURN_TO = 'http://localhost:4173/login';

const WRONG_PASSWORD_CODES = ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'];
const UNKNOWN_USER_CODES = ['auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials'];

function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@rollcall.test`;
}

async function failureOf(attempt: Promise<unknown>): Promise<AuthError> {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

/** Records what watchSession reports and waits for a report that fits. */
function watch(gateway: AuthGateway) {
  const seen: Array<AuthSession | null> = [];
  const unsubscribe = gateway.watchSession((session) => seen.push(session));
  const until = async (fits: (session: AuthSession | null) => boolean) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (seen.length > 0 && fits(seen.at(-1) ?? null)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No fitting session report; saw ${JSON.stringify(seen)}`);
  };
  return { seen, until, unsubscribe };
}

/** What every AuthGateway does alike: the fake, the offline adapter and Firebase on the emulator. */
export function runAuthGatewayContract(adapterName: string, open: () => Promise<AuthHarness>): void {
  describe(`${adapterName}: the auth gateway contract`, () => {
    let harness: AuthHarness;

    beforeEach(async () => {
      harness = await open();
    });
    afterEach(async () => {
      await harness.close();
    });

    it('reports nobody signed in at first', async () => {
      const session = watch(harness.gateway);
      await session.until((current) => current === null);
      session.unsubscribe();
    });

    it('signs in with the right password, as a visitor', async () => {
      const email = uniqueEmail('visitor');
      await harness.createAccount(email, 'visitor-password-1', { name: 'Vera Visitor' });
      const session = await harness.gateway.signIn(email, 'visitor-password-1');
      expect(session).toMatchObject({ email, admin: false });
      expect(session.uid).not.toBe('');
    });

    it('signs an administrator in with the admin flag', async () => {
      const email = uniqueEmail('admin');
      await harness.createAccount(email, 'admin-password-1', { admin: true });
      await expect(harness.gateway.signIn(email, 'admin-password-1')).resolves.toMatchObject({ admin: true });
    });

    it('refuses a wrong password', async () => {
      const email = uniqueEmail('visitor');
      await harness.createAccount(email, 'visitor-password-1');
      const error = await failureOf(harness.gateway.signIn(email, 'not-the-password'));
      expect(WRONG_PASSWORD_CODES).toContain(error.code);
    });

    it('refuses an unknown user', async () => {
      const error = await failureOf(harness.gateway.signIn(uniqueEmail('nobody'), 'whatever-password'));
      expect(UNKNOWN_USER_CODES).toContain(error.code);
    });

    it('sees the admin claim once it is granted, at the next sign-in', async () => {
      const email = uniqueEmail('promoted');
      await harness.createAccount(email, 'promoted-password-1');
      await expect(harness.gateway.signIn(email, 'promoted-password-1')).resolves.toMatchObject({ admin: false });
      await harness.grantAdmin(email);
      await harness.gateway.signOut();
      await expect(harness.gateway.signIn(email, 'promoted-password-1')).resolves.toMatchObject({ admin: true });
    });

    it('signs in with a one-time link sent to the address, which another address cannot use', async () => {
      const email = uniqueEmail('lost');
      await harness.gateway.sendSignInLink(email, RETURN_TO);
      const link = await harness.linkSentTo(email);
      const forwarded = await failureOf(harness.gateway.completeSignInLink(uniqueEmail('other'), link));
      expect(forwarded.code).toBe(LINK_FOR_ANOTHER_ADDRESS);
      const session = watch(harness.gateway);
      await expect(harness.gateway.completeSignInLink(email, link)).resolves.toMatchObject({ email, admin: false });
      await session.until((current) => current?.email === email);
      session.unsubscribe();
      await harness.gateway.signOut();
      const spent = await failureOf(harness.gateway.completeSignInLink(email, link));
      expect(spent.code).toBe('auth/invalid-action-code');
    });

    it('signs an existing account in with a link, as itself', async () => {
      const email = uniqueEmail('member');
      await harness.createAccount(email, 'member-password-1', { admin: true });
      await harness.gateway.sendSignInLink(email, RETURN_TO);
      await expect(harness.gateway.completeSignInLink(email, await harness.linkSentTo(email))).resolves.toMatchObject({
        email,
        admin: true,
      });
    });

    it('reports the sign-in and the sign-out to session watchers', async () => {
      const email = uniqueEmail('watched');
      await harness.createAccount(email, 'watched-password-1');
      const session = watch(harness.gateway);
      await session.until((current) => current === null);
      await harness.gateway.signIn(email, 'watched-password-1');
      await session.until((current) => current?.email === email);
      await harness.gateway.signOut();
      await session.until((current) => current === null);
      session.unsubscribe();
    });
  });
}
