// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRAMEWORKS = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@xstate/react'];
const STORAGE_SDKS = ['firebase', 'firebase/*', '@firebase/*', 'dexie', 'msw', 'msw/*'];
const WIRING = ['inversify', 'reflect-metadata'];

/** A layer may not import these packages; the message says which rule of the design card it breaks. */
function forbidPackages(packages, message) {
  return ['error', { patterns: [{ group: packages, message }] }];
}

/**
 * The layers of the design card, checked on resolved paths (so `../../adapters/x` and
 * `src/adapters/x` are the same thing): inner layers never import outer ones, and only the
 * composition root (`src/main.tsx`, Storybook, tests) and the container files reach adapters.
 */
const LAYER_ZONES = [
  {
    target: './src/domain',
    from: ['./src/application', './src/adapters', './src/ui', './src/main.tsx', './src/app-config.ts'],
    message: 'The domain imports nothing outward (design card).',
  },
  {
    target: './src/application',
    from: ['./src/adapters', './src/ui', './src/main.tsx', './src/app-config.ts'],
    message: 'The application layer imports only the domain (design card).',
  },
  { target: './src/ui', from: ['./src/adapters', './src/main.tsx'], message: 'The UI never imports an adapter: ask for a service with useService(TOKEN).' },
  {
    target: './src/main.tsx',
    from: './src/adapters',
    except: ['./di/container.offline.ts', './di/container.firebase.ts'],
    message: 'Outside the adapters, only the Inversify container files may be imported.',
  },
  {
    target: './src/adapters/!(di)/**',
    from: './src/adapters/di',
    message: 'Adapters do not import the containers: the containers import them.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'coverage', 'playwright-report', 'test-results', 'msw-worker', 'node_modules', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': forbidPackages([...FRAMEWORKS, ...STORAGE_SDKS, ...WIRING, 'xstate'], 'The domain is plain TypeScript: no framework, storage or wiring library (design card).') },
  },
  {
    files: ['src/application/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': forbidPackages([...FRAMEWORKS, ...STORAGE_SDKS, ...WIRING], 'The application layer takes its effects through ports; machines get them through provide() (design card).') },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': forbidPackages([...STORAGE_SDKS, ...WIRING], 'The UI never imports a storage SDK or the container: use useService(TOKEN).') },
  },
  {
    files: ['scripts/**', 'config/**', 'tests/**', '*.config.{ts,js}', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
