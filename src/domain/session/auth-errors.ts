/** Our own code for a good account signing in where only administrators may. */
export const NOT_AN_ADMIN = 'rollcall/not-an-admin';

/**
 * One sentence per identity-provider error (SPEC §8): what happened and what to do, in words
 * a visitor at a door understands. Unknown codes get a general sentence that keeps the code.
 */
const SENTENCES: Record<string, string> = {
  'auth/email-already-in-use': 'An account already uses this e-mail. Sign in instead, or use another e-mail.',
  'auth/wrong-password': 'That password is not right. Check it and try again.',
  'auth/invalid-credential': 'The e-mail or the password is not right. Check both and try again.',
  'auth/invalid-login-credentials': 'The e-mail or the password is not right. Check both and try again.',
  'auth/user-not-found': 'No account uses this e-mail. Check it for typing mistakes.',
  'auth/too-many-requests': 'Too many attempts in a short time. Wait a few minutes, then try again.',
  'auth/network-request-failed': 'The network cannot be reached. Check your connection and try again.',
  'auth/password-does-not-meet-requirements':
    'Your password no longer meets the password rules. Reset it, then sign in with the new one.',
  'auth/invalid-email': 'That is not a valid e-mail address.',
  'auth/missing-password': 'Enter your password.',
  'auth/user-disabled': 'This account has been disabled. Ask an administrator to enable it.',
  [NOT_AN_ADMIN]: 'This account has no administrator access. Sign in with an administrator account.',
};

export function authErrorSentence(code: string): string {
  return SENTENCES[code] ?? `Signing in did not work (${code}). Try again in a moment.`;
}
