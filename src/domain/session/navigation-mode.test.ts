import { describe, expect, it } from 'vitest';
import { isAdminMode } from './navigation-mode';

describe('isAdminMode', () => {
  it('is on under /admin whatever the stored user says', () => {
    expect(isAdminMode('/admin', null)).toBe(true);
    expect(isAdminMode('/admin/users', { admin: false })).toBe(true);
  });

  it('is on anywhere for a stored admin', () => {
    expect(isAdminMode('/events', { admin: true })).toBe(true);
  });

  it('is off for visitors elsewhere, /admin-login included', () => {
    expect(isAdminMode('/events', null)).toBe(false);
    expect(isAdminMode('/admin-login', { admin: false })).toBe(false);
    expect(isAdminMode('/administration', null)).toBe(false);
  });
});
