// Lingui's Vite plugin compiles a `.po` catalogue into this module when it is imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
