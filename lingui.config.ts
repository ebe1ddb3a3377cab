import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The texts people read, in English (the source) and in each translation. `npm run i18n:extract`
 * brings the catalogues up to date with the code; tests/i18n fails when they are not.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/ui/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src/domain', '<rootDir>/src/application', '<rootDir>/src/ui'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/*.fakes.*', '**/contracts/**', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
