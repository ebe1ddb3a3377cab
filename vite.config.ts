import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { dataLayerChunk } from './config/data-layer-chunk.ts';
import { defaultTextsPreload } from './config/default-texts-preload.ts';
import { EARLY_SCRIPTS, earlyScript } from './config/early-script.ts';
import { ticketViewFiles } from './config/ticket-view-files.ts';
import { offlineWorkerPlugin } from './config/offline-worker-plugin.ts';
import { appPwa } from './config/app-pwa.ts';
import { linguiMacros } from './config/lingui-macros.ts';
import { firestoreOriginFor, preconnectFirestore } from './config/preconnect-firestore.ts';
import { connectSourcesFor, imageSourcesFor, securityHeaders } from './config/security-headers.ts';

const MODES = ['offline', 'firebase', 'emulators'] as const;

function appModeOf(value: string | undefined): (typeof MODES)[number] {
  const mode = value ?? 'offline';
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new Error(`VITE_ROLLCALL_MODE must be one of ${MODES.join(', ')}; it is "${mode}".`);
  }
  return mode as (typeof MODES)[number];
}

/** The app's build. Tests add their projects in vitest.config.ts on top of this. */
export function appConfig(viteMode: string): UserConfig {
  const env = loadEnv(viteMode, process.cwd(), 'VITE_');
  const appMode = appModeOf(env.VITE_ROLLCALL_MODE);
  const dataLayer = dataLayerChunk();
  return {
    plugins: [
      linguiMacros(),
      react(),
      lingui(),
      offlineWorkerPlugin(appMode === 'offline'),
      dataLayer.plugin,
      earlyScript(appMode === 'offline' ? EARLY_SCRIPTS.offline : EARLY_SCRIPTS.firebase),
      ticketViewFiles(appMode !== 'offline'),
      defaultTextsPreload(),
      preconnectFirestore(firestoreOriginFor(appMode, env)),
      appPwa(appMode === 'offline'),
    ],
    // A constant at build time: the bundler drops the containers of the other modes.
    define: { 'import.meta.env.VITE_ROLLCALL_MODE': JSON.stringify(appMode) },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'data-layer', test: dataLayer.isDataLayerModule }] },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    // The production headers, CSP included: every browser test runs the build under them.
    preview: {
      host: '127.0.0.1',
      port: 4173,
      headers: securityHeaders({ connectSources: connectSourcesFor(appMode, env), imageSources: imageSourcesFor(appMode), https: false }),
    },
  };
}

export default defineConfig(({ mode }) => appConfig(mode));
