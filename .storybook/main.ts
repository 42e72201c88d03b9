import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { contentLibrary, storySnapshots } from '../stories/support/contentLibrary.mjs';

/** True for any plugin (or nested plugin array entry) that React Router's Vite plugin registers. */
function isReactRouterPlugin(plugin: PluginOption): boolean {
  return (
    typeof plugin === 'object' &&
    plugin !== null &&
    !Array.isArray(plugin) &&
    'name' in plugin &&
    typeof plugin.name === 'string' &&
    plugin.name.startsWith('react-router')
  );
}

function withoutReactRouter(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .filter((plugin) => !isReactRouterPlugin(plugin))
    .map((plugin) => (Array.isArray(plugin) ? withoutReactRouter(plugin) : plugin));
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's public folder gives the favicons; .storybook/public holds the MSW worker, which
  // must never ship with the site itself.
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // vite.config.ts loads React Router's framework plugin, which expects to own the whole app
  // (routes, entry files, prerendering); stories render views alone, so it is removed here.
  viteFinal(viteConfig) {
    const plugins = withoutReactRouter(viteConfig.plugins ?? []);
    const hasReact = plugins
      .flat(Infinity as 1)
      .some(
        (plugin) =>
          typeof plugin === 'object' &&
          plugin !== null &&
          'name' in plugin &&
          plugin.name === 'vite:react-babel',
      );
    return {
      ...viteConfig,
      // Computed at build time: the site's content for the page stories, and where each wizard
      // story starts.
      plugins: [...(hasReact ? plugins : [...plugins, react()]), contentLibrary(), storySnapshots()],
    };
  },
};

export default config;
