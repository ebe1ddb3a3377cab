import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium.ts';
import { appConfig } from './vite.config.ts';

const executablePath = findChromium();

export default defineConfig(({ mode }) =>
  mergeConfig(appConfig(mode), {
    test: {
      restoreMocks: true,
      // Time limits catch a test that hangs; they are no speed budget (those are in `npm run bench`).
      // Vitest's 5 s default failed typing tests on two busy cores (docs/testing.md).
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // expect.poll waits for a live query's report: its 1 s default is shorter than a busy
      // emulator's first answer, and a listen it loses is asked again after 10 s (docs/testing.md).
      expect: { poll: { timeout: 20_000 } },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'src/*.test.ts',
              'src/domain/**/*.test.ts',
              'src/application/**/*.test.ts',
              'tests/lint/**/*.test.ts',
              'tests/i18n/**/*.test.ts',
              'service-worker/**/*.test.ts',
            ],
            setupFiles: ['tests/support/english.setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'adapters',
            environment: 'node',
            include: ['src/adapters/**/*.test.ts', 'tests/rules/**/*.test.ts'],
            setupFiles: ['reflect-metadata', 'tests/support/english.setup.ts'],
            globalSetup: ['tests/support/emulators.global-setup.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts', 'scripts/**/*.test.ts'], testTimeout: 180_000 },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: ['src/ui/**/*.test.tsx', 'src/ui/**/*.test.ts'],
            setupFiles: ['tests/support/english.setup.ts', 'tests/support/components.setup.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath, args: CHROMIUM_ARGS } }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
