import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLastKnownClaims } from './last-known-claims';
import { memoryStorage } from '../../../tests/support/memory-storage';

afterEach(() => vi.unstubAllGlobals());

describe('the role claims last read, kept on the device', () => {
  it('is recalled by a later page (a reload) for the same account only, and forgotten on sign-out', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    browserLastKnownClaims().remember('door-staff', { admin: false, door: true });
    const reloaded = browserLastKnownClaims();
    expect(reloaded.recall('door-staff')).toEqual({ admin: false, door: true });
    expect(reloaded.recall('someone-else')).toEqual({ admin: false, door: false });
    reloaded.forget();
    expect(browserLastKnownClaims().recall('door-staff')).toEqual({ admin: false, door: false });
  });

  it('reads a damaged entry as no claim, and keeps the claim for the page when storage is refused', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    storage.setItem('rollcall.session.lastKnownClaims', '{not json');
    expect(browserLastKnownClaims().recall('door-staff')).toEqual({ admin: false, door: false });
    vi.stubGlobal('localStorage', undefined);
    const page = browserLastKnownClaims();
    page.remember('door-staff', { admin: true, door: false });
    expect(page.recall('door-staff')).toEqual({ admin: true, door: false });
  });
});
