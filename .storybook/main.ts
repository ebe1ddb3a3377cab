import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Babel-based docgen cannot parse Inversify's parameter decorators.
  typescript: { reactDocgen: false },
  staticDirs: ['../public', '../msw-worker'],
  core: { disableTelemetry: true },
};

export default config;
