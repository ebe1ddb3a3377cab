import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { NOT_AN_ADMIN } from '../../domain/session/auth-errors';
import type { AuthSession } from '../../domain/session/session';
import { AuthError } from '../ports/auth-gateway.port';
import { FakeAuthGateway } from './auth-gateway.fake';
import { provideSessionEffects } from './session-effects';
import { sessionMachine, type SessionEvent } from './session.machine';
import type { SignInRequest } from './sign-in.use-case';

const ADMIN = 'admin@rollcall.test';
const VISITOR = 'visitor@rollcall.test';

function start(auth: FakeAuthGateway) {
  return createActor(provideSessionEffects(auth)).start();
}

function accounts() {
  return new FakeAuthGateway().addAccount(ADMIN, 'admin-pass', { admin: true }).addAccount(VISITOR, 'visitor-pass');
}

describe('the session machine', () => {
  it('restores a signed-out visitor to signedOut', async () => {
    const actor = start(accounts());
    expect(actor.getSnapshot().value).toBe('restoring');
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('restores a session kept from an earlier visit', async () => {
    const actor = start(accounts().restoreAs(VISITOR));
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(actor.getSnapshot().context.session?.email).toBe(VISITOR);
  });

  it('signs in, passing through signingIn', async () => {
    const actor = start(accounts());
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', request: { email: ADMIN, password: 'admin-pass', requireAdmin: true } });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(actor.getSnapshot().context.session).toMatchObject({ email: ADMIN, admin: true });
  });

  it('returns to signedOut with the sentence for the provider error', async () => {
    const auth = accounts();
    const actor = start(auth);
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    auth.failWith = 'auth/too-many-requests';
    actor.send({ type: 'SIGN_IN', request: { email: VISITOR, password: 'x', requireAdmin: false } });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(snapshot.context.error).toMatchObject({ code: 'auth/too-many-requests', sentence: expect.stringMatching(/Wait/) });
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses a visitor at the admin sign-in and leaves nobody signed in', async () => {
    const auth = accounts();
    const actor = start(auth);
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', request: { email: VISITOR, password: 'visitor-pass', requireAdmin: true } });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(snapshot.context.error?.code).toBe(NOT_AN_ADMIN);
    expect(snapshot.context.session).toBeNull();
    expect(auth.signOutCalls).toBe(1);
  });

  it('lets door staff in at the staff sign-in, as door staff and not administrators', async () => {
    const auth = accounts().addAccount('door@rollcall.test', 'door-pass', { door: true });
    const actor = start(auth);
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', request: { email: 'door@rollcall.test', password: 'door-pass', requireAdmin: true } });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.session).toMatchObject({ email: 'door@rollcall.test', admin: false, door: true });
    expect(auth.signOutCalls).toBe(0);
  });

  it('does not let a late "signed in" report of a refused account sign it in', async () => {
    const reports: Array<(session: AuthSession | null) => void> = [];
    const visitor: AuthSession = { uid: 'visitor-uid', email: VISITOR, name: 'v', admin: false };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          watchSession: fromCallback<SessionEvent>(({ sendBack }) => {
            reports.push((session) => sendBack({ type: 'SESSION_CHANGED', session }));
            sendBack({ type: 'SESSION_CHANGED', session: null });
          }),
          signIn: fromPromise<AuthSession, SignInRequest>(() => Promise.reject(new AuthError(NOT_AN_ADMIN, NOT_AN_ADMIN, [], visitor.uid))),
        },
      }),
    ).start();
    actor.send({ type: 'SIGN_IN', request: { email: VISITOR, password: 'visitor-pass', requireAdmin: true } });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut') && snapshot.context.error !== null);
    reports[0]?.(visitor);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error?.code).toBe(NOT_AN_ADMIN);
    reports[0]?.(null);
    reports[0]?.({ ...visitor });
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('refuses a malformed e-mail and an empty password without asking the provider', async () => {
    const auth = accounts();
    const actor = start(auth);
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', request: { email: 'not-an-email', password: 'x', requireAdmin: false } });
    expect((await waitFor(actor, (s) => s.context.error !== null)).context.error?.code).toBe('auth/invalid-email');
    actor.send({ type: 'SIGN_IN', request: { email: VISITOR, password: '', requireAdmin: false } });
    expect((await waitFor(actor, (s) => s.context.error?.code === 'auth/missing-password')).value).toBe('signedOut');
    expect(auth.signInCalls).toBe(0);
  });

  it('signs out through signingOut', async () => {
    const auth = accounts().restoreAs(ADMIN);
    const actor = start(auth);
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('follows a sign-out in another tab', async () => {
    const auth = accounts().restoreAs(VISITOR);
    const actor = start(auth);
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    auth.signOutElsewhere();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
  });

  it('follows a new admin claim on the signed-in session', async () => {
    const sessions: Array<(session: AuthSession | null) => void> = [];
    const visitor: AuthSession = { uid: 'u', email: VISITOR, name: 'v', admin: false };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          watchSession: fromCallback<SessionEvent>(({ sendBack }) => {
            sessions.push((session) => sendBack({ type: 'SESSION_CHANGED', session }));
            sendBack({ type: 'SESSION_CHANGED', session: visitor });
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('signedIn');
    sessions[0]?.({ ...visitor, admin: true });
    expect(actor.getSnapshot().context.session?.admin).toBe(true);
  });

  it('stays signed in and says why when signing out fails', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          watchSession: fromCallback<SessionEvent>(({ sendBack }) => {
            sendBack({ type: 'SESSION_CHANGED', session: { uid: 'u', email: VISITOR, name: 'v', admin: false } });
          }),
          signOut: fromPromise<undefined, AuthSession | null>(() => Promise.reject(new AuthError('auth/network-request-failed'))),
        },
      }),
    ).start();
    actor.send({ type: 'SIGN_OUT' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn') && s.context.error !== null);
    expect(snapshot.context.error?.code).toBe('auth/network-request-failed');
  });

  it('ignores a sign-in request while the session is still being restored', () => {
    const actor = createActor(sessionMachine.provide({ actors: { watchSession: fromCallback<SessionEvent>(() => undefined) } })).start();
    actor.send({ type: 'SIGN_IN', request: { email: VISITOR, password: 'x', requireAdmin: false } });
    expect(actor.getSnapshot().value).toBe('restoring');
  });
});
