import { describe, expect, it } from 'vitest';
import { isAdminMode, isDoorMode } from './navigation-mode';

describe('isAdminMode', () => {
  it('is on wherever the path starts with /admin, whatever the stored user says', () => {
    expect(isAdminMode('/admin', null)).toBe(true);
    expect(isAdminMode('/admin/users', { admin: false })).toBe(true);
    expect(isAdminMode('/admin-login', { admin: false })).toBe(true);
    expect(isAdminMode('/admin-login', null)).toBe(true);
  });

  it('is on anywhere for a stored admin', () => {
    expect(isAdminMode('/events', { admin: true })).toBe(true);
  });

  it('is off for visitors elsewhere', () => {
    expect(isAdminMode('/events', null)).toBe(false);
    expect(isAdminMode('/login', { admin: false })).toBe(false);
    expect(isAdminMode('/events/admin', null)).toBe(false);
  });
});

describe('isDoorMode', () => {
  it('is on for stored door staff outside /admin, and off for everyone else', () => {
    expect(isDoorMode('/scanner', { admin: false, door: true })).toBe(true);
    expect(isDoorMode('/admin/users', { admin: false, door: true })).toBe(false);
    expect(isDoorMode('/scanner', { admin: true, door: true })).toBe(false);
    expect(isDoorMode('/scanner', { admin: false })).toBe(false);
    expect(isDoorMode('/scanner', null)).toBe(false);
  });
});
