import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLastKnownClaims } from './last-known-claims';
import { memoryStorage } from '../../../tests/support/memory-storage';

afterEach(() => vi.unstubAllGlobals());

describe('the administrator claim last read, kept on the device', () => {
  it('is recalled by a later page (a reload) for the same account only, and forgotten on sign-out', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    browserLastKnownClaims().remember('door-staff', true);
    const reloaded = browserLastKnownClaims();
    expect(reloaded.recall('door-staff')).toBe(true);
    expect(reloaded.recall('someone-else')).toBe(false);
    reloaded.forget();
    expect(browserLastKnownClaims().recall('door-staff')).toBe(false);
  });

  it('reads a damaged entry as no claim, and keeps the claim for the page when storage is refused', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    storage.setItem('rollcall.session.lastKnownClaims', '{not json');
    expect(browserLastKnownClaims().recall('door-staff')).toBe(false);
    vi.stubGlobal('localStorage', undefined);
    const page = browserLastKnownClaims();
    page.remember('door-staff', true);
    expect(page.recall('door-staff')).toBe(true);
  });
});
