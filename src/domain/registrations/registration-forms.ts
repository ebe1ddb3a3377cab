import type { MessageDescriptor } from '@lingui/core';
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
import {
  MAX_NATIONALDAY_GUESTS,
  type HighlevelEntryDocument,
  type NationaldayEntryDocument,
  type RegistrationDocument,
} from './registration';

/** How a field is asked: a text of a kind (for the keyboard and autofill), or a count to choose. */
export type FieldInput = { kind: 'text' | 'email' | 'tel'; autoComplete?: string } | { kind: 'count'; max: number };

/** One field of a registration form: the document's key, its check, and how the form asks for it. */
export type RegistrationField<Name extends string = string, Schema extends z.ZodMiniType = z.ZodMiniType> = {
  name: Name;
  label: MessageDescriptor;
  schema: Schema;
  input: FieldInput;
  optional?: boolean;
  hint?: MessageDescriptor;
  /** The hint as staff registering someone else read it (a walk-in at the desk), if it differs. */
  staffHint?: MessageDescriptor;
  /** The value a new form starts with, if not empty. */
  initial?: string;
};

/** A kind's fields, whose names must be keys of that kind's ticket document. */
export function fieldsOf<Document>() {
  return <const Fields extends ReadonlyArray<RegistrationField<keyof Document & string>>>(fields: Fields) => fields;
}

/** The check of a whole form, derived from its fields: the cleaned value's type is exact. */
function formOf<const Fields extends ReadonlyArray<RegistrationField>>(fields: Fields) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, field.schema]));
  return z.object(shape as { [Field in Fields[number] as Field['name']]: Field['schema'] });
}

const NAME = {
  name: 'name',
  label: msg`Full name`,
  schema: requiredText(FIELD_WORDS.name, MAX_NAME_LENGTH),
  input: { kind: 'text', autoComplete: 'name' },
} as const satisfies RegistrationField;
const EMAIL = {
  name: 'email',
  label: msg`E-mail`,
  schema: requiredEmail,
  input: { kind: 'email', autoComplete: 'email' },
  hint: msg`Your ticket is tied to this address.`,
  staffHint: msg`Their ticket is sent to this address and tied to it.`,
} as const satisfies RegistrationField;
const ORGANISATION = msg`Organisation`;
const PHONE = msg`Phone`;

/** Each kind's fields, in the order the form asks them. The one table: the check and the form derive from it. */
export const REGISTRATION_FIELDS = {
  standard: fieldsOf<RegistrationDocument>()([
    NAME,
    EMAIL,
    {
      name: 'organisation',
      label: ORGANISATION,
      schema: optionalText(msg`the organisation`),
      input: { kind: 'text', autoComplete: 'organization' },
      optional: true,
    },
    { name: 'phone', label: PHONE, schema: optionalPhone, input: { kind: 'tel', autoComplete: 'tel' }, optional: true },
  ]),
  /** The high-level meeting's register. The seat is set by administrators. */
  highlevel: fieldsOf<HighlevelEntryDocument>()([
    NAME,
    EMAIL,
    {
      name: 'position',
      label: msg`Title or position`,
      schema: requiredText(msg`your title or position`),
      input: { kind: 'text', autoComplete: 'organization-title' },
    },
    {
      name: 'organisation',
      label: ORGANISATION,
      schema: requiredText(FIELD_WORDS.organisation),
      input: { kind: 'text', autoComplete: 'organization' },
    },
    {
      name: 'delegation',
      label: msg`Country or delegation`,
      schema: requiredText(msg`your country or delegation`),
      input: { kind: 'text' },
    },
    { name: 'phone', label: PHONE, schema: requiredPhone, input: { kind: 'tel', autoComplete: 'tel' } },
    {
      name: 'companion',
      label: msg`Accompanying person`,
      schema: optionalText(msg`the accompanying person’s name`, MAX_NAME_LENGTH),
      input: { kind: 'text' },
      optional: true,
      hint: msg`Their full name, if someone comes with you.`,
      staffHint: msg`Their full name, if someone comes with the person registered.`,
    },
  ]),
  /** The national day reception's register. */
  nationalday: fieldsOf<NationaldayEntryDocument>()([
    NAME,
    EMAIL,
    {
      name: 'organisation',
      label: ORGANISATION,
      schema: requiredText(FIELD_WORDS.organisation),
      input: { kind: 'text', autoComplete: 'organization' },
    },
    { name: 'nationality', label: msg`Nationality`, schema: requiredText(msg`your nationality`, 60), input: { kind: 'text' } },
    { name: 'phone', label: PHONE, schema: requiredPhone, input: { kind: 'tel', autoComplete: 'tel' } },
    {
      name: 'guests',
      label: msg`Accompanying guests`,
      schema: wholeNumber(
        0,
        MAX_NATIONALDAY_GUESTS,
        () => t`Choose how many guests come with you, 0 to ${MAX_NATIONALDAY_GUESTS}.`,
        () => t`At most ${MAX_NATIONALDAY_GUESTS} guests can come with you.`,
      ),
      input: { kind: 'count', max: MAX_NATIONALDAY_GUESTS },
      initial: '0',
    },
  ]),
} as const satisfies Record<EventKind, ReadonlyArray<RegistrationField>>;

export const standardRegistrationForm = formOf(REGISTRATION_FIELDS.standard);
export const highlevelRegistrationForm = formOf(REGISTRATION_FIELDS.highlevel);
export const nationaldayRegistrationForm = formOf(REGISTRATION_FIELDS.nationalday);

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
