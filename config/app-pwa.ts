import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SIGNED_IN_MARK } from '../service-worker/manifest-marks.ts';
import { signedInFilesOfBuild } from './signed-in-files.ts';

/**
 * The production builds as an installable PWA (vite-plugin-pwa, Workbox): every file of the
 * build precached by the app's service worker (service-worker/), so a device that opened
 * Rollcall once opens it without network. The files only signed-in people use (staff pages,
 * the QR reader's .wasm, the spreadsheet reader, the full Firestore SDK) are marked in its
 * manifest: a visitor's phone keeps only the others (config/signed-in-files.ts). Each mode has
 * its own worker: the offline build's also runs MSW (service-worker/offline/sw.ts says why). The
 * page registers it and offers new versions (src/adapters/browser/service-worker-updates.ts);
 * the dev server runs none.
 */
export function appPwa(offline: boolean): PluginOption[] {
  const signedIn = signedInFilesOfBuild();
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: `service-worker/${offline ? 'offline' : 'firebase'}`,
    filename: 'sw.ts',
    injectRegister: null,
    registerType: 'prompt',
    devOptions: { enabled: false },
    injectManifest: {
      // The QR reader's .wasm too: the door scans without network.
      globPatterns: ['**/*.{js,css,html,svg,wasm}'],
      // The largest file is the QR reader's .wasm (about 1 MB); 4 MiB leaves room.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => {
            const keptFor = signedIn.files().get(entry.url);
            return keptFor ? { ...entry, [SIGNED_IN_MARK]: keptFor } : entry;
          }),
        }),
      ],
    },
    manifest: {
      name: 'Rollcall',
      short_name: 'Rollcall',
      description: 'Register for events, keep your QR ticket, and check in at the door.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
  });
  return [signedIn.plugin, pwa];
}
