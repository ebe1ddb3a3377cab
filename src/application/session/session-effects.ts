import { fromCallback, fromPromise } from 'xstate';
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
