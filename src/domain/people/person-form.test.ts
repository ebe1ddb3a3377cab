import { describe, expect, it } from 'vitest';
import { checkPersonForm } from './person-form';

describe('checkPersonForm', () => {
  it('needs a name and a valid e-mail, the rest is optional', () => {
    expect(checkPersonForm('directory', { name: ' Ada ', email: 'ADA@x.org', organisation: '', phone: '' })).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@x.org' },
    });
    expect(checkPersonForm('directory', { name: '', email: 'x' })).toEqual({
      ok: false,
      errors: { name: 'Enter the name.', email: 'Enter an e-mail address like name@example.org.' },
    });
  });

  it('checks a register’s own fields', () => {
    expect(checkPersonForm('nationalday', { name: 'N', email: 'n@x.org', guests: '9' })).toMatchObject({
      ok: false,
      errors: { guests: expect.stringMatching(/0 to 4/) },
    });
    expect(checkPersonForm('highlevel', { name: 'H', email: 'h@x.org', seat: 'Table 4' })).toMatchObject({
      ok: true,
      value: { seat: 'Table 4' },
    });
  });
});
