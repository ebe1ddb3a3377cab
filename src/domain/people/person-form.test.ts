import { describe, expect, it } from 'vitest';
import { checkPersonForm } from './person-form';

describe('checkPersonForm', () => {
  it('needs a name and a valid e-mail, the rest is optional', () => {
    expect(checkPersonForm('users', { name: ' Ada ', email: 'ADA@x.org', organisation: '', phone: '' })).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@x.org' },
    });
    expect(checkPersonForm('users', { name: '', email: 'x' })).toEqual({
      ok: false,
      errors: { name: 'Enter the name.', email: 'Enter an e-mail address like name@example.org.' },
    });
  });

  it('checks a register’s own fields', () => {
    expect(checkPersonForm('nationaldayRegister', { name: 'N', email: 'n@x.org', guests: '9' })).toMatchObject({
      ok: false,
      errors: { guests: expect.stringMatching(/0 to 4/) },
    });
    expect(checkPersonForm('highlevelRegister', { name: 'H', email: 'h@x.org', seat: 'Table 4' })).toMatchObject({
      ok: true,
      value: { seat: 'Table 4' },
    });
  });
});
