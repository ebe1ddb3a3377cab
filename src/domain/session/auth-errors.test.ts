import { describe, expect, it } from 'vitest';
import { NOT_AN_ADMIN, authErrorSentence } from './auth-errors';

describe('authErrorSentence', () => {
  const codes = [
    'auth/email-already-in-use',
    'auth/wrong-password',
    'auth/invalid-credential',
    'auth/user-not-found',
    'auth/too-many-requests',
    'auth/network-request-failed',
    'auth/password-does-not-meet-requirements',
  ];

  it('gives every identity-provider error the product names its own sentence', () => {
    const sentences = codes.map(authErrorSentence);
    expect(new Set(sentences).size).toBe(codes.length);
    for (const sentence of sentences) expect(sentence).not.toMatch(/auth\//);
  });

  it('says what to do', () => {
    expect(authErrorSentence('auth/too-many-requests')).toMatch(/wait/i);
    expect(authErrorSentence('auth/network-request-failed')).toMatch(/connection/i);
  });

  it('tells a non-admin at the admin sign-in that the account has no administrator access', () => {
    expect(authErrorSentence(NOT_AN_ADMIN)).toMatch(/no administrator access/);
  });

  it('keeps an unknown code in a general sentence', () => {
    expect(authErrorSentence('auth/quota-exceeded')).toContain('auth/quota-exceeded');
  });
});
