/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** offline (default) | firebase | emulators; fixed at build time so other modes' code is left out. */
  readonly VITE_ROLLCALL_MODE?: 'offline' | 'firebase' | 'emulators';
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  readonly VITE_GEOLOCATION_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
