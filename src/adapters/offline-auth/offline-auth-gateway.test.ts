import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../application/ports/auth-gateway.port';
import { runAuthGatewayContract } from '../contracts/auth-gateway.contract';
import { RollcallDatabase } from '../dexie/rollcall-database';
import { MAX_FAILED_ATTEMPTS, OfflineAuthGateway } from './offline-auth-gateway';
import { hashPassword } from './password-hash';

// Few iterations: the contract is about behaviour; the real cost is in password-hash.ts.
const TEST_ITERATIONS = 1000;

async function openOffline() {
  const database = new RollcallDatabase(`auth-${crypto.randomUUID()}`);
  await database.open();
  const gateway = new OfflineAuthGateway(database);
  return {
    database,
    gateway,
    createAccount: async (email: string, password: string, options: { admin?: boolean; name?: string } = {}) => {
      await database.accounts.add({
        id: crypto.randomUUID(),
        email,
        name: options.name ?? email,
        admin: options.admin ?? false,
        password: await hashPassword(password, TEST_ITERATIONS),
      });
    },
    grantAdmin: async (email: string) => {
      await database.accounts.where('email').equals(email).modify({ admin: true });
    },
    // Offline the mailbox is the device's outbox: the link is the message's.
    linkSentTo: async (email: string) => {
      const messages = await database.mail.toArray();
      const message = messages.findLast((sent) => sent.kind === 'sign-in' && sent.to === email);
      return /https?:\/\/\S+oobCode=\S+/.exec(message?.message.text ?? '')?.[0] ?? '';
    },
    close: () => database.delete(),
  };
}

runAuthGatewayContract('Offline accounts in IndexedDB', openOffline);

describe('OfflineAuthGateway', () => {
  it('keeps the session across a restart (a new gateway on the same database)', async () => {
    const first = await openOffline();
    await first.createAccount('keep@rollcall.test', 'keep-password');
    await first.gateway.signIn('Keep@Rollcall.test ', 'keep-password');
    const restarted = new OfflineAuthGateway(new RollcallDatabase(first.database.name));
    const restored = await new Promise((resolve) => restarted.watchSession(resolve));
    expect(restored).toMatchObject({ email: 'keep@rollcall.test' });
    await first.close();
  });

  it(`says "too many requests" after ${MAX_FAILED_ATTEMPTS} wrong passwords, even for the right one`, async () => {
    const harness = await openOffline();
    await harness.createAccount('slow@rollcall.test', 'right-password');
    for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt += 1) {
      await harness.gateway.signIn('slow@rollcall.test', 'wrong').catch(() => undefined);
    }
    const error = await harness.gateway.signIn('slow@rollcall.test', 'right-password').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('auth/too-many-requests');
    await harness.close();
  });

  it('puts a sign-in link in the device’s outbox, addressed to the person, and refuses it after an hour', async () => {
    const harness = await openOffline();
    await harness.gateway.sendSignInLink('Late@Example.org', 'http://localhost:4173/login');
    const [message] = await harness.database.mail.toArray();
    expect(message).toMatchObject({ kind: 'sign-in', to: 'late@example.org', eventId: '' });
    const link = await harness.linkSentTo('late@example.org');
    expect(link).toMatch(/^http:\/\/localhost:4173\/login\?mode=signIn&oobCode=/);
    const code = new URL(link).searchParams.get('oobCode') ?? '';
    const sent = await harness.database.meta.get(`signInLink:${code}`);
    await harness.database.meta.put({ key: `signInLink:${code}`, value: { ...(sent?.value as object), expiresAt: Date.now() - 1 } });
    await expect(harness.gateway.completeSignInLink('late@example.org', link)).rejects.toMatchObject({ code: 'auth/expired-action-code' });
    await harness.close();
  });
});
