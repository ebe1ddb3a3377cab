import type { EventKind } from '../../domain/events/event';

export type FieldSpec = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  hint?: string;
};

const NAME: FieldSpec = { name: 'name', label: 'Full name', autoComplete: 'name' };
const EMAIL: FieldSpec = { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', hint: 'Your ticket is tied to this address.' };

/** The fields of each register's form (PRODUCT.md), in the order they are asked. */
export const REGISTRATION_FIELDS: Record<EventKind, readonly FieldSpec[]> = {
  standard: [
    NAME,
    EMAIL,
    { name: 'organisation', label: 'Organisation', autoComplete: 'organization', optional: true },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true },
  ],
  highlevel: [
    NAME,
    EMAIL,
    { name: 'position', label: 'Title or position', autoComplete: 'organization-title' },
    { name: 'organisation', label: 'Organisation', autoComplete: 'organization' },
    { name: 'delegation', label: 'Country or delegation' },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
    { name: 'companion', label: 'Accompanying person', optional: true, hint: 'Their full name, if someone comes with you.' },
  ],
  nationalday: [
    NAME,
    EMAIL,
    { name: 'organisation', label: 'Organisation', autoComplete: 'organization' },
    { name: 'nationality', label: 'Nationality' },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  ],
};

export const GUEST_CHOICES = [0, 1, 2, 3, 4] as const;
