import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { authErrorSentence } from '../../domain/session/auth-errors';
import type { AuthSession } from '../../domain/session/session';
import { AuthError } from '../ports/auth-gateway.port';
import type { SignInRequest } from './sign-in.use-case';

export type SessionError = { code: string; sentence: string; details: readonly string[] };

export type SessionEvent =
  | { type: 'SESSION_CHANGED'; session: AuthSession | null }
  | { type: 'SIGN_IN'; request: SignInRequest }
  | { type: 'SIGN_OUT' }
  | { type: 'DISMISS_ERROR' };

export type SessionContext = {
  session: AuthSession | null;
  error: SessionError | null;
  /**
   * An account just refused at the administrators' sign-in. The provider briefly reports it
   * signed in before the sign-out lands; that late report must not sign it in here.
   */
  refusedUid: string | null;
};

function toSessionError(error: unknown): SessionError {
  if (error instanceof AuthError) {
    return { code: error.code, sentence: authErrorSentence(error.code), details: error.details };
  }
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'unknown';
  return { code, sentence: authErrorSentence(code), details: [] };
}

function notProvided(name: string): never {
  throw new Error(`The session machine's "${name}" effect was not provided.`);
}

/**
 * The sign-in session: restoring, signed out, signing in, signed in, signing out.
 * Its effects are placeholders; `provideSessionEffects` supplies them from the auth port.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    watchSession: fromCallback<SessionEvent>(() => notProvided('watchSession')),
    signIn: fromPromise<AuthSession, SignInRequest>(() => notProvided('signIn')),
    signOut: fromPromise<undefined, AuthSession | null>(() => notProvided('signOut')),
  },
  actions: {
    keepSession: assign({
      session: ({ event }) => (event.type === 'SESSION_CHANGED' ? event.session : null),
    }),
    forgetError: assign({ error: null }),
  },
  guards: {
    sessionPresent: ({ event }) => event.type === 'SESSION_CHANGED' && event.session !== null,
    sessionNotRefused: ({ context, event }) =>
      event.type === 'SESSION_CHANGED' && event.session !== null && event.session.uid !== context.refusedUid,
    sessionGone: ({ event }) => event.type === 'SESSION_CHANGED' && event.session === null,
  },
}).createMachine({
  id: 'session',
  context: { session: null, error: null, refusedUid: null },
  // Listens for the whole life of the app: a sign-out in another tab reaches this one.
  invoke: { src: 'watchSession' },
  initial: 'restoring',
  states: {
    restoring: {
      on: {
        SESSION_CHANGED: [
          { guard: 'sessionPresent', target: 'signedIn', actions: 'keepSession' },
          { target: 'signedOut', actions: 'keepSession' },
        ],
      },
    },
    signedOut: {
      on: {
        SIGN_IN: { target: 'signingIn', actions: ['forgetError', assign({ refusedUid: null })] },
        SESSION_CHANGED: [
          { guard: 'sessionNotRefused', target: 'signedIn', actions: ['keepSession', 'forgetError'] },
          { guard: 'sessionGone', actions: assign({ refusedUid: null }) },
        ],
        DISMISS_ERROR: { actions: 'forgetError' },
      },
    },
    signingIn: {
      // The provider reports the new user before signIn resolves; the answer of signIn decides.
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'SIGN_IN');
          return event.request;
        },
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'signedOut',
          actions: assign({
            session: null,
            error: ({ event }) => toSessionError(event.error),
            refusedUid: ({ event }) => (event.error instanceof AuthError ? (event.error.uid ?? null) : null),
          }),
        },
      },
    },
    signedIn: {
      on: {
        SIGN_OUT: { target: 'signingOut', actions: 'forgetError' },
        SESSION_CHANGED: [{ guard: 'sessionGone', target: 'signedOut', actions: 'keepSession' }, { actions: 'keepSession' }],
        DISMISS_ERROR: { actions: 'forgetError' },
      },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        input: ({ context }) => context.session,
        onDone: { target: 'signedOut', actions: assign({ session: null }) },
        onError: { target: 'signedIn', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
