import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventKind } from '../../domain/events/event';

export type FieldSpec = {
  name: string;
  label: MessageDescriptor;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  hint?: MessageDescriptor;
};

const NAME: FieldSpec = { name: 'name', label: msg`Full name`, autoComplete: 'name' };
const EMAIL: FieldSpec = {
  name: 'email',
  label: msg`E-mail`,
  type: 'email',
  autoComplete: 'email',
  hint: msg`Your ticket is tied to this address.`,
};
const ORGANISATION = msg`Organisation`;
const PHONE = msg`Phone`;

/** The fields of each register's form, in the order they are asked. */
export const REGISTRATION_FIELDS: Record<EventKind, readonly FieldSpec[]> = {
  standard: [
    NAME,
    EMAIL,
    { name: 'organisation', label: ORGANISATION, autoComplete: 'organization', optional: true },
    { name: 'phone', label: PHONE, type: 'tel', autoComplete: 'tel', optional: true },
  ],
  highlevel: [
    NAME,
    EMAIL,
    { name: 'position', label: msg`Title or position`, autoComplete: 'organization-title' },
    { name: 'organisation', label: ORGANISATION, autoComplete: 'organization' },
    { name: 'delegation', label: msg`Country or delegation` },
    { name: 'phone', label: PHONE, type: 'tel', autoComplete: 'tel' },
    { name: 'companion', label: msg`Accompanying person`, optional: true, hint: msg`Their full name, if someone comes with you.` },
  ],
  nationalday: [
    NAME,
    EMAIL,
    { name: 'organisation', label: ORGANISATION, autoComplete: 'organization' },
    { name: 'nationality', label: msg`Nationality` },
    { name: 'phone', label: PHONE, type: 'tel', autoComplete: 'tel' },
  ],
};

export const GUEST_CHOICES = [0, 1, 2, 3, 4] as const;
