import type { Plugin } from 'vite';
import type { AppMode } from './security-headers.ts';

/** Where a visitor's first page reads its data from, in the Firebase builds; none offline. */
export function firestoreOriginFor(mode: AppMode, env: Record<string, string | undefined>): string | null {
  if (mode === 'firebase') return 'https://firestore.googleapis.com';
  if (mode === 'emulators' && env.VITE_FIRESTORE_EMULATOR_HOST) return `http://${env.VITE_FIRESTORE_EMULATOR_HOST}`;
  return null;
}

/**
 * Every visitor page's first read goes to Firestore, a different origin than the page's, after
 * the scripts have loaded and run. The HTML asks the browser to open that connection at once
 * (`preconnect`), so the read finds it open instead of paying its set-up (on a phone a DNS
 * lookup, TCP and TLS: several round trips). `crossorigin`: Firestore's requests are CORS
 * requests without credentials, which use a pool of connections of their own.
 */
export function preconnectFirestore(origin: string | null): Plugin {
  return {
    name: 'rollcall:preconnect-firestore',
    apply: 'build',
    transformIndexHtml() {
      if (!origin) return [];
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: true }, injectTo: 'head-prepend' }];
    },
  };
}
