import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventKind } from '../events/event';
import {
  MAX_NATIONALDAY_GUESTS,
  type HighlevelEntryDocument,
  type NationaldayEntryDocument,
  type RegistrationDocument,
} from './registration';

/** How a field is asked: a text of a kind (for the keyboard and autofill), or a count to choose. */
export type FieldInput = { kind: 'text' | 'email' | 'tel'; autoComplete?: string } | { kind: 'count'; max: number };

/**
 * One field of a registration form as the form asks it: the document's key, its label and input.
 * Its check is in registration-forms.ts, under the same name. Kept apart so that a page can show
 * the form before the checks (zod) have loaded with the data layer.
 */
export type RegistrationField<Name extends string = string> = {
  name: Name;
  label: MessageDescriptor;
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

const NAME = { name: 'name', label: msg`Full name`, input: { kind: 'text', autoComplete: 'name' } } as const satisfies RegistrationField;
const EMAIL = {
  name: 'email',
  label: msg`E-mail`,
  input: { kind: 'email', autoComplete: 'email' },
  hint: msg`Your ticket is tied to this address.`,
  staffHint: msg`Their ticket is sent to this address and tied to it.`,
} as const satisfies RegistrationField;
const ORGANISATION = msg`Organisation`;
const PHONE = msg`Phone`;

/** Each kind's fields, in the order the form asks them. The one table: the checks, the admin forms and the import follow it. */
export const REGISTRATION_FIELDS = {
  standard: fieldsOf<RegistrationDocument>()([
    NAME,
    EMAIL,
    { name: 'organisation', label: ORGANISATION, input: { kind: 'text', autoComplete: 'organization' }, optional: true },
    { name: 'phone', label: PHONE, input: { kind: 'tel', autoComplete: 'tel' }, optional: true },
  ]),
  /** The high-level meeting's register. The seat is set by administrators. */
  highlevel: fieldsOf<HighlevelEntryDocument>()([
    NAME,
    EMAIL,
    { name: 'position', label: msg`Title or position`, input: { kind: 'text', autoComplete: 'organization-title' } },
    { name: 'organisation', label: ORGANISATION, input: { kind: 'text', autoComplete: 'organization' } },
    { name: 'delegation', label: msg`Country or delegation`, input: { kind: 'text' } },
    { name: 'phone', label: PHONE, input: { kind: 'tel', autoComplete: 'tel' } },
    {
      name: 'companion',
      label: msg`Accompanying person`,
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
    { name: 'organisation', label: ORGANISATION, input: { kind: 'text', autoComplete: 'organization' } },
    { name: 'nationality', label: msg`Nationality`, input: { kind: 'text' } },
    { name: 'phone', label: PHONE, input: { kind: 'tel', autoComplete: 'tel' } },
    {
      name: 'guests',
      label: msg`Accompanying guests`,
      input: { kind: 'count', max: MAX_NATIONALDAY_GUESTS },
      initial: '0',
    },
  ]),
} as const satisfies Record<EventKind, ReadonlyArray<RegistrationField>>;

/** The names of the fields a kind's form asks. */
export type FieldNameOf<Kind extends EventKind> = (typeof REGISTRATION_FIELDS)[Kind][number]['name'];
