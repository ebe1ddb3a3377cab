import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ProvidedSessionMachine } from '../../application/session/session-effects';
import type { SessionError } from '../../application/session/session.machine';
import type { SignInRequest } from '../../application/session/sign-in.use-case';
import { TOKENS } from '../../application/tokens';
import type { AuthSession } from '../../domain/session/session';
import { useService } from '../app/services';

type SessionActor = ActorRefFrom<ProvidedSessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/** Runs the session machine (with the mode's auth port) for everything below it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(useService(TOKENS.sessionMachine));
  return <SessionContext value={actor}>{children}</SessionContext>;
}

export type SessionStatus = 'restoring' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut';

export type SessionView = {
  status: SessionStatus;
  session: AuthSession | null;
  error: SessionError | null;
  signIn: (request: SignInRequest) => void;
  signOut: () => void;
  dismissError: () => void;
};

export function useSession(): SessionView {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession() needs a <SessionProvider> above it.');
  const status = useSelector(actor, (snapshot) => snapshot.value as SessionStatus);
  const session = useSelector(actor, (snapshot) => snapshot.context.session);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return {
    status,
    session,
    error,
    signIn: (request) => actor.send({ type: 'SIGN_IN', request }),
    signOut: () => actor.send({ type: 'SIGN_OUT' }),
    dismissError: () => actor.send({ type: 'DISMISS_ERROR' }),
  };
}
