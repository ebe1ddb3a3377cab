import { msg, t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { EventKind } from '../events/event';
import {
  MAX_NAME_LENGTH,
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
import { MAX_NATIONALDAY_GUESTS } from './registration';

const person = {
  name: requiredText(FIELD_WORDS.name, MAX_NAME_LENGTH),
  email: requiredEmail,
};

export const standardRegistrationForm = z.object({
  ...person,
  organisation: optionalText(msg`the organisation`),
  phone: optionalPhone,
});

/** The highlevel register's own fields. The seat is set by administrators. */
export const highlevelRegistrationForm = z.object({
  ...person,
  position: requiredText(msg`your title or position`),
  organisation: requiredText(FIELD_WORDS.organisation),
  delegation: requiredText(msg`your country or delegation`),
  phone: requiredPhone,
  companion: optionalText(msg`the accompanying person’s name`, MAX_NAME_LENGTH),
});

/** The national day register's own fields. */
export const nationaldayRegistrationForm = z.object({
  ...person,
  organisation: requiredText(FIELD_WORDS.organisation),
  nationality: requiredText(msg`your nationality`, 60),
  phone: requiredPhone,
  guests: wholeNumber(
    0,
    MAX_NATIONALDAY_GUESTS,
    () => t`Choose how many guests come with you, 0 to ${MAX_NATIONALDAY_GUESTS}.`,
    () => t`At most ${MAX_NATIONALDAY_GUESTS} guests can come with you.`,
  ),
});

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
