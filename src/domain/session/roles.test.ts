import { describe, expect, it } from 'vitest';
import { isDoorOnly, landingFor, usesScanner } from './roles';

const ADMIN = { admin: true };
const DOOR = { admin: false, door: true };
const VISITOR = { admin: false };

describe('roles', () => {
  it('lets administrators and door staff use the scanner, and nobody else', () => {
    expect([ADMIN, DOOR, VISITOR, { admin: false, door: false }].map(usesScanner)).toEqual([true, true, false, false]);
  });

  it('calls door staff "door only" unless they are administrators too', () => {
    expect([ADMIN, DOOR, VISITOR, { admin: true, door: true }].map(isDoorOnly)).toEqual([false, true, false, false]);
  });

  it('lands door staff on the scanner, keeping a scanner address, and everyone else where they asked', () => {
    expect(landingFor(DOOR, '/admin')).toBe('/scanner');
    expect(landingFor(DOOR, '/admin/users?q=x')).toBe('/scanner');
    expect(landingFor(DOOR, '/scanner')).toBe('/scanner');
    expect(landingFor(DOOR, '/scanner?event=summit')).toBe('/scanner?event=summit');
    expect(landingFor(DOOR, '/scannerish')).toBe('/scanner');
    expect(landingFor(ADMIN, '/admin/users')).toBe('/admin/users');
  });
});
