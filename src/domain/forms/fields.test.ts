import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkForm, optionalEmail, optionalPhone, optionalText, requiredEmail, requiredPhone, requiredText, wholeNumber } from './fields';

const form = z.object({
  name: requiredText('your name', 5),
  note: optionalText('the note', 4),
  email: requiredEmail,
  other: optionalEmail,
  phone: requiredPhone,
  mobile: optionalPhone,
  guests: wholeNumber(0, 3, 'Choose 0 to 3 guests.', 'At most 3 guests.'),
});

const valid = { name: '  Ana ', note: '', email: ' Ana@Example.ORG ', other: '', phone: '+41 22 123 45 67', mobile: ' ', guests: '2' };

describe('the form fields', () => {
  it('trims, turns empty optional fields into absent ones, and normalises e-mails and numbers', () => {
    expect(checkForm(form, valid)).toEqual({
      ok: true,
      value: {
        name: 'Ana',
        note: undefined,
        email: 'ana@example.org',
        other: undefined,
        phone: '+41 22 123 45 67',
        mobile: undefined,
        guests: 2,
      },
    });
  });

  it('says which field is wrong and how, one sentence per field', () => {
    const result = checkForm(form, {
      name: '   ',
      note: 'too long',
      email: 'nobody',
      other: 'nobody',
      phone: 'call me',
      mobile: 'x1',
      guests: '2.5',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        note: 'Keep the note to 4 characters (it has 8).',
        email: 'Enter an e-mail address like name@example.org.',
        other: 'Enter an e-mail address like name@example.org, or leave it empty.',
        phone: 'Enter a phone number in digits, like +41 22 123 45 67.',
        mobile: 'Enter a phone number in digits, like +41 22 123 45 67.',
        guests: 'Choose 0 to 3 guests.',
      },
    });
  });

  it('counts a text after trimming it, and tells too many from not a number', () => {
    expect(checkForm(form, { ...valid, name: ' Ana Maria ' })).toEqual({
      ok: false,
      errors: { name: 'Keep your name to 5 characters (it has 9).' },
    });
    expect(checkForm(form, { ...valid, guests: '4' })).toEqual({ ok: false, errors: { guests: 'At most 3 guests.' } });
    expect(checkForm(form, { ...valid, guests: '-1' })).toEqual({ ok: false, errors: { guests: 'Choose 0 to 3 guests.' } });
    expect(checkForm(form, { ...valid, guests: 'two' })).toEqual({ ok: false, errors: { guests: 'Choose 0 to 3 guests.' } });
    expect(checkForm(form, { ...valid, email: undefined })).toEqual({ ok: false, errors: { email: 'Enter your e-mail address.' } });
  });
});
