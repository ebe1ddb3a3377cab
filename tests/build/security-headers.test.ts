import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_HEADERS, connectSourcesFor, contentSecurityPolicy, imageSourcesFor } from '../../config/security-headers';

type HostingHeaders = Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { headers: HostingHeaders };
};

describe('security headers', () => {
  it('firebase.json serves exactly the production headers on every path', () => {
    const everyPath = firebaseJson.hosting.headers.find((entry) => entry.source === '**');
    expect(Object.fromEntries((everyPath?.headers ?? []).map(({ key, value }) => [key, value]))).toEqual(PRODUCTION_HEADERS);
  });

  it('allows no inline or evaluated script, no plugins and no framing', () => {
    const policy = PRODUCTION_HEADERS['Content-Security-Policy'] ?? '';
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scripts).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('lets each mode reach only its own backend and the geolocation service', () => {
    expect(connectSourcesFor('offline', {})).toEqual(['https://ipapi.co']);
    expect(imageSourcesFor('offline')).toEqual([]);
    expect(connectSourcesFor('firebase', { VITE_GEOLOCATION_URL: 'https://geo.example.org/json' })).toContain('https://geo.example.org');
    expect(
      connectSourcesFor('emulators', { VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181', VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9191' }),
    ).toEqual(['http://127.0.0.1:8181', 'http://127.0.0.1:9191', 'https://ipapi.co']);
    expect(contentSecurityPolicy({ connectSources: [], https: false })).not.toContain('upgrade-insecure-requests');
  });
});
