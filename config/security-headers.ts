// The HTTP headers the production build is served with (docs/security.md). `vite preview`
// sends them, so every browser test runs under them; firebase.json holds the same for Firebase
// Hosting, and tests/build/security-headers.test.ts keeps the two in step.

import { DEFAULT_GEOLOCATION_URL } from '../src/adapters/browser/geolocation-service.ts';

export type AppMode = 'offline' | 'firebase' | 'emulators';

/** What the app may reach besides its own origin, per mode. */
export type HeaderOptions = { connectSources: readonly string[]; imageSources?: readonly string[]; https: boolean };

/** Cloud Firestore's WebChannel and Firebase Auth's token endpoints. */
export const FIREBASE_CONNECT_SOURCES = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Firestore's WebChannel probes the network with an image from www.google.com when a connection
 * drops; blocked, it only reconnects later.
 */
export const FIREBASE_IMAGE_SOURCES = ['https://www.google.com'] as const;

export function imageSourcesFor(mode: AppMode): string[] {
  return mode === 'offline' ? [] : [...FIREBASE_IMAGE_SOURCES];
}

/** The env of the build (VITE_* variables) decides where the app connects. */
export function connectSourcesFor(mode: AppMode, env: Record<string, string | undefined>): string[] {
  // Offline mode too: the page's fetch is checked before MSW's service worker answers it.
  const geolocation = originOf(env.VITE_GEOLOCATION_URL || DEFAULT_GEOLOCATION_URL);
  if (mode === 'firebase') return [...FIREBASE_CONNECT_SOURCES, geolocation];
  if (mode === 'emulators') {
    const firestore = env.VITE_FIRESTORE_EMULATOR_HOST ? [`http://${env.VITE_FIRESTORE_EMULATOR_HOST}`] : [];
    const auth = env.VITE_AUTH_EMULATOR_URL ? [originOf(env.VITE_AUTH_EMULATOR_URL)] : [];
    return [...firestore, ...auth, geolocation];
  }
  return [geolocation];
}

export function contentSecurityPolicy({ connectSources, imageSources = [], https }: HeaderOptions): string {
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    // The QR decoder is WebAssembly; no script is inline or from elsewhere.
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'"]],
    // QR codes are drawn as data: images; the ticket PNG is a blob.
    ['img-src', ["'self'", 'data:', 'blob:', ...imageSources]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectSources]],
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(https ? ([['upgrade-insecure-requests', []]] as Array<[string, readonly string[]]>) : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    // Ticket ids travel in URLs (?ticket=): other sites get the origin only.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The scanner needs the camera; nothing needs the rest.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** Firebase Hosting's production headers (firebase.json). */
export const PRODUCTION_HEADERS = securityHeaders({
  connectSources: connectSourcesFor('firebase', {}),
  imageSources: imageSourcesFor('firebase'),
  https: true,
});
