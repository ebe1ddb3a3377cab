import type { TooMany } from '../../application/limits/attempt-gate';
import { formatTime } from './format';

/** The flood limit's answer: what happened, why, and when to try again (docs/security.md). */
export function tooManyMessage(what: 'registrations' | 'feedback forms', refusal: TooMany): string {
  return (
    `This browser has sent several ${what} in the last few minutes. To keep automated sign-ups out, ` +
    `please try again after ${formatTime(refusal.retryAt)}. What you typed is kept.`
  );
}
