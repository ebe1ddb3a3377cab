import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLastKnownClaims } from './last-known-claims';

/** The browser's local storage, as a page sees it (shared by every page of the device). */
function deviceStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the administrator claim last read, kept on the device', () => {
  it('is recalled by a later page (a reload) for the same account only, and forgotten on sign-out', () => {
    vi.stubGlobal('localStorage', deviceStorage());
    browserLastKnownClaims().remember('door-staff', true);
    const reloaded = browserLastKnownClaims();
    expect(reloaded.recall('door-staff')).toBe(true);
    expect(reloaded.recall('someone-else')).toBe(false);
    reloaded.forget();
    expect(browserLastKnownClaims().recall('door-staff')).toBe(false);
  });

  it('reads a damaged entry as no claim, and keeps the claim for the page when storage is refused', () => {
    const storage = deviceStorage();
    vi.stubGlobal('localStorage', storage);
    storage.setItem('rollcall.session.lastKnownClaims', '{not json');
    expect(browserLastKnownClaims().recall('door-staff')).toBe(false);
    vi.stubGlobal('localStorage', undefined);
    const page = browserLastKnownClaims();
    page.remember('door-staff', true);
    expect(page.recall('door-staff')).toBe(true);
  });
});
