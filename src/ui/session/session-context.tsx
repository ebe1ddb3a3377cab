import { useCallback, useSyncExternalStore } from 'react';
import type { SessionActor } from '../../application/session/session-effects';
import type { SessionError } from '../../application/session/session.machine';
import type { SignInRequest } from '../../application/session/sign-in.use-case';
import { TOKENS } from '../../application/tokens';
import type { AuthSession } from '../../domain/session/session';
import { useService, useServiceLater } from '../app/services';

export type SessionStatus = 'restoring' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut';

export type SessionView = {
  status: SessionStatus;
  session: AuthSession | null;
  error: SessionError | null;
  signIn: (request: SignInRequest) => void;
  signOut: () => void;
  dismissError: () => void;
};

/**
 * The session machine's current snapshot. React's own store hook rather than @xstate/react's
 * `useSelector`: the frame of every page needs it, and @xstate/react would bring XState's
 * interpreter into that first download (12 kB compressed) when only the data layer needs it.
 */
function useSessionSnapshot(actor: SessionActor) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => actor.getSnapshot());
}

export function useSession(): SessionView {
  const actor = useService(TOKENS.session);
  const snapshot = useSessionSnapshot(actor);
  const status = snapshot.value as SessionStatus;
  const { session, error } = snapshot.context;
  return {
    status,
    session,
    error,
    signIn: (request) => actor.send({ type: 'SIGN_IN', request }),
    signOut: () => actor.send({ type: 'SIGN_OUT' }),
    dismissError: () => actor.send({ type: 'DISMISS_ERROR' }),
  };
}

/**
 * Whether an administrator is signed in at the moment of asking, for an event handler of a page
 * shown before the data layer has loaded (it waits for the session's, not the page).
 */
export function useSignedInAdminLater(): () => Promise<boolean> {
  const sessionLater = useServiceLater(TOKENS.session);
  return useCallback(async () => (await sessionLater()).getSnapshot().context.session?.admin === true, [sessionLater]);
}
