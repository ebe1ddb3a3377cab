import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
/** Our own code for a good account signing in where only administrators may. */
export const NOT_AN_ADMIN = 'rollcall/not-an-admin';
/** Our own code for a sign-in link opened with another address than the one it was sent to. */
export const LINK_FOR_ANOTHER_ADDRESS = 'rollcall/link-for-another-address';

const WRONG_CREDENTIALS = msg`The e-mail or the password is not right. Check both and try again.`;

/**
 * One sentence per identity-provider error: what happened and what to do, in words a visitor
 * at a door understands. Unknown codes get a general sentence that keeps the code.
 */
const SENTENCES: Record<string, MessageDescriptor> = {
  'auth/email-already-in-use': msg`An account already uses this e-mail. Sign in instead, or use another e-mail.`,
  'auth/wrong-password': msg`That password is not right. Check it and try again.`,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/user-not-found': msg`No account uses this e-mail. Check it for typing mistakes.`,
  'auth/too-many-requests': msg`Too many attempts in a short time. Wait a few minutes, then try again.`,
  'auth/network-request-failed': msg`The network cannot be reached. Check your connection and try again.`,
  'auth/password-does-not-meet-requirements': msg`Your password no longer meets the password rules. Reset it, then sign in with the new one.`,
  'auth/invalid-email': msg`That is not a valid e-mail address.`,
  'auth/missing-password': msg`Enter your password.`,
  'auth/user-disabled': msg`This account has been disabled. Ask an administrator to enable it.`,
  // A sign-in link: already used, too old, or opened for another address than the one it was sent to.
  'auth/invalid-action-code': msg`This link has already been used or is no longer valid. Ask for a new one below.`,
  'auth/expired-action-code': msg`This link is more than an hour old. Ask for a new one below.`,
  [LINK_FOR_ANOTHER_ADDRESS]: msg`This link was sent to another address. Type the address it was sent to, or ask for a new link below.`,
  [NOT_AN_ADMIN]: msg`This account has no administrator access. Sign in with an administrator account.`,
};

/** The sentence in the language shown when the error arrives. */
export function authErrorSentence(code: string): string {
  const known = SENTENCES[code];
  return known ? i18n._(known) : t`Signing in did not work (${code}). Try again in a moment.`;
}
