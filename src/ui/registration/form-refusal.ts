import { t } from '@lingui/core/macro';
import type { IntakeRefusal } from '../../application/registrations/registration-intake';
import { tooManyMessage } from '../shared/too-many-message';

/**
 * The sentence for a registration form that was not taken: the field errors and the flood
 * limit say the same on every form; the other refusals in the words of the form's own table.
 */
export function formRefusal<K extends string>(
  outcome: IntakeRefusal | { kind: K },
  sentences: Partial<Record<IntakeRefusal['kind'] | K, string>>,
): string | null {
  if (outcome.kind === 'invalid') return t`Some answers need a change: see the fields marked below.`;
  if ('retryAt' in outcome && outcome.kind === 'too-many') return tooManyMessage('registrations', outcome);
  return sentences[outcome.kind] ?? null;
}
