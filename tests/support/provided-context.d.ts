// What the global set-up hands to test files through `inject()`.
declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
    authEmulatorHost: string;
  }
}

export {};
