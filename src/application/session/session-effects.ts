import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { AuthSession } from '../../domain/session/session';
import type { AuthGateway } from '../ports/auth-gateway.port';
import { sessionMachine, type SessionEvent } from './session.machine';
import { signIn, type SignInRequest } from './sign-in.use-case';
import type { StoredUserCookie } from './stored-user-cookie';

/**
 * The session machine with its effects taken from the auth port. `beforeSignOut` runs first,
 * with the session that ends (wiping what the account brought onto the device); a failure there
 * does not keep anyone signed in.
 */
export function provideSessionEffects(auth: AuthGateway, beforeSignOut: BeforeSignOut = async () => undefined) {
  return sessionMachine.provide({
    actors: {
      watchSession: fromCallback<SessionEvent>(({ sendBack }) =>
        auth.watchSession((session) => sendBack({ type: 'SESSION_CHANGED', session })),
      ),
      signIn: fromPromise<AuthSession, SignInRequest>(({ input }) => signIn(auth, input)),
      signOut: fromPromise<undefined, AuthSession | null>(async ({ input }) => {
        await beforeSignOut(input).catch((error: unknown) => console.error('Signing out: this device could not be cleared:', error));
        await auth.signOut();
        return undefined;
      }),
    },
  });
}

/** What a device wipes as an account signs out of it, given that account's session. */
export type BeforeSignOut = (session: AuthSession | null) => Promise<void>;

export type ProvidedSessionMachine = ReturnType<typeof provideSessionEffects>;

export type SessionActor = ActorRefFrom<ProvidedSessionMachine>;

/**
 * Clears the `user` cookie the moment a session ends, here or in another tab. Watching the
 * actor rather than a screen: a screen that mounts after the sign-out (a lazy chunk still
 * loading on a slow device) never saw the session and would leave the cookie behind.
 */
export function clearStoredUserOnSignOut(actor: SessionActor, cookie: Pick<StoredUserCookie, 'sync'>): () => void {
  let before = actor.getSnapshot().value;
  const subscription = actor.subscribe((snapshot) => {
    const ended = snapshot.value === 'signedOut' && (before === 'signedIn' || before === 'signingOut');
    before = snapshot.value;
    if (ended) cookie.sync(null);
  });
  return () => subscription.unsubscribe();
}

/**
 * The app's one session, outside React's lifecycle (like the location tracker): a screen
 * mounting twice, or mounting before the data layer has loaded, never starts a second one.
 */
export function startSession(auth: AuthGateway, cookie: Pick<StoredUserCookie, 'sync'>, beforeSignOut?: BeforeSignOut): SessionActor {
  const actor = createActor(provideSessionEffects(auth, beforeSignOut));
  clearStoredUserOnSignOut(actor, cookie);
  return actor.start();
}
