import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

// End-to-end journeys through the built SPA served by the REAL edge (Deno, PGlite in a fresh folder).
const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8799);
const baseURL = `http://127.0.0.1:${port}`;

// One fresh DATA_DIR per run. Workers load this file too: they inherit the folder through the env.
process.env.PLUME_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'plume-e2e-'));
const dataDir = process.env.PLUME_E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 860 },
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // Playwright starts the web server before any globalSetup, so the build check runs here, first:
    // it builds the SPA only when dist/app is missing or older than app/ and ui/ sources. Then
    // launch-server.ts starts the SMTP and OpenID stand-ins and the real edge wired to them.
    command: `"${process.execPath}" tests/e2e/ensure-build.mjs && "${process.execPath}" tests/e2e/launch-server.ts`,
    cwd: root,
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_ENV: 'development' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
