import { describe, expect, it } from 'vitest';
import { REGISTRATION_FIELDS } from '../registrations/registration-fields';
import { IMPORT_FIELDS, listFieldKeys } from './import-mapping';
import { personFormSchema } from './person-form';
import { REGISTER_KINDS } from './people-lists';

describe('one table per register', () => {
  it.each(REGISTER_KINDS)(
    'the %s register’s person form asks its registration form’s fields, in order, then what administrators set',
    (kind) => {
      const registration = REGISTRATION_FIELDS[kind].map((field) => field.name);
      const asked = listFieldKeys(kind);
      expect(asked.slice(0, registration.length)).toEqual(registration);
      expect(Object.keys(personFormSchema(kind).def.shape)).toEqual(asked);
      // The import reads the same fields, and when each person registered.
      expect(IMPORT_FIELDS[kind].map((field) => field.key)).toEqual([...asked, 'createdAt']);
    },
  );

  it('asks the seat only in the high-level register, where administrators set it', () => {
    expect(listFieldKeys('highlevel').at(-1)).toBe('seat');
    expect(listFieldKeys('nationalday')).not.toContain('seat');
    expect(listFieldKeys('directory')).toEqual(['name', 'email', 'organisation', 'phone', 'country', 'city']);
  });

  it('requires the name and the e-mail only: an administrator may know less than a visitor must give', () => {
    for (const list of ['directory', ...REGISTER_KINDS] as const) {
      expect(IMPORT_FIELDS[list].filter((field) => field.required).map((field) => field.key)).toEqual(['name', 'email']);
    }
  });
});
