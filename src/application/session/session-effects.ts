import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { AuthSession } from '../../domain/session/session';
import type { AuthGateway } from '../ports/auth-gateway.port';
import { sessionMachine, type SessionEvent } from './session.machine';
import { signIn, type SignInRequest } from './sign-in.use-case';

/** The session machine with its effects taken from the auth port. */
export function provideSessionEffects(auth: AuthGateway) {
  return sessionMachine.provide({
    actors: {
      watchSession: fromCallback<SessionEvent>(({ sendBack }) =>
        auth.watchSession((session) => sendBack({ type: 'SESSION_CHANGED', session })),
      ),
      signIn: fromPromise<AuthSession, SignInRequest>(({ input }) => signIn(auth, input)),
      signOut: fromPromise<undefined>(async () => {
        await auth.signOut();
        return undefined;
      }),
    },
  });
}

export type ProvidedSessionMachine = ReturnType<typeof provideSessionEffects>;

export type SessionActor = ActorRefFrom<ProvidedSessionMachine>;

/**
 * The app's one session, outside React's lifecycle (like the location tracker): a screen
 * mounting twice, or mounting before the data layer has loaded, never starts a second one.
 */
export function startSession(auth: AuthGateway): SessionActor {
  return createActor(provideSessionEffects(auth)).start();
}
