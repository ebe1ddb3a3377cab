// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRAMEWORKS = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@xstate/react'];
const STORAGE_SDKS = ['firebase', 'firebase/*', '@firebase/*', 'dexie', 'msw', 'msw/*'];
const WIRING = ['inversify', 'reflect-metadata'];
/** The tokens of the ports that store or fetch data: only use cases and adapters hold them. */
const STORAGE_PORTS = [
  'documentStore',
  'ticketLedger',
  'cookieJar',
  'locationLookup',
  'doorCopy',
  'offlineAdmissions',
  'waitingList',
  'outbox',
  'attemptLog',
];

/** A layer may not import these packages; the message says which rule of docs/architecture.md it breaks. */
function forbidPackages(packages, message) {
  return ['error', { patterns: [{ group: packages, message }] }];
}

/**
 * The layers of docs/architecture.md, by folder. Imports are resolved to files first, so
 * `../../adapters/x` from anywhere is the same element. First match wins: the container files
 * are their own element inside the adapters.
 */
const ELEMENTS = [
  { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
  { type: 'application', pattern: 'src/application/**', partialMatch: false },
  { type: 'containers', pattern: 'src/adapters/di/**', partialMatch: false },
  { type: 'adapters', pattern: 'src/adapters/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  // Whatever else sits in src/ (main.tsx, app-config.ts) is the composition root.
  { type: 'composition-root', pattern: 'src' },
  { type: 'storybook', pattern: '.storybook/**', partialMatch: false },
];

const allow = (from, to, message) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
  message,
});

const LAYER_POLICIES = [
  allow('domain', ['domain'], 'The domain imports nothing outward (docs/architecture.md).'),
  allow('application', ['application', 'domain'], 'The application layer imports only the domain (docs/architecture.md).'),
  allow('ui', ['ui', 'application', 'domain'], 'The UI never imports an adapter: ask for a service with useService(TOKEN).'),
  allow('adapters', ['adapters', 'application', 'domain'], 'Adapters do not import the containers: the containers import them.'),
  allow('containers', ['containers', 'adapters', 'application', 'domain'], ''),
  allow(
    'composition-root',
    ['composition-root', 'containers', 'ui', 'application', 'domain'],
    'Outside the adapters, only the Inversify container files may be imported.',
  ),
  allow('storybook', ['storybook', 'containers', 'adapters', 'ui', 'application', 'domain'], ''),
];

/**
 * What people read goes through the catalogue (Lingui's macros): all of the UI, and the domain's
 * form errors and messages. The import's words (src/domain/people) are in the catalogue too, but its
 * files are mostly header names as other programs write them, which are data, so the rule stays off there.
 */
const TRANSLATED = [
  'src/ui/**',
  // The domain's sentences: form errors and the messages sent. Its other strings are data.
  'src/domain/forms/fields.ts',
  'src/domain/registrations/registration-forms.ts',
  'src/domain/registrations/registration-fields.ts',
  'src/domain/feedback/feedback-form.ts',
  'src/domain/events/event-form.ts',
  'src/domain/events/capacity.ts',
  'src/domain/settings/settings-check.ts',
  'src/domain/session/auth-errors.ts',
  'src/domain/messages/templates.ts',
];

/** Strings that are not sentences: one lowercase word (keys, CSS), identifiers, paths, formats. */
const UNLOCALIZED_STRINGS = [
  'error',
  {
    ignore: [
      '^[\\s·]*Rollcall$',
      '^<[^>]*>',
      '<\\/\\w+>$',
      '^(?![A-Z])\\S+$',
      '^[A-Z0-9_-]+$',
      '^[/#?.]',
      '^\\S+\\.(ts|tsx|csv|ics|png|json)$',
    ],
    ignoreNames: [
      {
        regex: {
          pattern:
            'className|^(width|height|font|fillStyle|textAlign|errorCorrectionLevel|type|id|name|role|href|to|src|key|rel|target|lang|inputMode|autoComplete|pattern|mode|method|accept|htmlFor|testId|data-.*|aria-(live|current|controls|describedby|labelledby|hidden|haspopup|expanded|invalid|busy|atomic|relevant))$',
          flags: 'i',
        },
      },
      { regex: { pattern: '^[A-Z0-9_]+$' } },
    ],
    ignoreFunctions: [
      'Error',
      'tooManyMessage',
      'console.*',
      'navigate',
      'useService',
      '*.getItem',
      '*.setItem',
      'new URL',
      'URLSearchParams',
      'searchParams.get',
      '*.startsWith',
      '*.endsWith',
      '*.includes',
      'document.*',
      'querySelector*',
      'matchMedia',
      'Intl.*',
      'new Intl.*',
      'import',
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-emulators',
      'storybook-static',
      'coverage',
      'playwright-report',
      'test-results',
      'msw-worker',
      'node_modules',
      'bench/results.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser } },
    plugins: { boundaries, 'react-hooks': reactHooks, 'check-file': checkFile },
    settings: {
      'boundaries/elements': ELEMENTS,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'boundaries/dependencies': ['error', { default: 'disallow', policies: LAYER_POLICIES }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,tests,bench,scripts,config}/**/': 'KEBAB_CASE' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbidPackages(
        [...FRAMEWORKS, ...STORAGE_SDKS, ...WIRING, 'xstate'],
        'The domain is plain TypeScript: no framework, storage or wiring library (docs/architecture.md).',
      ),
    },
  },
  {
    files: ['src/application/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbidPackages(
        [...FRAMEWORKS, ...STORAGE_SDKS, ...WIRING],
        'The application layer takes its effects through ports; machines get them through provide() (docs/architecture.md).',
      ),
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbidPackages(
        [...STORAGE_SDKS, ...WIRING],
        'The UI never imports a storage SDK or the container: use useService(TOKEN).',
      ),
    },
  },
  {
    // Stories and tests set up and inspect the stores they render on; screens may not.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/*.stories.*', '**/*.fakes.*', 'src/ui/shared/story-parameters.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.name='TOKENS'][property.name=/^(${STORAGE_PORTS.join('|')})$/]`,
          message: 'A screen never reaches a storage port: ask a use case, which asks its ports in the domain’s words.',
        },
      ],
    },
  },
  {
    files: TRANSLATED.map((path) => (path.endsWith('**') ? `${path}/*.{ts,tsx}` : path)),
    ignores: ['**/*.test.*', '**/*.stories.*', '**/*.fakes.*', 'src/ui/shared/story-parameters.ts'],
    plugins: { lingui },
    rules: { ...lingui.configs['flat/recommended'].rules, 'lingui/no-unlocalized-strings': UNLOCALIZED_STRINGS },
  },
  {
    files: ['scripts/**', 'config/**', 'tests/**', '*.config.{ts,js}', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
