import { msg, t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { EventKind } from '../events/event';
import {
  checkForm,
  FIELD_WORDS,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
  wholeNumber,
  type FormResult,
} from '../forms/fields';
import { MAX_NAME_LENGTH } from '../forms/lengths';
import { MAX_NATIONALDAY_GUESTS } from './registration';
import type { FieldNameOf } from './registration-fields';

/** A kind's checks, one for each field its form asks (registration-fields.ts): no more, no fewer. */
type ChecksOf<Kind extends EventKind> = Record<FieldNameOf<Kind>, z.ZodMiniType>;

const NAME = requiredText(FIELD_WORDS.name, MAX_NAME_LENGTH);

/** Each kind's checks, by field name. */
const CHECKS = {
  standard: { name: NAME, email: requiredEmail, organisation: optionalText(msg`the organisation`), phone: optionalPhone },
  highlevel: {
    name: NAME,
    email: requiredEmail,
    position: requiredText(msg`your title or position`),
    organisation: requiredText(FIELD_WORDS.organisation),
    delegation: requiredText(msg`your country or delegation`),
    phone: requiredPhone,
    companion: optionalText(msg`the accompanying person’s name`, MAX_NAME_LENGTH),
  },
  nationalday: {
    name: NAME,
    email: requiredEmail,
    organisation: requiredText(FIELD_WORDS.organisation),
    nationality: requiredText(msg`your nationality`, 60),
    phone: requiredPhone,
    guests: wholeNumber(
      0,
      MAX_NATIONALDAY_GUESTS,
      () => t`Choose how many guests come with you, 0 to ${MAX_NATIONALDAY_GUESTS}.`,
      () => t`At most ${MAX_NATIONALDAY_GUESTS} guests can come with you.`,
    ),
  },
} as const satisfies { [Kind in EventKind]: ChecksOf<Kind> };

export const standardRegistrationForm = z.object(CHECKS.standard);
export const highlevelRegistrationForm = z.object(CHECKS.highlevel);
export const nationaldayRegistrationForm = z.object(CHECKS.nationalday);

export type StandardRegistration = z.output<typeof standardRegistrationForm>;
export type HighlevelRegistration = z.output<typeof highlevelRegistrationForm>;
export type NationaldayRegistration = z.output<typeof nationaldayRegistrationForm>;

export type RegistrationFormValue =
  | { kind: 'standard'; fields: StandardRegistration }
  | { kind: 'highlevel'; fields: HighlevelRegistration }
  | { kind: 'nationalday'; fields: NationaldayRegistration };

/** Checks the form for an event of the given kind; field names are those of the documents. */
export function checkRegistrationForm(kind: EventKind, input: Record<string, unknown>): FormResult<RegistrationFormValue> {
  switch (kind) {
    case 'standard': {
      const result = checkForm(standardRegistrationForm, input);
      return result.ok ? { ok: true, value: { kind, fields: result.value } } : result;
    }
    case 'highlevel': {
      const result = checkForm(highlevelRegistrationForm, input);
      return result.ok ? { ok: true, value: { kind, fields: result.value } } : result;
    }
    case 'nationalday': {
      const result = checkForm(nationaldayRegistrationForm, input);
      return result.ok ? { ok: true, value: { kind, fields: result.value } } : result;
    }
  }
}
