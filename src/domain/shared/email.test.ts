import { describe, expect, it } from 'vitest';
import { MAX_EMAIL_LENGTH, isValidEmail, normaliseEmail } from './email';

describe('normaliseEmail', () => {
  it('trims and lower-cases so one person has one address', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.ORG ')).toBe('ada.lovelace@example.org');
  });

  it('keeps non-Latin local parts as they are, apart from case', () => {
    expect(normaliseEmail('Zoë@Exämple.de')).toBe('zoë@exämple.de');
  });
});

describe('isValidEmail', () => {
  it.each(['ada@example.org', ' ADA@example.org ', 'first.last+tag@sub.example.co.uk'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ada', 'ada@', '@example.org', 'ada@example', 'ada @example.org', 'ada@@example.org', 'a/b@example.org'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('refuses an address longer than SMTP can carry', () => {
    const local = 'a'.repeat(MAX_EMAIL_LENGTH);
    expect(isValidEmail(`${local}@example.org`)).toBe(false);
  });
});
