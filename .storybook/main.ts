import { defineMain } from '@storybook/react-vite/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  // Introduction and Foundations are MDX pages (docs entries: never screenshot, never a test).
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Every Vite config that compiles `.css.ts` needs the vanilla-extract plugin (TOOLCHAIN.md).
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
});
