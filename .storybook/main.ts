import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** The app's early script (config/early-script.ts) is for a visitor's page opened from a link; the preview has none. */
const isEarlyScript = (plugin: PluginOption) =>
  Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'rollcall:early-script');

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Babel-based docgen cannot parse Inversify's parameter decorators.
  typescript: { reactDocgen: false },
  staticDirs: ['../public', '../msw-worker'],
  core: { disableTelemetry: true },
  viteFinal: (config) => ({ ...config, plugins: (config.plugins ?? []).flat().filter((plugin) => !isEarlyScript(plugin)) }),
};

export default config;
