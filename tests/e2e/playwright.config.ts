import { defineConfig } from '@playwright/test';
import { playwrightLayer } from '../chromium.ts';

const layer = playwrightLayer('e2e');

// End-to-end journeys through the built SPA served by the REAL edge (Deno, PGlite in a fresh folder).
// There is no shared webServer: every worker starts its own edge and stand-ins on port E2E_PORT + its
// index, with its own database (the `server` fixture in fixtures.ts), so spec files run in parallel.
export default defineConfig({
  ...layer,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A journey spans several screens, two e-mailed codes and reloads; on a 2-core machine running e2e and
  // the visual layer side by side one took just over 30 s in CI, so the budget per test is 60 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Builds the SPA once, before any worker starts a server (skipped when dist/app is up to date), and
  // fails early on a spec that would run without its own server.
  globalSetup: './global-setup.ts',
  use: {
    ...layer.use,
    viewport: { width: 1280, height: 860 },
    // A failed test keeps its trace: the actions, the network, the console and the page's DOM at each
    // step (CI uploads test-results/). Not the screencast: recording it took a tenth of the layer's CPU,
    // which the two cores are short of (auth and routes: 123 → 110 CPU-seconds), and the DOM snapshots
    // already show the page at each step.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
});
