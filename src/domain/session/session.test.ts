import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';
import { displayName, parseStoredUser, toStoredUser } from './session';

describe('the stored user', () => {
  it('holds id, email, name and admin', () => {
    expect(toStoredUser({ uid: 'u1', email: 'a@x.org', name: 'Ada', admin: true })).toEqual({
      id: 'u1',
      email: 'a@x.org',
      name: 'Ada',
      admin: true,
    });
  });

  it('reads back what was written, and nothing from garbage', () => {
    expect(parseStoredUser(JSON.stringify({ id: 'u1', email: 'a@x.org', name: 'Ada', admin: true }))?.admin).toBe(true);
    expect(parseStoredUser(undefined)).toBeNull();
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser('42')).toBeNull();
  });

  it('marks door staff, and only them', () => {
    const door = toStoredUser({ uid: 'u2', email: 'd@x.org', name: 'Dana', admin: false, door: true });
    expect(door).toEqual({ id: 'u2', email: 'd@x.org', name: 'Dana', admin: false, door: true });
    expect(parseStoredUser(JSON.stringify(door))).toEqual(door);
    expect(parseStoredUser('{"door":"true"}')).not.toHaveProperty('door');
  });

  it('takes admin only when it is exactly true', () => {
    expect(parseStoredUser('{"admin":"true"}')?.admin).toBe(false);
    expect(parseStoredUser('{"admin":1}')?.admin).toBe(false);
  });
});

describe('displayName', () => {
  it('falls back to the part of the e-mail before "@"', () => {
    expect(displayName(null, 'ada@example.org')).toBe('ada');
    expect(displayName('  ', 'ada@example.org')).toBe('ada');
    expect(displayName('Ada L.', 'ada@example.org')).toBe('Ada L.');
  });
});

describe('safeReturnPath', () => {
  it('accepts a path on this site with its query', () => {
    expect(safeReturnPath('/admin/users?sort=name', '/')).toBe('/admin/users?sort=name');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null])(
    'falls back for %j',
    (candidate) => {
      expect(safeReturnPath(candidate, '/admin')).toBe('/admin');
    },
  );
});
