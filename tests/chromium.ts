import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * The one way every browser layer (stories, e2e, visual) launches Chromium: Debian's build, never a
 * downloaded one, with the flags this offline machine needs (without the background-networking ones
 * Chromium keeps dialling hosts it cannot reach).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * What the two Playwright layers (tests/e2e, tests/visual) share: their spec files beside the config,
 * results under test-results/<layer>, files in parallel, no test.only on CI, and a Chromium that speaks
 * en-US in UTC, reduces motion and runs no service worker, so a screen renders alike on every machine.
 * Each config adds its own workers, timeouts and the rest of `use`.
 */
export function playwrightLayer(layer: 'e2e' | 'visual') {
  return {
    testDir: '.',
    testMatch: '*.spec.ts',
    outputDir: `../../test-results/${layer}`,
    fullyParallel: true,
    forbidOnly: !!process.env.CI,
    reporter: 'list',
    use: {
      browserName: 'chromium',
      locale: 'en-US',
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      launchOptions: chromiumLaunchOptions,
    },
  } satisfies PlaywrightTestConfig;
}
