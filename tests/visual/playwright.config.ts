import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, playwrightLayer } from '../chromium.ts';

// Screenshot baselines of every Storybook story (see tests/visual/README.md).
// Baselines are committed in tests/visual/__baselines__/ and are only ever written when the run is given
// `--update-snapshots` (`npm run test:visual:update`). Without it a missing baseline fails, so CI compares
// and never creates.
const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.VISUAL_PORT ?? 6107);
const baseURL = `http://127.0.0.1:${port}`;
const layer = playwrightLayer('visual');

export default defineConfig({
  ...layer,
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  // Both cores: each worker keeps one Storybook preview open and switches stories in it (stories.spec.ts).
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  // One retry: under `npm test` these screenshots share two cores with the e2e servers, and a story that
  // renders late once is not a regression. A test that needs the retry is listed as flaky under the run's
  // summary (tests/run-all.mjs), so it is seen and fixed, not hidden; a real pixel change fails both tries.
  retries: 1,
  timeout: 30_000,
  updateSnapshots: 'none',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // A small tolerance: at most 1% of the pixels and never more than 100 of them (Playwright takes the
      // smaller). 1% alone would be ~7,800 pixels of a 1024×768 page, enough to miss a recoloured heading.
      maxDiffPixelRatio: 0.01,
      maxDiffPixels: 100,
      // Per-pixel colour distance (pixelmatch YIQ, 0–1) below which a pixel counts as unchanged.
      threshold: 0.1,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    ...layer.use,
    baseURL,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    colorScheme: 'light',
    trace: 'off',
    launchOptions: {
      ...chromiumLaunchOptions,
      // Hinting varies with the font stack; off, glyphs rasterise the same on every machine.
      args: [...chromiumLaunchOptions.args, '--font-render-hinting=none'],
    },
  },
  webServer: {
    // Builds Storybook once (skipped when storybook-static is newer than ui/, stories/, .storybook/), then
    // serves it on loopback.
    command: `"${process.execPath}" tests/visual/serve-static.mjs --build --port ${port}`,
    cwd: root,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
