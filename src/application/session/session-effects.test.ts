import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { AuthSession } from '../../domain/session/session';
import { FakeAuthGateway } from './auth-gateway.fake';
import { startSession } from './session-effects';

const ADMIN = 'admin@rollcall.test';

/** What the session asked of the `user` cookie, in order. */
class CookieCalls {
  readonly calls: (AuthSession | null)[] = [];
  sync(session: AuthSession | null): void {
    this.calls.push(session);
  }
}

function accounts() {
  return new FakeAuthGateway().addAccount(ADMIN, 'admin-pass', { admin: true });
}

describe('the session and the user cookie', () => {
  it('clears the cookie when the person signs out, with no screen watching', async () => {
    const cookie = new CookieCalls();
    const actor = startSession(accounts().restoreAs(ADMIN), cookie);
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(cookie.calls).toEqual([]);
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(cookie.calls).toEqual([null]);
  });

  it('clears what the account brought onto the device before signing out, and signs out even when that fails', async () => {
    const order: string[] = [];
    const auth = accounts().restoreAs(ADMIN);
    const signOut = auth.signOut.bind(auth);
    auth.signOut = async () => {
      order.push('signed out');
      await signOut();
    };
    const actor = startSession(auth, new CookieCalls(), async (session) => {
      order.push(`wiped what ${session?.email ?? 'nobody'} brought`);
      throw new Error('IndexedDB is gone');
    });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(order).toEqual([`wiped what ${ADMIN} brought`, 'signed out']);
  });

  it('clears the cookie when another tab signs out', async () => {
    const cookie = new CookieCalls();
    const auth = accounts().restoreAs(ADMIN);
    const actor = startSession(auth, cookie);
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    auth.signOutElsewhere();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(cookie.calls).toEqual([null]);
  });

  it('leaves a cookie found while nobody is signed in, and one kept after a refused sign-in', async () => {
    const cookie = new CookieCalls();
    const actor = startSession(accounts(), cookie);
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', request: { email: ADMIN, password: 'wrong', requireAdmin: true } });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut') && snapshot.context.error !== null);
    expect(cookie.calls).toEqual([]);
  });
});
