import {
  onIdTokenChanged,
  sendSignInLinkToEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
  validatePassword,
  type Auth,
  type Persistence,
  type User,
} from 'firebase/auth';
import { AuthError, type AuthGateway } from '../../application/ports/auth-gateway.port';
import { authErrorSentence, LINK_FOR_ANOTHER_ADDRESS } from '../../domain/session/auth-errors';
import { displayName, type AuthSession } from '../../domain/session/session';
import { browserLastKnownClaims, type LastKnownClaims } from './last-known-claims';
import { unmetPasswordRules } from './password-rules';

const PASSWORD_RULES_CODE = 'auth/password-does-not-meet-requirements';

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/** Firebase Auth, e-mail and password; admin is the `admin` custom claim of the ID token. */
export class FirebaseAuthGateway implements AuthGateway {
  constructor(
    private readonly auth: Auth,
    persistence: Persistence,
    /** Where the claims last read are kept (last-known-claims.ts): the browser's storage unless given. */
    private readonly lastKnown: LastKnownClaims = browserLastKnownClaims(),
  ) {
    // Success or failure of setting persistence is only logged.
    setPersistence(auth, persistence).then(
      () => console.info('Session persistence set.'),
      (error: unknown) => console.error('Error setting session persistence:', error),
    );
  }

  watchSession(listener: (session: AuthSession | null) => void): () => void {
    // ID-token changes include a refreshed token with new claims, not only sign-in and out.
    let latest = 0;
    return onIdTokenChanged(this.auth, (user) => {
      const call = ++latest;
      const deliver = (session: AuthSession | null) => call === latest && listener(session);
      if (!user) return deliver(null);
      this.toSession(user).then(deliver, (error: unknown) => {
        console.error('Error reading the session:', error);
        deliver(null);
      });
    });
  }

  async signIn(email: string, password: string): Promise<AuthSession> {
    try {
      const { user } = await signInWithEmailAndPassword(this.auth, email, password);
      return await this.toSession(user);
    } catch (error) {
      console.error('Error signing in:', error);
      const code = codeOf(error);
      if (code === PASSWORD_RULES_CODE) throw new AuthError(code, authErrorSentence(code), await this.unmetRules(password));
      throw new AuthError(code, authErrorSentence(code));
    }
  }

  async sendSignInLink(email: string, returnTo: string): Promise<void> {
    try {
      await sendSignInLinkToEmail(this.auth, email, { url: returnTo, handleCodeInApp: true });
    } catch (error) {
      console.error('Error sending a sign-in link:', error);
      throw new AuthError(codeOf(error), authErrorSentence(codeOf(error)));
    }
  }

  async completeSignInLink(email: string, link: string): Promise<AuthSession> {
    try {
      const { user } = await signInWithEmailLink(this.auth, email, link);
      return await this.toSession(user);
    } catch (error) {
      console.error('Error signing in with a link:', error);
      // Firebase answers "invalid e-mail" to an address that is not the link's (the address itself was checked before).
      const code = codeOf(error) === 'auth/invalid-email' ? LINK_FOR_ANOTHER_ADDRESS : codeOf(error);
      throw new AuthError(code, authErrorSentence(code));
    }
  }

  async signOut(): Promise<void> {
    this.lastKnown.forget();
    await signOut(this.auth);
  }

  private async toSession(user: User): Promise<AuthSession> {
    const email = user.email ?? '';
    const session = { uid: user.uid, email, name: displayName(user.displayName, email) };
    try {
      const { claims } = await user.getIdTokenResult();
      const roles = { admin: claims.admin === true, door: claims.door === true };
      this.lastKnown.remember(user.uid, roles);
      return { ...session, admin: roles.admin, ...(roles.door ? { door: true } : {}) };
    } catch (error) {
      // An expired token cannot be refreshed without network: the claims last read stand meanwhile.
      if (codeOf(error) !== 'auth/network-request-failed') throw error;
      const known = this.lastKnown.recall(user.uid);
      return { ...session, admin: known.admin, ...(known.door ? { door: true } : {}) };
    }
  }

  /**
   * Refresh the password policy, then say which rules the password misses. The
   * refresh is the SDK's own (not public); where it is missing the cached policy is used.
   */
  private async unmetRules(password: string): Promise<string[]> {
    try {
      await (this.auth as Auth & { _recachePasswordPolicy?: () => Promise<void> })._recachePasswordPolicy?.();
      return unmetPasswordRules(await validatePassword(this.auth, password));
    } catch (error) {
      console.error('Error refreshing the password policy:', error);
      return [];
    }
  }
}
