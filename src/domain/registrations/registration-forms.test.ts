import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { MAX_NATIONALDAY_GUESTS, type RegistrationDocument } from './registration';
import { fieldsOf, REGISTRATION_FIELDS } from './registration-fields';
import { checkRegistrationForm } from './registration-forms';

describe('checkRegistrationForm', () => {
  it('cleans a standard registration: trimmed, e-mail normalised, empty optional fields left out', () => {
    expect(checkRegistrationForm('standard', { name: '  Zoë Ångström ', email: ' Zoe@Example.ORG', organisation: '', phone: '' })).toEqual({
      ok: true,
      value: { kind: 'standard', fields: { name: 'Zoë Ångström', email: 'zoe@example.org' } },
    });
  });

  it('says what is wrong with each field', () => {
    const result = checkRegistrationForm('standard', { name: '', email: 'ada@', phone: 'call me' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        email: 'Enter an e-mail address like name@example.org.',
        phone: 'Enter a phone number in digits, like +41 22 123 45 67.',
      },
    });
  });

  it('refuses over-long fields with the length', () => {
    const result = checkRegistrationForm('standard', { name: 'x'.repeat(101), email: 'a@b.org' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.name).toBe('Keep your name to 100 characters (it has 101).');
  });

  it('keeps HTML as plain text: it is data, shown escaped', () => {
    const result = checkRegistrationForm('standard', { name: '<script>alert(1)</script>', email: 'a@b.org' });
    expect(result.ok && result.value.fields.name).toBe('<script>alert(1)</script>');
  });

  it('needs the highlevel register’s own fields', () => {
    const result = checkRegistrationForm('highlevel', { name: 'Amb. Okafor', email: 'o@mission.org' });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['delegation', 'organisation', 'phone', 'position']);
  });

  it('takes 0 to 4 guests for the national day, typed as text in the form', () => {
    const fields = { name: 'N', email: 'n@x.org', organisation: 'O', nationality: 'Swiss', phone: '+41 22 000 00 00' };
    expect(checkRegistrationForm('nationalday', { ...fields, guests: '2' })).toMatchObject({ ok: true, value: { fields: { guests: 2 } } });
    expect(checkRegistrationForm('nationalday', { ...fields, guests: '5' })).toEqual({
      ok: false,
      errors: { guests: 'At most 4 guests can come with you.' },
    });
    expect(checkRegistrationForm('nationalday', { ...fields, guests: '1.5' }).ok).toBe(false);
    expect(checkRegistrationForm('nationalday', { ...fields, guests: '-1' }).ok).toBe(false);
  });
});

describe('REGISTRATION_FIELDS, the one table of each register', () => {
  it('gives each kind its fields in order, and the check asks exactly for them', () => {
    expect(REGISTRATION_FIELDS.highlevel.map((field) => field.name)).toEqual([
      'name',
      'email',
      'position',
      'organisation',
      'delegation',
      'phone',
      'companion',
    ]);
    for (const kind of ['standard', 'highlevel', 'nationalday'] as const) {
      const result = checkRegistrationForm(kind, {});
      const required = REGISTRATION_FIELDS[kind].filter((field) => !('optional' in field && field.optional)).map((field) => field.name);
      expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(required.sort());
    }
  });

  it('offers the national day guests from none to the register’s maximum', () => {
    const guests = REGISTRATION_FIELDS.nationalday.find((field) => field.name === 'guests');
    expect(guests?.input).toEqual({ kind: 'count', max: MAX_NATIONALDAY_GUESTS });
    const tooMany = checkRegistrationForm('nationalday', {
      name: 'A',
      email: 'a@b.org',
      organisation: 'O',
      nationality: 'N',
      phone: '+41 22 123 45 67',
      guests: '5',
    });
    expect(!tooMany.ok && tooMany.errors.guests).toBe('At most 4 guests can come with you.');
  });

  it('takes field names from the ticket document only', () => {
    const field = { label: msg`Name`, input: { kind: 'text' } } as const;
    expect(fieldsOf<RegistrationDocument>()([{ ...field, name: 'organisation' }])).toHaveLength(1);
    // @ts-expect-error: "organization" is not a field of a registration (the document spells it "organisation").
    expect(fieldsOf<RegistrationDocument>()([{ ...field, name: 'organization' }])).toHaveLength(1);
  });
});
