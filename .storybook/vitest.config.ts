import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../tests/chromium.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story becomes a browser test in Debian's Chromium: it renders, its play function runs and
// the a11y check (parameters.a11y.test = 'error') must pass.
export default defineProject({
  // storybookTest applies .storybook/main.ts viteFinal, which adds the vanilla-extract plugin.
  plugins: [storybookTest({ configDir })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and the run flaky.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'markdown-to-jsx',
      'react-dom/client',
    ],
  },
  test: {
    name: 'stories',
    // Every story file runs in the same iframe: the harness unmounts each story after its test, and
    // reloading Storybook's preview for each of ~90 files was a third of this project's time.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
