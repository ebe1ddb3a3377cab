import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and refuses another', async () => {
    const stored = await hashPassword('correct horse battery staple', 1000);
    await expect(verifyPassword('correct horse battery staple', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapl', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('never stores the password and salts every hash', async () => {
    const first = await hashPassword('secret-password', 1000);
    const second = await hashPassword('secret-password', 1000);
    expect(JSON.stringify(first)).not.toContain('secret-password');
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });
});
