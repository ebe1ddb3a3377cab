/** Where the public settings come from (docs/product.md, "Modes"): `VITE_*` variables, read once at start-up. */
export type AppConfig = {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
  };
  firestoreEmulatorHost: string;
  authEmulatorUrl: string;
  /** Empty: the containers use the default service. */
  geolocationUrl: string;
  baseUrl: string;
};

export function readAppConfig(env: ImportMetaEnv = import.meta.env): AppConfig {
  return {
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY ?? '',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
      projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? '',
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
      appId: env.VITE_FIREBASE_APP_ID ?? '',
    },
    firestoreEmulatorHost: env.VITE_FIRESTORE_EMULATOR_HOST ?? '',
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL ?? '',
    geolocationUrl: env.VITE_GEOLOCATION_URL ?? '',
    baseUrl: env.BASE_URL,
  };
}
