import { describe, expect, it } from 'vitest';
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
