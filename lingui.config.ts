import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const NOT_SHOWN = ['**/*.test.*', '**/*.stories.*', '**/*.fakes.*', '**/contracts/**', '**/node_modules/**'];
const STAFF_PAGES = [
  'src/ui/admin',
  'src/ui/scanner',
  'src/ui/settings',
  'src/ui/layout/section-layouts.tsx',
  'src/ui/session/login-page.tsx',
  'src/ui/session/login-form.tsx',
  'src/ui/session/demo-accounts-list.tsx',
  'src/domain/events/event-form.ts',
  'src/domain/events/capacity.ts',
  'src/domain/people',
  'src/domain/settings/settings-check.ts',
];

/**
 * The texts people read, in English (the source) and in each translation. `npm run i18n:extract`
 * brings the catalogues up to date with the code; tests/i18n fails when they are not.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de'],
  fallbackLocales: { default: 'en' },
  // Two catalogues, so that a visitor's page never downloads the staff pages' texts: `messages`
  // for every page, `staff` for the admin area, the scanner, settings and the sign-in pages
  // (loaded with their code, see src/ui/i18n/language.ts). A text used in both is in both.
  catalogs: [
    {
      path: '<rootDir>/src/ui/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src/domain', '<rootDir>/src/application', '<rootDir>/src/ui'],
      exclude: [...NOT_SHOWN, ...STAFF_PAGES.map((path) => `**/${path}${/\.tsx?$/.test(path) ? '' : '/**'}`)],
    },
    {
      path: '<rootDir>/src/ui/i18n/locales/{locale}/staff',
      include: STAFF_PAGES.map((path) => `<rootDir>/${path}`),
      exclude: NOT_SHOWN,
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
