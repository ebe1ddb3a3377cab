import { describe, expect, it } from 'vitest';
import { INVALID_EMAILS, VALID_EMAILS } from '../../../tests/fixtures/email-addresses';
import { MAX_EMAIL_LENGTH, addressIn, isValidEmail, normaliseEmail } from './email';

describe('normaliseEmail', () => {
  it('trims and lower-cases so one person has one address', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.ORG ')).toBe('ada.lovelace@example.org');
  });

  it('keeps non-Latin local parts as they are, apart from case', () => {
    expect(normaliseEmail('Zoë@Example.de')).toBe('zoë@example.de');
  });

  it('writes an internationalised domain in its ASCII form, as the browser’s e-mail field does', () => {
    expect(normaliseEmail('Zoe@Exämple.DE')).toBe('zoe@xn--exmple-cua.de');
    expect(isValidEmail('zoe@exämple.de')).toBe(true);
  });
});

describe('isValidEmail', () => {
  it.each(['ada@example.org', ' ADA@example.org ', 'first.last+tag@sub.example.co.uk'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(VALID_EMAILS)('accepts %j (the table shared with firestore.rules)', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(INVALID_EMAILS)('refuses %j (the table shared with firestore.rules)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('is at least as strict as an HTML e-mail field (the WHATWG pattern)', () => {
    const whatwg =
      /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
    for (const email of [...VALID_EMAILS, ...INVALID_EMAILS])
      if (isValidEmail(email)) expect(whatwg.test(normaliseEmail(email)), email).toBe(true);
  });

  it('refuses an address longer than SMTP can carry', () => {
    const local = 'a'.repeat(MAX_EMAIL_LENGTH);
    expect(isValidEmail(`${local}@example.org`)).toBe(false);
  });
});

describe('addressIn', () => {
  it('takes the address out of a cell written as mail programs write one', () => {
    expect(addressIn('Zoë Dupont <zoe@example.org>')).toBe('zoe@example.org');
    expect(addressIn('"Dupont, Zoë" <zoe@example.org> ')).toBe('zoe@example.org');
    expect(addressIn('mailto:ali@example.org')).toBe('ali@example.org');
    expect(addressIn('MAILTO:ali@example.org?subject=Summit')).toBe('ali@example.org');
    expect(addressIn('<bo@example.org>')).toBe('bo@example.org');
  });

  it('leaves anything else for the check to judge: two addresses are not one', () => {
    expect(addressIn('bo@example.org; bo2@example.org')).toBe('bo@example.org; bo2@example.org');
    expect(addressIn('Zoë <zoe@example.org> <other@example.org>')).toBe('Zoë <zoe@example.org> <other@example.org>');
    expect(addressIn('ada@example.org')).toBe('ada@example.org');
  });
});
