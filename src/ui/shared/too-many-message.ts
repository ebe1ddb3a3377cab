import { t } from '@lingui/core/macro';
import type { TooMany } from '../../application/limits/attempt-gate';
import { formatTime } from './format';

/** The flood limit's answer: what happened, why, and when to try again (docs/security.md). */
export function tooManyMessage(what: 'registrations' | 'feedback forms', refusal: TooMany): string {
  const time = formatTime(refusal.retryAt);
  return what === 'registrations'
    ? t`This browser has sent several registrations in the last few minutes. To keep automated sign-ups out, please try again after ${time}. What you typed is kept.`
    : t`This browser has sent several feedback forms in the last few minutes. To keep automated sign-ups out, please try again after ${time}. What you typed is kept.`;
}
